import {
  type BuilderAnalytics,
  type BuilderTable,
  deviceLabels,
  funnelStepLabels,
} from "@shared/analytics/builder";
import { type CsvColumns, toCsv } from "../../http/csv";

type Row<K extends keyof BuilderAnalytics> = BuilderAnalytics[K] extends (infer R)[] ? R : never;

const rate = (value: number | null) => (value === null ? "" : (value * 100).toFixed(1));
const dollars = (cents: number) => (cents / 100).toFixed(2);

const share: CsvColumns<Row<"securityFocus">> = [
  ["answer", (row) => row.label],
  ["sessions", (row) => row.count],
];

/** Each table of the Service Builder analytics page as CSV (money in dollars, rates in %). */
export function builderTableCsv(data: BuilderAnalytics, table: BuilderTable): string {
  switch (table) {
    case "funnel":
      return toCsv<Row<"funnel">>(
        [
          ["step", (row) => funnelStepLabels[row.step]],
          ["sessions", (row) => row.sessions],
          ["conversion_percent", (row) => rate(row.conversion)],
          ["drop_off", (row) => row.dropOff],
          ["left_here", (row) => row.leftHere],
          ["median_seconds_from_previous_step", (row) => row.medianSeconds],
        ],
        data.funnel,
      );
    case "services":
      return toCsv<Row<"services">>(
        [
          ["service_id", (row) => row.serviceId],
          ["service", (row) => row.name],
          ["recommended", (row) => row.recommended],
          ["kept", (row) => row.kept],
          ["keep_percent", (row) => rate(row.keepRate)],
          ["saved_quotes", (row) => row.saved],
          ["accepted_quotes", (row) => row.accepted],
          ["accepted_percent", (row) => rate(row.rate)],
        ],
        data.services,
      );
    case "compliance":
      return toCsv(share, data.complianceRequirements);
    case "security-focus":
      return toCsv(share, data.securityFocus);
    case "company-size":
      return toCsv(share, data.companySize);
    case "quote-value":
      return toCsv<Row<"quoteValueBySize">>(
        [
          ["company_size", (row) => row.label],
          ["quotes", (row) => row.quotes],
          ["average_monthly_usd", (row) => dollars(row.averageMonthlyCents)],
        ],
        data.quoteValueBySize,
      );
    case "devices":
      return toCsv<Row<"devices">>(
        [
          ["device", (row) => deviceLabels[row.device]],
          ["sessions", (row) => row.sessions],
          ["share_percent", (row) => rate(row.share)],
        ],
        data.devices,
      );
  }
}
