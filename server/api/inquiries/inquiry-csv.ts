import { inquiryStatusLabels } from "@shared/inquiries/inquiry-status";
import type { StaffInquiry } from "@shared/inquiries/staff-inquiry";
import { type CsvColumns, toCsv } from "../../http/csv";

const columns: CsvColumns<StaffInquiry> = [
  ["id", (inquiry) => inquiry.id],
  ["received at", (inquiry) => inquiry.createdAt],
  ["name", (inquiry) => inquiry.name],
  ["e-mail", (inquiry) => inquiry.email],
  ["organization size", (inquiry) => inquiry.organizationSize],
  ["message", (inquiry) => inquiry.message],
  ["status", (inquiry) => inquiryStatusLabels[inquiry.status]],
  ["handled at", (inquiry) => inquiry.handledAt],
  ["owner", (inquiry) => inquiry.owner?.displayName],
  ["prospect id", (inquiry) => inquiry.prospect?.id],
  ["prospect", (inquiry) => inquiry.prospect?.companyName],
];

/** The inquiries of a filter as a spreadsheet, every column staff see and the full message. */
export function inquiriesCsv(rows: readonly StaffInquiry[]): string {
  return toCsv(columns, rows);
}
