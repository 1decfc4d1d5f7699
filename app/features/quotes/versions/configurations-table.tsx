import { formatMoney } from "@shared/pricing/money";
import type { ConfigurationQuery, ConfigurationRow } from "@shared/quotes/configuration-admin";
import type { MouseEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { SortHeader } from "~/components/ui/sort-header";
import { ArchivedBadge, QuoteStatusBadge } from "../../../components/quotes/status-badge";
import { RelativeTime } from "../../../components/relative-time";
import { ShareState } from "./share-state";

const heading = "px-3 py-3 font-semibold tracking-wide";
const cell = "px-3 py-3";

/** The list's URL with `id` set: the detail of that configuration. */
export function useDetailLink() {
  const [params] = useSearchParams();
  return (id: string) => {
    const next = new URLSearchParams(params);
    next.set("id", id);
    return `?${next}`;
  };
}

/**
 * The saved configurations. The name is each row's link to its detail (the keyboard's way
 * in); a click anywhere else on the row follows it too. Wide tables scroll sideways inside
 * their frame.
 */
export function ConfigurationsTable({
  rows,
  query,
}: {
  rows: ConfigurationRow[];
  query: ConfigurationQuery;
}) {
  const detailLink = useDetailLink();
  const navigate = useNavigate();
  const openRow = (event: MouseEvent<HTMLTableRowElement>, id: string) => {
    if ((event.target as HTMLElement).closest("a, button")) return;
    if (window.getSelection()?.toString()) return;
    navigate(detailLink(id));
  };
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-border bg-surface">
      <table className="w-full min-w-[54rem] text-left text-sm">
        <caption className="sr-only">Saved configurations</caption>
        <thead className="border-b border-border bg-surface-2/60 text-xs text-muted uppercase">
          <tr>
            <SortHeader label="Configuration" sort="name" query={query} className="px-3 pl-4" />
            <th scope="col" className={heading}>
              Status
            </th>
            <th scope="col" className={heading}>
              Version
            </th>
            <th scope="col" className={`${heading} text-right`}>
              Locations
            </th>
            <SortHeader
              label="Monthly"
              sort="monthly"
              query={query}
              firstDir="desc"
              className="px-3 text-right"
            />
            <th scope="col" className={`${heading} text-right`}>
              Setup
            </th>
            <th scope="col" className={heading}>
              Share link
            </th>
            <SortHeader
              label="Last activity"
              sort="activity"
              query={query}
              firstDir="desc"
              className="px-3"
            />
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr
              key={row.id}
              data-testid="configuration-row"
              onClick={(event) => openRow(event, row.id)}
              className="cursor-pointer hover:bg-surface-2/50"
            >
              <td className={`${cell} min-w-48 pl-4`}>
                <Link
                  to={detailLink(row.id)}
                  className="rounded font-semibold underline-offset-4 hover:underline"
                >
                  {row.name}
                </Link>
                <span className="block text-xs text-muted">
                  {row.prospect?.companyName ?? "No prospect"}
                </span>
              </td>
              <td className={cell}>
                <span className="flex flex-wrap gap-1.5">
                  <QuoteStatusBadge status={row.status} />
                  {row.isActive ? null : <ArchivedBadge />}
                </span>
              </td>
              <td className={`${cell} tabular-nums`}>v{row.currentVersion}</td>
              <td className={`${cell} text-right tabular-nums`}>{row.locations}</td>
              <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                {formatMoney(row.monthlyCents)}
              </td>
              <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                {formatMoney(row.setupCents)}
              </td>
              <td className={`${cell} min-w-40`} data-testid="share-state">
                <ShareState share={row.share} />
              </td>
              <td className={`${cell} whitespace-nowrap text-muted`}>
                <RelativeTime iso={row.lastActivityAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Placeholder rows while the first answer is on its way. */
export function ConfigurationsTableSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading configurations"
      className="grid gap-px overflow-hidden rounded-2xl border border-border bg-border"
    >
      {[0, 1, 2, 3, 4, 5].map((row) => (
        <div key={row} className="flex items-center gap-4 bg-surface px-4 py-4">
          <div className="grid flex-1 gap-2">
            <div className="h-4 w-48 max-w-full animate-pulse rounded bg-surface-2" />
            <div className="h-3 w-32 max-w-full animate-pulse rounded bg-surface-2" />
          </div>
          <div className="h-5 w-16 animate-pulse rounded-full bg-surface-2" />
          <div className="hidden h-4 w-20 animate-pulse rounded bg-surface-2 sm:block" />
          <div className="hidden h-4 w-40 animate-pulse rounded bg-surface-2 md:block" />
        </div>
      ))}
    </div>
  );
}
