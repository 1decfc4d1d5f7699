import { z } from "zod";
import { plainText, requiredText } from "../api/text";
import { quoteBillings } from "../quotes/status";
import { LOST_REASON_MAX, LOST_REASON_REQUIRED } from "./stage-rules";
import { opportunityStages } from "./stages";

/**
 * An opportunity as the API carries it. Like the catalogue (seed 001 §3 `price`), the API
 * speaks US dollars with at most two decimals (`monthly`, `setup`); the database and every
 * sum use integer cents.
 */
export const OPPORTUNITY_NAME_MAX = 160;
export const OPPORTUNITY_VALUE_MAX = 10_000_000;

const stage = z.enum(opportunityStages, { error: "Choose a stage" });

const dollars = (label: string) =>
  z
    .number({ error: `Enter the ${label} value in dollars` })
    .finite(`Enter the ${label} value in dollars`)
    .min(0, `Enter the ${label} value in dollars`)
    .max(OPPORTUNITY_VALUE_MAX, `Keep the ${label} value at most $10,000,000`)
    .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), {
      message: "Use at most two decimals (whole cents)",
    });

export const opportunitySchema = z.object({
  id: z.uuid(),
  prospectId: z.number().int(),
  prospectCompany: z.string(),
  configurationId: z.uuid().nullable(),
  name: z.string(),
  stage,
  ownerUserId: z.uuid().nullable(),
  ownerName: z.string().nullable(),
  monthly: z.number().describe("US dollars per month"),
  setup: z.number().describe("US dollars, once"),
  /**
   * How the accepted quote is paid (decision 048). With "annual", `monthly` is the monthly
   * equivalent of the prepaid year (after the prepay discount); staff-made deals are "monthly".
   */
  billing: z.enum(quoteBillings).default("monthly"),
  expectedCloseDate: z.iso.date().nullable(),
  lostReason: z.string().nullable(),
  stageChangedAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
  archived: z.boolean(),
  /** Won by a customer's acceptance before any staff member opened the quote (issue 32). */
  unreviewed: z.boolean(),
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Opportunity = z.output<typeof opportunitySchema>;

const fields = {
  name: requiredText("a name", OPPORTUNITY_NAME_MAX),
  ownerUserId: z.uuid("Choose a staff member").nullable().default(null),
  monthly: dollars("monthly").default(0),
  setup: dollars("set-up").default(0),
  expectedCloseDate: z.iso.date("Use a date like 2026-05-31").nullable().default(null),
};

export const opportunityInputSchema = z.object({
  prospectId: z
    .number({ error: "Choose a prospect" })
    .int("Choose a prospect")
    .min(1, "Choose a prospect"),
  stage: z
    .enum(["qualification", "proposal", "negotiation"], {
      error: "New deals start in Qualification, Proposal or Negotiation",
    })
    .default("qualification"),
  configurationId: z.uuid("Unknown configuration").nullable().default(null),
  ...fields,
});
export type OpportunityInput = z.output<typeof opportunityInputSchema>;

export const opportunityUpdateSchema = z.object({
  ...fields,
  version: z.number({ error: "Send the version you loaded" }).int().min(1),
});
export type OpportunityUpdate = z.output<typeof opportunityUpdateSchema>;

export const opportunityMoveSchema = z
  .object({
    stage,
    lostReason: plainText("a reason", LOST_REASON_MAX).nullable().default(null),
    version: z.number({ error: "Send the version you loaded" }).int().min(1),
  })
  .superRefine((move, context) => {
    if (move.stage === "lost" && !move.lostReason) {
      context.addIssue({ code: "custom", path: ["lostReason"], message: LOST_REASON_REQUIRED });
    }
  });
export type OpportunityMove = z.output<typeof opportunityMoveSchema>;
/** The body a client sends (`lostReason` may be left out). */
export type OpportunityMoveInput = z.input<typeof opportunityMoveSchema>;

/** A prospect to attach a new deal to (the dialog's search). */
export const prospectChoiceSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
});
export type ProspectChoice = z.output<typeof prospectChoiceSchema>;
