import type { Pagination } from "@shared/api/envelope";
import type { Inquiry } from "@shared/inquiries/inquiry";
import { Mail } from "lucide-react";
import { DateTime } from "~/components/ui/date-time";
import { ListPager } from "~/features/admin-shell/list-pager";
import { DashboardPanel, totalOf } from "./dashboard-panel";

/** The newest messages from the landing page's contact form, so none waits unseen. */
export function LatestInquiries({
  items,
  pagination,
}: {
  items: Inquiry[];
  pagination: Pagination;
}) {
  return (
    <DashboardPanel
      id="inquiries"
      title="Latest inquiries"
      aside={totalOf(pagination.total)}
      className="lg:col-span-2"
    >
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-muted">
          No inquiries yet. Messages sent with the contact form on the landing page appear here.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-border">
          {items.map((inquiry) => (
            <li key={inquiry.id} className="py-3.5 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <p className="text-sm font-semibold">
                  {inquiry.name}
                  {inquiry.organizationSize ? (
                    <span className="font-normal text-muted">
                      {" "}
                      · {inquiry.organizationSize} employees
                    </span>
                  ) : null}
                </p>
                <p className="text-xs text-muted">
                  <DateTime iso={inquiry.createdAt} />
                </p>
              </div>
              <a
                href={`mailto:${inquiry.email}`}
                className="mt-1 inline-flex items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline"
              >
                <Mail aria-hidden className="size-3.5" />
                {inquiry.email}
              </a>
              {inquiry.message ? (
                <p className="mt-1.5 line-clamp-3 whitespace-pre-line text-sm text-muted">
                  {inquiry.message}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {pagination.pages > 1 ? (
        <ListPager
          label="Inquiry pages"
          pagination={pagination}
          noun="inquiries"
          param="inquiries"
          className="mt-4 border-t border-border pt-4"
        />
      ) : null}
    </DashboardPanel>
  );
}
