import { ShieldCheck } from "lucide-react";
import { cn } from "~/lib/cn";

/** The product's name with its shield, as the admin area and sign-in page show it. */
export function BrandMark({ className, subtitle }: { className?: string; subtitle?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <span className="grid size-9 place-items-center rounded-xl bg-primary text-primary-fg shadow-sm">
        <ShieldCheck aria-hidden className="size-5" />
      </span>
      <span className="grid leading-tight">
        <span className="text-sm font-bold tracking-tight text-fg">Sentinel Forge</span>
        {subtitle ? <span className="text-xs text-muted">{subtitle}</span> : null}
      </span>
    </span>
  );
}
