import { changeOf } from "@shared/analytics/change";
import type { ComparedFigure } from "@shared/analytics/sales";
import { ArrowDownRight, ArrowRight, ArrowUpRight } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

const icons = { up: ArrowUpRight, down: ArrowDownRight, same: ArrowRight, none: ArrowRight };

/**
 * A figure of the period with its change against the previous one, told in words beside the
 * arrow (never by colour alone); the whole card links to the list behind the figure.
 */
export function FigureCard({
  label,
  figure,
  format,
  to,
}: {
  label: string;
  figure: ComparedFigure;
  format: (value: number) => string;
  to: string;
}) {
  const change = changeOf(figure, format);
  const Icon = icons[change.direction];
  return (
    <li>
      <Link
        to={to}
        className="grid h-full content-start gap-1 rounded-2xl border border-border bg-surface p-3 hover:border-primary focus-visible:border-primary sm:p-4"
      >
        <span className="text-sm text-muted">{label}</span>
        <span className="text-xl font-semibold tabular-nums sm:text-2xl">
          {figure.current === null ? "–" : format(figure.current)}
        </span>
        <span
          className={cn(
            "flex items-center gap-1 text-xs",
            change.direction === "up" && "text-success",
            change.direction === "down" && "text-danger",
            (change.direction === "same" || change.direction === "none") && "text-muted",
          )}
        >
          <Icon aria-hidden className="size-3.5 shrink-0" />
          {change.text}
        </span>
      </Link>
    </li>
  );
}

export function FigureCardSkeleton() {
  return <li className="h-28 animate-pulse rounded-2xl bg-surface-2" />;
}
