import { formatMoney } from "@shared/pricing/money";
import type { ComparisonView } from "@shared/quotes/comparison";
import { GitCompareArrows, Minus } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/cn";
import { LocationTotals, OverallTotals } from "./comparison-totals";

type Row = ComparisonView["rows"][number];
type Cell = Row["cells"][number];

/** Sticky cells need an opaque background: the tint is mixed into the surface colour. */
const tinted = "bg-[color-mix(in_oklab,var(--warning)_12%,var(--surface))]";
/** The service column stays in view while the options scroll; narrow enough for a phone. */
const stickyCell = "sticky left-0 z-10 w-40 min-w-36 border-r border-border sm:w-auto sm:min-w-52";

function MatrixCell({ cell }: { cell: Cell }) {
  if (!cell) {
    return (
      <span className="inline-flex items-center gap-1 text-muted">
        <Minus aria-hidden className="size-3.5" />
        Not included
      </span>
    );
  }
  return (
    <span className="grid gap-0.5">
      <span className="font-medium tabular-nums">
        {formatMoney(cell.totalCents)}
        <span className="text-xs font-normal text-muted">
          {cell.billing === "annual" ? " /yr" : " /mo"}
        </span>
      </span>
      <span className="text-xs text-muted tabular-nums">
        Qty {cell.quantity}
        {cell.setupCents > 0 ? ` · ${formatMoney(cell.setupCents)} setup` : ""}
      </span>
    </span>
  );
}

function ServiceRow({ row }: { row: Row }) {
  return (
    <tr className={row.differs ? tinted : undefined} data-differs={row.differs || undefined}>
      <th
        scope="row"
        className={cn(
          stickyCell,
          "px-4 py-3 text-left font-normal",
          row.differs ? tinted : "bg-surface",
        )}
      >
        <span className="grid gap-1">
          <span className="font-semibold">{row.name}</span>
          <span className="text-xs text-muted">{row.category}</span>
          {row.differs ? (
            <span>
              <Badge tone="warning">
                <GitCompareArrows aria-hidden className="size-3" />
                Differs
              </Badge>
            </span>
          ) : null}
        </span>
      </th>
      {row.cells.map((cell, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the options' positions are their identity.
        <td key={index} className="px-4 py-3 align-top">
          <MatrixCell cell={cell} />
        </td>
      ))}
    </tr>
  );
}

/**
 * The options side by side: one row per service (rows where the options differ tinted and
 * marked "Differs"), then the totals. Wider than a phone: it scrolls inside its frame, which
 * takes keyboard focus so arrow keys scroll it, with the service column kept in view.
 */
export function ComparisonTable({
  view,
  locationId,
  caption,
}: {
  view: ComparisonView;
  /** Null: every location together. */
  locationId: string | null;
  caption: string;
}) {
  const location = view.locations.find((entry) => entry.locationId === locationId) ?? null;
  const rows = location?.rows ?? view.rows;
  const differing = rows.filter((row) => row.differs).length;
  const footer: ReactNode = location ? (
    <LocationTotals view={view} totals={location.totals} />
  ) : (
    <OverallTotals view={view} />
  );
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted" data-testid="differs-summary">
        {differing === 0
          ? "The options offer the same services here."
          : `${differing} of ${rows.length} services differ between the options.`}
      </p>
      <section
        aria-label={`${caption}, scrollable`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        className="overflow-x-auto rounded-2xl border border-border bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-border bg-surface-2 text-xs text-muted">
            <tr>
              <th
                scope="col"
                className={cn(
                  stickyCell,
                  "bg-surface-2 px-4 py-3 font-semibold uppercase tracking-wide",
                )}
              >
                Service
              </th>
              {view.options.map((option) => (
                <th
                  key={`${option.configurationId}-${option.version}`}
                  scope="col"
                  className="min-w-36 px-4 py-3 align-bottom sm:min-w-44"
                >
                  <span className="block text-sm font-semibold text-fg">{option.label}</span>
                  <span className="block font-normal">
                    {option.name} · v{option.version}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.length > 0 ? (
              rows.map((row) => <ServiceRow key={row.serviceId} row={row} />)
            ) : (
              <tr>
                <td colSpan={view.options.length + 1} className="px-4 py-6 text-center text-muted">
                  No services at this location.
                </td>
              </tr>
            )}
          </tbody>
          <tfoot className="border-t-2 border-border">{footer}</tfoot>
        </table>
      </section>
    </div>
  );
}
