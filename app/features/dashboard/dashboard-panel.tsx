import type { Pagination } from "@shared/api/envelope";
import type { ReactNode } from "react";
import { ListPager } from "~/components/admin/list-pager";
import { cn } from "~/lib/cn";

/** One page of a newest-first list, as the dashboard's loader hands it to a panel. */
export interface ListPage<T> {
  items: T[];
  pagination: Pagination;
}

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

/** A dashboard card holding one page of a newest-first list, its total and its pager. */
export function PagedListPanel({
  id,
  title,
  className,
  pagination,
  pager,
  empty,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  pagination: Pagination;
  /** The pager's landmark name, what it counts, and its URL parameter. */
  pager: { label: string; noun: string; param: string };
  /** Shown instead of the list while it has no entries at all. */
  empty: string;
  children: ReactNode;
}) {
  const { total, pages } = pagination;
  return (
    <DashboardPanel
      id={id}
      title={title}
      className={className}
      aside={total > 0 ? `${total} in total` : undefined}
    >
      {total === 0 ? <p className="mt-3 text-sm text-muted">{empty}</p> : children}
      {pages > 1 ? (
        <ListPager
          {...pager}
          pagination={pagination}
          className="mt-4 border-t border-border pt-4"
        />
      ) : null}
    </DashboardPanel>
  );
}
