import type { WaitlistEntry } from "@shared/waitlist/waitlist";
import { DateTime } from "~/components/ui/date-time";
import { type ListPage, PagedListPanel } from "./dashboard-panel";

/** Who asked to hear when the Service Builder opens (the teaser's sign-up). */
export function WaitlistSignups({ items, pagination }: ListPage<WaitlistEntry>) {
  return (
    <PagedListPanel
      id="waitlist"
      title="Service Builder waitlist"
      pagination={pagination}
      pager={{ label: "Sign-up pages", noun: "sign-ups", param: "signups" }}
      empty="No sign-ups yet. Addresses left on the Service Builder teaser appear here."
    >
      <ul className="mt-4 space-y-2.5">
        {items.map((entry) => (
          <li key={entry.id} className="grid text-sm">
            <span className="truncate font-medium">{entry.email}</span>
            <DateTime iso={entry.createdAt} className="text-xs text-muted" />
          </li>
        ))}
      </ul>
    </PagedListPanel>
  );
}
