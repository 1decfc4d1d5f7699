import { inquiryStatusLabels } from "@shared/inquiries/inquiry-status";
import type { StaffInquiry } from "@shared/inquiries/staff-inquiry";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { DateTime } from "~/components/ui/date-time";
import { OwnerSelect, ProspectAction, StatusAction } from "./inquiry-actions";
import type { OwnerOption } from "./inquiry-filters";

export interface InquiryTableProps {
  inquiries: StaffInquiry[];
  owners: OwnerOption[];
  onRead(inquiry: StaffInquiry): void;
  onConvert(inquiry: StaffInquiry): void;
}

const PREVIEW = 120;

function Sender({ inquiry }: { inquiry: StaffInquiry }) {
  return (
    <span className="grid min-w-0 gap-0.5">
      <span className="font-semibold">{inquiry.name}</span>
      <a href={`mailto:${inquiry.email}`} className="break-all text-primary hover:underline">
        {inquiry.email}
      </a>
      <span className="text-xs text-muted">
        {inquiry.organizationSize ? `${inquiry.organizationSize} employees · ` : null}
        <DateTime iso={inquiry.createdAt} />
      </span>
    </span>
  );
}

function Message({ inquiry, onRead }: { inquiry: StaffInquiry; onRead(i: StaffInquiry): void }) {
  if (!inquiry.message) return <span className="text-muted">No message</span>;
  const long = inquiry.message.length > PREVIEW;
  return (
    <span className="grid justify-items-start gap-1">
      <span className="break-words">
        {long ? `${inquiry.message.slice(0, PREVIEW).trimEnd()}…` : inquiry.message}
      </span>
      {long ? (
        <Button variant="ghost" size="sm" className="-ml-2" onClick={() => onRead(inquiry)}>
          Read the whole message<span className="sr-only"> from {inquiry.name}</span>
        </Button>
      ) : null}
    </span>
  );
}

function Status({ inquiry }: { inquiry: StaffInquiry }) {
  return (
    <Badge tone={inquiry.status === "handled" ? "success" : "warning"}>
      {inquiryStatusLabels[inquiry.status]}
    </Badge>
  );
}

const th = "px-4 py-3 font-semibold tracking-wide";

/** A table from 1280 px up; cards below, so nothing scrolls sideways on a phone. */
export function InquiriesTable({ inquiries, owners, onRead, onConvert }: InquiryTableProps) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-border bg-surface xl:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Inquiries, newest first</caption>
          <thead className="border-b border-border bg-surface-2/60 text-xs text-muted uppercase">
            <tr>
              {["From", "Message", "Status", "Owner", "Prospect"].map((title) => (
                <th key={title} scope="col" className={th}>
                  {title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {inquiries.map((inquiry) => (
              <tr key={inquiry.id} className="align-top">
                <td className="w-56 px-4 py-3">
                  <Sender inquiry={inquiry} />
                </td>
                <td className="min-w-64 px-4 py-3">
                  <Message inquiry={inquiry} onRead={onRead} />
                </td>
                <td className="px-4 py-3">
                  <span className="grid justify-items-start gap-2">
                    <Status inquiry={inquiry} />
                    <StatusAction inquiry={inquiry} />
                  </span>
                </td>
                <td className="px-4 py-3">
                  <OwnerSelect inquiry={inquiry} owners={owners} />
                </td>
                <td className="w-44 px-4 py-3">
                  <ProspectAction inquiry={inquiry} onConvert={onConvert} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 xl:hidden" aria-label="Inquiries">
        {inquiries.map((inquiry) => (
          <li
            key={inquiry.id}
            className="grid gap-3 rounded-2xl border border-border bg-surface p-4"
          >
            <span className="flex flex-wrap items-start justify-between gap-2">
              <Sender inquiry={inquiry} />
              <Status inquiry={inquiry} />
            </span>
            <Message inquiry={inquiry} onRead={onRead} />
            <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted">Owner</dt>
              <dd>
                <OwnerSelect inquiry={inquiry} owners={owners} />
              </dd>
              <dt className="text-muted">Prospect</dt>
              <dd>
                <ProspectAction inquiry={inquiry} onConvert={onConvert} />
              </dd>
            </dl>
            <span>
              <StatusAction inquiry={inquiry} />
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
