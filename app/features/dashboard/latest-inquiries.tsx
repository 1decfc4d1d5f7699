import type { Inquiry } from "@shared/inquiries/inquiry";
import { Mail } from "lucide-react";
import { DateTime } from "~/components/ui/date-time";
import { type ListPage, PagedListPanel } from "./dashboard-panel";

/** The newest messages from the landing page's contact form, so none waits unseen. */
export function LatestInquiries({ items, pagination }: ListPage<Inquiry>) {
  return (
    <PagedListPanel
      id="inquiries"
      title="Latest inquiries"
      className="lg:col-span-2"
      pagination={pagination}
      pager={{ label: "Inquiry pages", noun: "inquiries", param: "inquiries" }}
      empty="No inquiries yet. Messages sent with the contact form on the landing page appear here."
    >
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
    </PagedListPanel>
  );
}
