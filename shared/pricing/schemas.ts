import { z } from "zod";
import { isProtectionCategory, pricingCategories, protectionCategories } from "./categories";
import type { PlanFeature } from "./features";

const featureText = z
  .string()
  .trim()
  .min(1, "Enter the feature text")
  .max(160, "Keep a feature under 160 characters");

/** One schema for plan features, used when they are written and again when they are read. */
export const planFeatureSchema = z.union([
  featureText,
  z.object({ text: featureText, included: z.boolean() }),
]) satisfies z.ZodType<PlanFeature>;

export const planFeaturesSchema = z
  .array(planFeatureSchema)
  .max(60, "A plan lists at most 60 features");

const dollars = (what: string) =>
  z
    .number()
    .nonnegative()
    .describe(`${what}, in US dollars (exact to the cent; stored as integer cents)`);

/** Seed 000 §3: a plan, add-on or compliance package as the public site reads it. */
export const pricingPlanSchema = z.object({
  id: z.string().describe("Stable plan identifier"),
  name: z.string(),
  description: z.string(),
  price: dollars("Price per period").optional(),
  monthlyPrice: dollars(
    "Monthly price (compliance packages carry this instead of price)",
  ).optional(),
  period: z
    .string()
    .describe(
      "Billing period: per_user_month, per_device_month, per_server_month, per_business_month, month, year or one_time",
    ),
  annualPrice: dollars("Price when paid yearly").optional(),
  features: planFeaturesSchema.describe("Plain strings or {text, included}"),
  badge: z.string().optional().describe("Short highlight such as the support term"),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

export const backupSolutionSchema = pricingPlanSchema.extend({
  category: z.enum(protectionCategories).describe("The protection tab this add-on belongs to"),
});
export type BackupSolution = z.infer<typeof backupSolutionSchema>;

export const planKinds = ["plan", "backup-addon"] as const;
export type PlanKind = (typeof planKinds)[number];

/** A stored plan record with its category and audit times (GET /api/pricing-plans). */
export const pricingPlanRecordSchema = pricingPlanSchema.extend({
  category: z.enum(pricingCategories),
  kind: z.enum(planKinds),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type PricingPlanRecord = z.infer<typeof pricingPlanRecordSchema>;

export const featureExplanationSchema = z.object({
  title: z.string().trim().min(1, "Enter a title").max(120),
  description: z.string().trim().min(1, "Enter a description").max(600),
  benefit: z.string().trim().min(1, "Enter the benefit").max(400),
});
export type FeatureExplanation = z.infer<typeof featureExplanationSchema>;

/** The glossary, keyed by the exact feature text it explains. */
export const featureExplanationsSchema = z.record(z.string(), featureExplanationSchema);
export type FeatureExplanations = z.infer<typeof featureExplanationsSchema>;

const cents = (what: string) =>
  z
    .number({ error: `Enter the ${what}` })
    .int(`Enter the ${what} in whole cents`)
    .min(0, `The ${what} cannot be negative`)
    .max(1_000_000_000, `The ${what} is too large`);

/** What staff submit to create or change a plan (money in integer cents). */
export const pricingPlanInputSchema = z
  .object({
    id: z
      .string()
      .trim()
      .max(80, "Keep the identifier under 80 characters")
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lowercase letters, digits and single hyphens"),
    category: z.enum(pricingCategories, { error: "Choose a pricing category" }),
    kind: z.enum(planKinds).default("plan"),
    name: z.string().trim().min(1, "Enter the plan name").max(80),
    description: z.string().trim().min(1, "Enter a short description").max(500),
    priceCents: cents("price"),
    annualPriceCents: cents("annual price").nullable().default(null),
    period: z.string().trim().min(1, "Enter the billing period").max(40).default("month"),
    features: planFeaturesSchema,
    badge: z.string().trim().min(1).max(40).nullable().default(null),
  })
  .refine((plan) => plan.kind !== "backup-addon" || isProtectionCategory(plan.category), {
    path: ["category"],
    message: "Backup add-ons belong to a protection category",
  });
export type PricingPlanInput = z.input<typeof pricingPlanInputSchema>;

export const featureExplanationInputSchema = featureExplanationSchema.extend({
  feature: featureText,
});
export type FeatureExplanationInput = z.input<typeof featureExplanationInputSchema>;
