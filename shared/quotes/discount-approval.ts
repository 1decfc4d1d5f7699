import { z } from "zod";
import { requiredText } from "../api/text";
import { adjustmentSchema } from "./engine/adjustments";
import type { QuoteLine, QuoteResult } from "./engine/types";

/**
 * Issue 35 §5, decision 068: a staff discount above the company's threshold, or one that
 * brings a line under its floor price, needs an Approver other than the one who asked. The
 * rule is pure and reads only the engine's result, so the save, the staff page and the
 * approvals page say the same thing about the same version.
 */

/** The company profile's thresholds; null turns that check off. */
export const approvalPolicySchema = z.object({
  /** Percent of the quote's first year before staff discounts (0.01 to 100, two decimals). */
  percentOver: z
    .number({ error: "Enter a percentage" })
    .min(0, "Enter a percentage from 0 to 100")
    .max(100, "Enter a percentage from 0 to 100")
    .refine((value) => Math.round(value * 100) === value * 100, "Use at most two decimals")
    .nullable(),
  /** Cents per month of recurring staff discount. */
  monthlyOverCents: z
    .number({ error: "Enter an amount" })
    .int("Enter an amount in whole cents")
    .min(0, "The amount cannot be negative")
    .max(100_000_000, "Keep the amount at most $1,000,000")
    .nullable(),
});
export type ApprovalPolicy = z.infer<typeof approvalPolicySchema>;

/** The policy as saved, with the version a save must name (409 over a newer one). */
export const storedApprovalPolicySchema = approvalPolicySchema.extend({
  version: z.number().int().min(0),
});
export type StoredApprovalPolicy = z.infer<typeof storedApprovalPolicySchema>;

/** Off until an Owner sets a threshold (decision 068): existing quotes keep their flow. */
export const defaultApprovalPolicy: ApprovalPolicy = { percentOver: null, monthlyOverCents: null };

export const approvalReasonSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("percent"), percent: z.number(), limit: z.number() }),
  z.object({ kind: z.literal("monthly"), cents: z.number().int(), limit: z.number().int() }),
  z.object({
    kind: z.literal("floor"),
    serviceId: z.number().int(),
    name: z.string(),
    location: z.string(),
    /** The line's price per unit after every discount (per month, or per year if yearly). */
    unitCents: z.number().int(),
    floorCents: z.number().int(),
  }),
]);
export type ApprovalReason = z.infer<typeof approvalReasonSchema>;

/** The staff discount of a version as a share of its first year before staff discounts. */
export function staffDiscountShare(result: QuoteResult): { percent: number; monthlyCents: number } {
  const taken = result.staffDiscountCents + result.setupDiscountCents;
  const before = result.yearlyPayMonthlyCents + result.totals.setup + taken;
  return {
    percent: before > 0 ? Math.round((taken * 10_000) / before) / 100 : 0,
    monthlyCents: Math.round(result.staffDiscountCents / 12),
  };
}

/**
 * A line's price per unit after its own discounts and its share of the quote-wide recurring
 * ones (they cut monthly and yearly lines by the same proportion, decision 049).
 */
export function unitAfterDiscounts(
  line: QuoteLine,
  result: Pick<QuoteResult, "locations" | "totals" | "yearlyPayMonthlyCents">,
): number {
  const monthlyBefore = sum(result.locations, (location) => location.totals.monthlyCents);
  const yearlyBefore = sum(result.locations, (location) => location.totals.annualBilledCents);
  const yearlyAfter = result.yearlyPayMonthlyCents - result.totals.monthly * 12;
  const share =
    line.billing === "monthly"
      ? ratio(result.totals.monthly, monthlyBefore)
      : ratio(yearlyAfter, yearlyBefore);
  return Math.floor((line.totalCents * share) / line.quantity);
}

const sum = <T>(items: readonly T[], of: (item: T) => number) =>
  items.reduce((total, item) => total + of(item), 0);
const ratio = (after: number, before: number) => (before > 0 ? after / before : 1);

