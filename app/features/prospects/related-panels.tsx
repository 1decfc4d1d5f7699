import { inquiryStatusLabels } from "@shared/inquiries/inquiry-status";
import { opportunityStageLabels } from "@shared/opportunities/stages";
import { formatMoney } from "@shared/pricing/money";
import type { ProspectDetail } from "@shared/prospects/prospect-item";
import { Link } from "react-router";
import { ArchivedBadge, QuoteStatusBadge } from "~/components/quotes/status-badge";
import { RelativeTime } from "~/components/relative-time";
import { Badge } from "~/components/ui/badge";
import { EmptyNote, Panel } from "./panel";

const shareLabels = {
  active: "Link active",
  expired: "Link expired",
  revoked: "Link revoked",
  accepted: "Accepted",
  declined: "Declined",
} as const;

/** The prospect's saved quotes with their status and current totals, and their share links. */
export function QuotesPanel({
  prospectId,
  quotes,
  shares,
}: {
  prospectId: number;
  quotes: ProspectDetail["quotes"];
  shares: ProspectDetail["shares"];
}) {
  return (
    <Panel
      title="Quotes"
      actions={
        quotes.length > 0 ? (
          <Link
            to={`/admin/service-configurations?prospectId=${prospectId}`}
            className="text-sm underline-offset-4 hover:underline"
          >
            All in Service configurations
          </Link>
        ) : null
      }
    >
      {quotes.length === 0 ? (
        <EmptyNote>No saved quote yet. Quotes saved in the Service Builder appear here.</EmptyNote>
      ) : (
        <ul className="grid gap-3">
          {quotes.map((quote) => (
            <li key={quote.id} className="grid gap-1.5 rounded-xl border border-border p-3 text-sm">
              <span className="flex flex-wrap items-center gap-2">
                <Link
                  to={`/admin/service-configurations?id=${quote.id}`}
                  className="font-semibold underline-offset-4 hover:underline"
                >
                  {quote.name}
                </Link>
                <QuoteStatusBadge status={quote.status} />
                {quote.archived ? <ArchivedBadge /> : null}
              </span>
              <span className="text-muted tabular-nums">
                {formatMoney(quote.monthlyCents)} a month · {formatMoney(quote.setupCents)} set-up ·
                version {quote.currentVersion}
              </span>
            </li>
          ))}
        </ul>
      )}
      {shares.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">Share links</h3>
          <ul className="grid gap-1 text-sm">
            {shares.map((share) => (
              <li key={share.id} className="flex flex-wrap items-center gap-2">
                <span className="font-mono text-xs">{share.reference}</span>
                <Badge
                  tone={
                    share.state === "active" || share.state === "accepted" ? "success" : "neutral"
                  }
                >
                  {shareLabels[share.state]}
                </Badge>
                <span className="text-muted">
                  {share.viewCount} {share.viewCount === 1 ? "view" : "views"}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Panel>
  );
}

/** Contact-form inquiries of the prospect and its opportunities (read only here). */
export function InquiriesPanel({
  inquiries,
  opportunities,
}: {
  inquiries: ProspectDetail["inquiries"];
  opportunities: ProspectDetail["opportunities"];
}) {
  return (
    <Panel title="Inquiries">
      {inquiries.length === 0 ? (
        <EmptyNote>No inquiry through the contact form.</EmptyNote>
      ) : (
        <ul className="grid gap-3">
          {inquiries.map((inquiry) => (
            <li key={inquiry.id} className="grid gap-1 rounded-xl border border-border p-3 text-sm">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{inquiry.name}</span>
                <Badge tone={inquiry.status === "new" ? "primary" : "neutral"}>
                  {inquiryStatusLabels[inquiry.status]}
                </Badge>
                <span className="text-xs text-muted">
                  <RelativeTime iso={inquiry.createdAt} />
                </span>
              </span>
              {inquiry.message ? (
                <p className="line-clamp-3 text-muted">{inquiry.message}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {opportunities.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">Opportunities</h3>
          <ul className="grid gap-1 text-sm">
            {opportunities.map((opportunity) => (
              <li key={opportunity.id} className="flex flex-wrap gap-2">
                <span className="font-medium">{opportunity.name}</span>
                <Badge>{opportunityStageLabels[opportunity.stage]}</Badge>
                <span className="text-muted tabular-nums">
                  {formatMoney(opportunity.monthlyCents)} a month
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Panel>
  );
}
