import { z } from "zod";
import { plainText, requiredText } from "../api/text";

/**
 * Calculation formulas (seed 001 §1-§2, issue 9): named expressions of the formula language
 * (`./language`), each with a purpose the quote engine knows. Every save is a new version;
 * a priced result records the versions it used.
 */
export const formulaPurposes = [
  "risk-level",
  "recommendation",
  "quantity",
  "volume-discount",
  "annual-discount",
] as const;
export type FormulaPurpose = (typeof formulaPurposes)[number];

export const formulaPurposeInfo: Record<
  FormulaPurpose,
  { label: string; result: "number" | "boolean"; description: string; perService: boolean }
> = {
  "risk-level": {
    label: "Risk level",
    result: "number",
    description:
      "Scores the assessment answers: 1 low, 2 medium, 3 high, 4 critical (rounded and kept within 1-4). The level picks each service's risk multiplier.",
    perService: false,
  },
  recommendation: {
    label: "Recommendation rule",
    result: "boolean",
    description:
      "When true for the answers, the service is recommended with the reason (and, for compliance, the safeguard) shown to the prospect.",
    perService: true,
  },
  quantity: {
    label: "Quantity",
    result: "number",
    description:
      "The service's default quantity at a location from its counts, instead of its price basis. Rounded up, then kept within the service's minimum and maximum.",
    perService: true,
  },
  "volume-discount": {
    label: "Volume discount",
    result: "number",
    description:
      "A discount rate from 0 to 0.5 for each line, from its quantity (variable quantity) and the answers.",
    perService: false,
  },
  "annual-discount": {
    label: "Annual prepay discount",
    result: "number",
    description:
      "The discount rate from 0 to 0.5 for paying a year up front, from the monthly total in dollars (variable monthlyTotal) and the answers.",
    perService: false,
  },
};

export const FORMULA_NAME_MAX = 120;
export const FORMULA_EXPRESSION_MAX = 2000;
export const FORMULA_TEXT_MAX = 500;

/** The editable fields of a formula; every save stores them as a new version. */
export const formulaInputSchema = z
  .object({
    name: requiredText("a name", FORMULA_NAME_MAX),
    purpose: z.enum(formulaPurposes, { error: "Choose one of the listed purposes" }),
    description: plainText("a description", FORMULA_TEXT_MAX).default(""),
    expression: requiredText("an expression", FORMULA_EXPRESSION_MAX),
    /** recommendation and quantity formulas: the service they are about. */
    serviceId: z.number().int().positive("Choose a service").nullable().default(null),
    /** recommendation: the reason in plain words the prospect reads. */
    reason: plainText("a reason", FORMULA_TEXT_MAX).default(""),
    /** recommendation for a compliance need: the safeguard the service supports. */
    safeguard: plainText("a safeguard", FORMULA_TEXT_MAX).default(""),
    /** recommendation: the service is marked essential when the rule holds. */
    essential: z.boolean().default(false),
  })
  .superRefine((formula, context) => {
    const { perService } = formulaPurposeInfo[formula.purpose];
    if (perService && formula.serviceId === null) {
      context.addIssue({ code: "custom", path: ["serviceId"], message: "Choose a service" });
    }
    if (!perService && formula.serviceId !== null) {
      context.addIssue({
        code: "custom",
        path: ["serviceId"],
        message: "This purpose applies to the whole quote, not one service",
      });
    }
    if (formula.purpose === "recommendation" && formula.reason.length === 0) {
      context.addIssue({
        code: "custom",
        path: ["reason"],
        message: "Enter the reason the prospect reads",
      });
    }
  });
export type FormulaInput = z.input<typeof formulaInputSchema>;
export type ValidFormulaInput = z.output<typeof formulaInputSchema>;

/** PUT /api/admin/formulas/:id: a new version of the one the editor loaded. */
export const formulaUpdateSchema = z.object({
  ...formulaInputSchema.shape,
  /** The version the editor loaded; a newer one on the server answers 409. */
  baseVersion: z.number().int().min(1),
});

/**
 * What the engine needs of one formula: its current version. Public through
 * GET /api/catalog/formulas so the browser prices exactly like the server.
 */
export const activeFormulaSchema = z.object({
  id: z.number().int().positive(),
  key: z.string(),
  version: z.number().int().min(1),
  name: z.string(),
  purpose: z.enum(formulaPurposes),
  expression: z.string(),
  serviceId: z.number().int().positive().nullable(),
  reason: z.string(),
  safeguard: z.string(),
  essential: z.boolean(),
});
export type ActiveFormula = z.infer<typeof activeFormulaSchema>;

/** A formula as staff see it: the current version plus its history. */
export const adminFormulaSchema = z.object({
  ...activeFormulaSchema.shape,
  description: z.string(),
  archived: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  updatedBy: z.string().nullable(),
});
export type AdminFormula = z.infer<typeof adminFormulaSchema>;

export const formulaVersionSchema = z.object({
  version: z.number().int().min(1),
  name: z.string(),
  expression: z.string(),
  description: z.string(),
  serviceId: z.number().int().positive().nullable(),
  reason: z.string(),
  safeguard: z.string(),
  essential: z.boolean(),
  createdAt: z.iso.datetime(),
  createdBy: z.string().nullable(),
});
export type FormulaVersion = z.infer<typeof formulaVersionSchema>;
