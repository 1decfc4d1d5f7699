import { z } from "zod";
import { requiredText } from "../api/text";
import { groupDigits } from "../numbers/group-digits";
import {
  RISK_MULTIPLIER_MAX,
  riskLevels,
  SERVICE_CATEGORY_MAX,
  SERVICE_DESCRIPTION_MAX,
  SERVICE_FEATURE_MAX,
  SERVICE_FEATURES_MAX,
  SERVICE_LINKS_MAX,
  SERVICE_NAME_MAX,
  SERVICE_PRICE_MAX,
  SERVICE_QUANTITY_MAX,
  serviceIcons,
} from "./service-constants";

/**
 * Seed 001 §3 Service: one catalogue item. The API carries `price` and `setupFee` in US
 * dollars with at most two decimals (the seed's fields); the database and every sum use
 * integer cents (`dollarsToCents` at the edge).
 */

const dollars = (label: string) =>
  z
    .number({ error: `Enter ${label} in dollars` })
    .finite(`Enter ${label} in dollars`)
    .max(SERVICE_PRICE_MAX, `Keep ${label} at most $${groupDigits(SERVICE_PRICE_MAX)}`)
    .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), {
      message: "Use at most two decimals (whole cents)",
    });

const serviceIdList = z
  .array(z.number().int().positive("Ids are positive whole numbers"))
  .max(SERVICE_LINKS_MAX, `At most ${SERVICE_LINKS_MAX} services`)
  .refine((ids) => new Set(ids).size === ids.length, "List each service once");

/** Level -> multiplier; a level left out counts as 1. */
export const riskMultiplierSchema = z.partialRecord(
  z.enum(riskLevels, { error: "Risk levels are low, medium, high and critical" }),
  z
    .number({ error: "Enter a multiplier" })
    .positive("Multipliers are positive")
    .max(RISK_MULTIPLIER_MAX, `Keep multipliers at most ${RISK_MULTIPLIER_MAX}`),
);
export type RiskMultipliers = z.infer<typeof riskMultiplierSchema>;

/** The editable fields: POST /api/admin/catalog, and PUT with the `version` it edits. */
export const serviceInputSchema = z
  .object({
    name: requiredText("a name", SERVICE_NAME_MAX),
    description: requiredText("a description", SERVICE_DESCRIPTION_MAX),
    category: requiredText("a category", SERVICE_CATEGORY_MAX),
    price: dollars("the price").positive("The price must be more than $0"),
    setupFee: dollars("the setup fee").min(0, "The setup fee cannot be negative").default(0),
    /** Issue 35 §5: staff-only economics per unit and billing period; null when not set. */
    cost: dollars("the cost").min(0, "The cost cannot be negative").nullable().default(null),
    floorPrice: dollars("the floor price")
      .min(0, "The floor price cannot be negative")
      .nullable()
      .default(null),
    annual: z.boolean().default(false),
    pricePerUser: z.boolean().default(false),
    pricePerServer: z.boolean().default(false),
    pricePerEndpoint: z.boolean().default(false),
    riskLevelMultiplier: riskMultiplierSchema.default({}),
    features: z
      .array(requiredText("the feature", SERVICE_FEATURE_MAX))
      .max(SERVICE_FEATURES_MAX, `At most ${SERVICE_FEATURES_MAX} features`)
      .default([]),
    prerequisites: serviceIdList.default([]),
    dependencies: serviceIdList.default([]),
    icon: z.enum(serviceIcons, { error: "Choose one of the listed icons" }).default("shield"),
    minQuantity: z
      .number({ error: "Enter a whole number" })
      .int("Enter a whole number")
      .min(0, "The minimum cannot be negative")
      .max(SERVICE_QUANTITY_MAX)
      .default(0),
    maxQuantity: z
      .number({ error: "Enter a whole number" })
      .int("Enter a whole number")
      .positive("The maximum must be at least 1")
      .max(SERVICE_QUANTITY_MAX, `Keep the maximum at most ${SERVICE_QUANTITY_MAX}`)
      .default(10_000),
    recommended: z.boolean().default(false),
    popular: z.boolean().default(false),
    hidden: z.boolean().default(false),
  })
  .superRefine((service, context) => {
    const flags = [service.pricePerUser, service.pricePerServer, service.pricePerEndpoint];
    if (flags.filter(Boolean).length > 1) {
      context.addIssue({
        code: "custom",
        path: ["pricePerUser"],
        message: "Choose one basis: per user, per endpoint or per server (or none: per location)",
      });
    }
    if (service.maxQuantity < service.minQuantity) {
      context.addIssue({
        code: "custom",
        path: ["maxQuantity"],
        message: "The maximum must be at least the minimum",
      });
    }
  });
export type ServiceInput = z.input<typeof serviceInputSchema>;
export type ValidServiceInput = z.output<typeof serviceInputSchema>;

export const serviceUpdateSchema = z.object({
  ...serviceInputSchema.shape,
  /** The version the editor loaded; a newer one on the server answers 409. */
  version: z.number().int().min(1),
});

/** A catalogue item as the API returns it (public and admin). */
export const serviceSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  price: z.number().positive().describe("US dollars per unit and month (per year if annual)"),
  setupFee: z.number().min(0).describe("US dollars, once per location line"),
  annual: z.boolean().describe("Billed per year instead of per month"),
  pricePerUser: z.boolean(),
  pricePerServer: z.boolean(),
  pricePerEndpoint: z.boolean(),
  riskLevelMultiplier: riskMultiplierSchema,
  features: z.array(z.string()),
  prerequisites: z.array(z.number().int().positive()),
  dependencies: z.array(z.number().int().positive()),
  icon: z.enum(serviceIcons),
  minQuantity: z.number().int().min(0),
  maxQuantity: z.number().int().positive(),
  recommended: z.boolean(),
  popular: z.boolean(),
  hidden: z.boolean(),
});
export type Service = z.infer<typeof serviceSchema>;

/**
 * What staff see besides: the cost and floor price (never in a public answer), archive
 * state, the edit version and the timestamps.
 */
export const adminServiceSchema = z.object({
  ...serviceSchema.shape,
  cost: z.number().min(0).nullable().describe("US dollars per unit and period; staff only"),
  floorPrice: z
    .number()
    .min(0)
    .nullable()
    .describe("The lowest price per unit a staff discount may reach without approval"),
  archived: z.boolean(),
  version: z.number().int().min(1),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminService = z.infer<typeof adminServiceSchema>;
