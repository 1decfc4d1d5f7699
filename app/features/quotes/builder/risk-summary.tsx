import type { RiskLevel } from "@shared/catalog/service-constants";
import type { RiskFactor } from "@shared/quotes/engine/risk";
import { ShieldAlert } from "lucide-react";
import { cn } from "~/lib/cn";

const levels: Record<RiskLevel, { label: string; tone: string; bar: number }> = {
  low: { label: "Low", tone: "text-success", bar: 1 },
  medium: { label: "Medium", tone: "text-info", bar: 2 },
  high: { label: "High", tone: "text-warning", bar: 3 },
  critical: { label: "Critical", tone: "text-danger", bar: 4 },
};

/** The risk level the staff's risk formula gives the answers, with what raised it. */
export function RiskSummary({ level, factors }: { level: RiskLevel; factors: RiskFactor[] }) {
  const shown = levels[level];
  return (
    <section
      aria-labelledby="risk-title"
      className="grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:grid-cols-[auto_1fr] sm:p-6"
    >
      <div className="grid content-start gap-2">
        <h2 id="risk-title" className="text-sm font-semibold text-muted">
          Your risk level
        </h2>
        <p className={cn("flex items-center gap-2 text-2xl font-bold", shown.tone)}>
          <ShieldAlert aria-hidden className="size-6" />
          {shown.label}
        </p>
        <div aria-hidden className="flex gap-1">
          {[1, 2, 3, 4].map((step) => (
            <span
              key={step}
              className={cn(
                "h-1.5 w-8 rounded-full",
                step <= shown.bar ? "bg-current" : "bg-surface-2",
                step <= shown.bar && shown.tone,
              )}
            />
          ))}
        </div>
      </div>
      <div className="grid content-start gap-2 text-sm sm:border-l sm:border-border sm:pl-6">
        <h3 className="font-semibold">What raised it</h3>
        {factors.length > 0 ? (
          <ul className="grid list-disc gap-1 pl-5">
            {factors.map((factor) => (
              <li key={factor.variable}>{factor.text}</li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">Nothing in your answers raised it above the starting level.</p>
        )}
        <p className="text-xs text-muted">
          Risk adjusts some prices: services that work harder at a higher risk cost more.
        </p>
      </div>
    </section>
  );
}
