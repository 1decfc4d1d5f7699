import type { RiskLevel } from "@shared/catalog/service-constants";
import { formatMoney } from "@shared/pricing/money";

/** How the quote document writes dates, rates and amounts (en-US, like the rest of the product). */

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const dateTime = new Intl.DateTimeFormat("en-US", {
  dateStyle: "long",
  timeStyle: "short",
  hourCycle: "h23",
  timeZone: "UTC",
});

/** "April 1, 2026": dates on a quote are calendar days in UTC, the same for every reader. */
export function formatDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** "April 1, 2026 at 14:05 UTC". */
export function formatDateTime(iso: string): string {
  return `${dateTime.format(new Date(iso))} UTC`;
}

export function perPeriod(cents: number, billing: "monthly" | "annual"): string {
  return `${formatMoney(cents)}${billing === "annual" ? "/yr" : "/mo"}`;
}

const riskLabels: Record<RiskLevel, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
  critical: "Critical",
};

export function riskLabel(level: RiskLevel): string {
  return riskLabels[level];
}

export { formatMoney };
