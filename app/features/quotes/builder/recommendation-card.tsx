import type { Service } from "@shared/catalog/service";
import type { RecommendationStatus } from "@shared/quotes/engine/recommendation-status";
import type { Recommendation } from "@shared/quotes/engine/recommendations";
import { Check, Link2, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { ServiceIcon } from "~/components/service-icon";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/cn";
import { priceLabel } from "~/lib/price-label";

/**
 * One recommended service: whether it is in the quote, and every reason the rules gave for
 * it. A service another one needs is shown included with what needs it, and offers no
 * button: removing it would be refused (issue 33, decision 050).
 */
export function RecommendationCard({
  recommendation,
  service,
  status,
  onToggle,
  children,
}: {
  recommendation: Recommendation;
  service: Service;
  status: RecommendationStatus;
  onToggle(): void;
  children?: ReactNode;
}) {
  const titleId = `rec-${service.id}`;
  const chosen = status.kind !== "open";
  return (
    <li
      className={cn(
        "grid gap-3 rounded-2xl border p-5 transition-colors",
        chosen ? "border-primary/60 bg-primary-soft/40" : "border-border bg-surface",
      )}
      data-service={service.id}
    >
      <div className="flex items-start gap-3">
        <ServiceIcon name={service.icon} />
        <div className="grid flex-1 gap-1">
          <h3 id={titleId} className="flex flex-wrap items-center gap-2 font-semibold">
            {service.name}
            {recommendation.essential ? <Badge tone="primary">Essential</Badge> : null}
          </h3>
          <p className="text-sm text-muted">
            {service.category} · {priceLabel(service)}
          </p>
        </div>
        {status.kind === "required" ? (
          <span className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border border-primary/60 px-3 text-sm font-medium text-primary">
            <Check aria-hidden className="size-4" />
            Included
          </span>
        ) : (
          <label className="relative inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 rounded-full border border-control px-3 text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-fg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring">
            <input
              type="checkbox"
              className="sr-only"
              checked={chosen}
              onChange={onToggle}
              aria-describedby={titleId}
              aria-label={`Include ${service.name}`}
            />
            {chosen ? <Check aria-hidden className="size-4" /> : null}
            {chosen ? "Included" : "Include"}
          </label>
        )}
      </div>
      {recommendation.reasons.length > 0 ? (
        <ul className="grid gap-2 text-sm" aria-label={`Why we recommend ${service.name}`}>
          {recommendation.reasons.map((reason) => (
            <li key={reason.formulaId} className="grid gap-1 border-l-2 border-primary/40 pl-3">
              <span>{reason.text}</span>
              {reason.safeguard ? (
                <span className="inline-flex items-start gap-1.5 text-xs text-muted">
                  <ShieldCheck aria-hidden className="mt-0.5 size-3.5 shrink-0 text-primary" />
                  <span>
                    <span className="font-semibold text-fg">Supports:</span> {reason.safeguard}
                  </span>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {status.kind === "required" ? (
        <p className="inline-flex items-center gap-1.5 text-sm font-medium text-fg">
          <Link2 aria-hidden className="size-4 shrink-0 text-primary" />
          {status.text}
        </p>
      ) : null}
      {children}
    </li>
  );
}
