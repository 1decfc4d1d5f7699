import type { RiskLevel } from "../../catalog/service-constants";

/**
 * The words every surface uses for the quote's figures (decision 049). A figure has one name
 * wherever it appears: the builder, the quote page, the PDF, the e-mails, the staff pages and
 * comparisons.
 */
export const figureLabels = {
  unitPrice: "Unit price",
  lineTotal: "Line total",
  monthly: "Monthly",
  annualBilled: "Services billed yearly",
  yearPayingMonthly: "A year paying monthly",
  annualPrepay: "Annual prepay",
  setup: "Setup (once)",
  prepaySaving: "Prepay saving",
  volumeDiscount: "Volume discount",
  staffDiscount: "Staff discount",
  setupDiscount: "Setup discount",
} as const;

const riskWords: Record<RiskLevel, string> = {
  low: "low",
  medium: "medium",
  high: "high",
  critical: "critical",
};

export const riskWord = (level: RiskLevel) => riskWords[level];

/** 0.1 -> "10%", 0.125 -> "12.5%": rates as the quote states them. */
export const percentText = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

/** "/ mo" or "/ yr" after a recurring amount. */
export const perPeriodText = (billing: "monthly" | "annual") =>
  billing === "annual" ? "/ yr" : "/ mo";
