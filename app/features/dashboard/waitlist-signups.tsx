import type { Pagination } from "@shared/api/envelope";
import type { WaitlistEntry } from "@shared/waitlist/waitlist";
import { DateTime } from "~/components/ui/date-time";
import { ListPager } from "~/features/admin-shell/list-pager";
import { DashboardPanel, totalOf } from "./dashboard-panel";

/** Who asked to hear when the Service Builder opens (the teaser's sign-up). */
export function WaitlistSignups({
  items,
  pagination,
}: {
  items: WaitlistEntry[];
  pagination: Pagination;
}) {
  return (
    <DashboardPanel
      id="waitlist"
      title="Service Builder waitlist"
      aside={totalOf(pagination.total)}
    >
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-muted">
          No sign-ups yet. Addresses left on the Service Builder teaser appear here.
        </p>
      ) : (
        <ul className="mt-4 space-y-2.5">
          {items.map((entry) => (
            <li key={entry.id} className="grid text-sm">
              <span className="truncate font-medium">{entry.email}</span>
              <DateTime iso={entry.createdAt} className="text-xs text-muted" />
            </li>
          ))}
        </ul>
      )}
      {pagination.pages > 1 ? (
        <ListPager
          label="Sign-up pages"
          pagination={pagination}
          noun="sign-ups"
          param="signups"
          className="mt-4 border-t border-border pt-4"
        />
      ) : null}
    </DashboardPanel>
  );
}
