import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** One card of the dashboard: a titled region, optionally with a figure beside the title. */
export function DashboardPanel({
  id,
  title,
  aside,
  className,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn("rounded-2xl border border-border bg-surface p-6", className)}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-base font-semibold">
          {title}
        </h2>
        {aside ? <p className="text-xs text-muted">{aside}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** "12 in total", or nothing for an empty list (its empty text says so). */
export function totalOf(total: number): string | undefined {
  return total > 0 ? `${total} in total` : undefined;
}
