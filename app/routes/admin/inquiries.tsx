import { paginationFor } from "@shared/api/pagination";
import {
  INQUIRY_PAGE_SIZE,
  inquiryFilterQuery,
  parseInquiryFilter,
  type StaffInquiry,
} from "@shared/inquiries/staff-inquiry";
import { Download, Inbox, SearchX } from "lucide-react";
import { useState } from "react";
import { useNavigation } from "react-router";
import { ListPager } from "~/components/admin/list-pager";
import { buttonClasses } from "~/components/ui/button";
import { EmptyState, ShowAllLink } from "~/components/ui/empty-state";
import { PageHeader } from "~/features/admin-shell/page-header";
import { requireAdmin } from "~/features/admin-shell/require-admin.server";
import { ConvertDialog } from "~/features/inquiries/convert-dialog";
import { InquiriesTable } from "~/features/inquiries/inquiries-table";
import { InquiryFilters } from "~/features/inquiries/inquiry-filters";
import { MessageDialog } from "~/features/inquiries/message-dialog";
import type { Route } from "./+types/inquiries";

export const meta: Route.MetaFunction = () => [{ title: "Inquiries | Sentinel Forge admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const { page, ...filter } = parseInquiryFilter(new URL(request.url).searchParams);
  const { inquiries, users } = context.repositories;
  const [list, owners] = await Promise.all([
    inquiries.list({ ...filter, limit: INQUIRY_PAGE_SIZE, offset: (page - 1) * INQUIRY_PAGE_SIZE }),
    users.owners(),
  ]);
  return {
    filter,
    inquiries: list.items,
    pagination: paginationFor(page, INQUIRY_PAGE_SIZE, list.total),
    owners,
  };
}

type Open = { action: "read" | "convert"; inquiry: StaffInquiry } | null;

/** Issue 13: the contact form's inquiries, worked to the end (owner, handled, prospect). */
export default function InquiriesPage({ loaderData }: Route.ComponentProps) {
  const { filter, inquiries, pagination, owners } = loaderData;
  const [open, setOpen] = useState<Open>(null);
  const filtered = Boolean(filter.q || filter.status || filter.owner || filter.from || filter.to);
  const query = inquiryFilterQuery(filter).toString();
  // A filter or page change keeps the old rows until the new ones arrive: dim them meanwhile.
  const navigation = useNavigation();
  const loading = navigation.location?.pathname === "/admin/inquiries";
  return (
    <>
      <PageHeader
        title="Inquiries"
        description="Messages from the contact form on the landing page. Give each one an owner, link it to its prospect, and mark it handled once answered."
        actions={
          <a
            href={`/api/inquiries/export.csv${query ? `?${query}` : ""}`}
            download
            className={buttonClasses({ variant: "outline" })}
          >
            <Download aria-hidden className="size-4" />
            Export CSV
          </a>
        }
      />
      <InquiryFilters filter={filter} owners={owners} />
      {inquiries.length > 0 ? (
        <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
          <InquiriesTable
            inquiries={inquiries}
            owners={owners}
            onRead={(inquiry) => setOpen({ action: "read", inquiry })}
            onConvert={(inquiry) => setOpen({ action: "convert", inquiry })}
          />
          <ListPager
            label="Inquiry pages"
            pagination={pagination}
            noun="inquiries"
            className="mt-4"
          />
        </div>
      ) : (
        <EmptyState
          icon={filtered ? SearchX : Inbox}
          title={filtered ? "No inquiry matches these filters" : "No inquiries yet"}
          action={filtered ? <ShowAllLink /> : null}
        >
          {filtered
            ? "Try other words, another status, owner or dates, or clear the filters."
            : "Messages sent with the contact form on the landing page appear here, newest first."}
        </EmptyState>
      )}
      {open?.action === "read" ? (
        <MessageDialog inquiry={open.inquiry} onClose={() => setOpen(null)} />
      ) : null}
      {open?.action === "convert" ? (
        <ConvertDialog inquiry={open.inquiry} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