/**
 * Why a version needs an approver; empty when it does not. Only staff discounts count: a
 * version without one never needs approval, whatever the volume discount does.
 */
export function approvalReasons(
  result: QuoteResult,
  policy: ApprovalPolicy,
  floors: ReadonlyMap<number, number>,
): ApprovalReason[] {
  if (result.adjustments.length === 0) return [];
  const reasons: ApprovalReason[] = [];
  const { percent, monthlyCents } = staffDiscountShare(result);
  if (policy.percentOver !== null && percent > policy.percentOver) {
    reasons.push({ kind: "percent", percent, limit: policy.percentOver });
  }
  if (policy.monthlyOverCents !== null && monthlyCents > policy.monthlyOverCents) {
    reasons.push({ kind: "monthly", cents: monthlyCents, limit: policy.monthlyOverCents });
  }
  for (const location of result.locations) {
    for (const line of location.lines) {
      const floorCents = floors.get(line.serviceId);
      if (floorCents === undefined || line.quantity === 0) continue;
      const unitCents = unitAfterDiscounts(line, result);
      if (unitCents < floorCents) {
        reasons.push({
          kind: "floor",
          serviceId: line.serviceId,
          name: line.name,
          location: location.name,
          unitCents,
          floorCents,
        });
      }
    }
  }
  return reasons;
}

/** One reason as staff read it on the version and the approvals page. */
export function describeApprovalReason(
  reason: ApprovalReason,
  formatMoney: (cents: number) => string,
): string {
  switch (reason.kind) {
    case "percent":
      return `Staff discounts take ${reason.percent}% off the first year; above ${reason.limit}% needs approval.`;
    case "monthly":
      return `Staff discounts take ${formatMoney(reason.cents)} a month off; above ${formatMoney(reason.limit)} needs approval.`;
    case "floor":
      return `${reason.name} (${reason.location}) at ${formatMoney(reason.unitCents)} a unit is under its floor price of ${formatMoney(reason.floorCents)}.`;
  }
}

export const approvalStatuses = ["pending", "approved", "rejected"] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];
export const approvalStatusLabels: Record<ApprovalStatus, string> = {
  pending: "Waiting for approval",
  approved: "Approved",
  rejected: "Rejected",
};

export const APPROVAL_REASON_MAX = 500;

/** An Approver's answer: approve or reject, always with the reason the audit log keeps. */
export const approvalDecisionSchema = z.object({
  decision: z.enum(["approved", "rejected"], { error: "Choose approve or reject" }),
  reason: requiredText("the reason for your decision", APPROVAL_REASON_MAX),
});
export type ApprovalDecision = z.infer<typeof approvalDecisionSchema>;

/** A version's approval as staff pages show it. */
export const versionApprovalSchema = z.object({
  id: z.uuid(),
  configurationId: z.uuid(),
  version: z.number().int().min(1),
  status: z.enum(approvalStatuses),
  reasons: z.array(approvalReasonSchema),
  requestedBy: z.string().nullable(),
  requestedAt: z.iso.datetime(),
  decidedBy: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  decisionReason: z.string().nullable(),
});
export type VersionApproval = z.infer<typeof versionApprovalSchema>;

/** An approval on the approvals page: the quote's name, the version's figures and discounts. */
export const approvalListItemSchema = versionApprovalSchema.extend({
  name: z.string(),
  monthlyCents: z.number().int(),
  annuallyCents: z.number().int(),
  adjustments: z.array(adjustmentSchema),
  /** A year's margin on the lines with a catalogue cost (staff only); null without costs. */
  margin: z.object({ marginCents: z.number().int(), rate: z.number().nullable() }).nullable(),
});
export type ApprovalListItem = z.infer<typeof approvalListItemSchema>;

export const APPROVAL_PENDING =
  "This version's discount is waiting for an approver; it can be shared or sent once approved.";
export const APPROVAL_REJECTED =
  "An approver rejected this version's discount; save a version with a smaller discount to share it.";
export const SELF_APPROVAL = "You asked for this discount, so another approver must decide it.";
export const APPROVAL_DECIDED = "This discount has been decided already.";
