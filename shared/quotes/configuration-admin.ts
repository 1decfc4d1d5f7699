import { z } from "zod";
import { createdRangeShape } from "../api/created-range";
import { PAGE_PARAM_MAX, pageParam } from "../api/page-param";
import { decisionEvidenceSchema } from "./decision";
import { adjustmentsSchema } from "./engine/adjustments";
import { lineKeysSchema } from "./line-key";
import { quoteSendSummarySchema } from "./quote-send";
import { reminderSettingsViewSchema } from "./reminders";
import { quoteStatuses, SHARE_DAYS_DEFAULT, SHARE_DAYS_MAX } from "./status";

/** /admin/service-configurations (issue 11): every saved configuration, for staff. */
export const configurationSorts = ["activity", "created", "name", "monthly"] as const;
export const CONFIGURATIONS_PAGE_SIZE = 20;

export const configurationQuerySchema = z.object({
  q: z.string().trim().max(100, "Use at most 100 characters").optional(),
  status: z.enum(quoteStatuses, { error: "Unknown status" }).optional(),
  prospectId: z.coerce.number().int().positive().optional(),
  ...createdRangeShape,
  archived: z.enum(["0", "1"]).default("0"),
  sort: z.enum(configurationSorts, { error: "Unknown sort" }).default("activity"),
  dir: z.enum(["asc", "desc"], { error: "Use asc or desc" }).default("desc"),
  page: z.coerce.number().int().min(1).max(PAGE_PARAM_MAX).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(CONFIGURATIONS_PAGE_SIZE),
});
export type ConfigurationQuery = z.output<typeof configurationQuerySchema>;

/** The page's query from its URL: lenient, a bad value falls back to the default. */
export function parseConfigurationQuery(params: URLSearchParams): ConfigurationQuery {
  const parsed = configurationQuerySchema.safeParse(Object.fromEntries(params));
  if (parsed.success) return parsed.data;
  return { ...configurationQuerySchema.parse({}), page: pageParam(params) };
}

const prospectSchema = z.object({ id: z.number(), companyName: z.string(), email: z.string() });

export const shareSummarySchema = z.object({
  id: z.uuid(),
  token: z.string(),
  reference: z.string(),
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().nullable(),
  state: z.enum(["open", "expired", "revoked"]),
  firstViewedAt: z.iso.datetime().nullable(),
  lastViewedAt: z.iso.datetime().nullable(),
  viewCount: z.number().int(),
  options: z.number().int(),
  decision: decisionEvidenceSchema.nullable(),
});
export type ShareSummary = z.infer<typeof shareSummarySchema>;

export const configurationRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  prospect: prospectSchema.nullable(),
  status: z.enum(quoteStatuses),
  currentVersion: z.number().int(),
  locations: z.number().int(),
  monthlyCents: z.number().int(),
  annuallyCents: z.number().int(),
  setupCents: z.number().int(),
  isActive: z.boolean(),
  share: z
    .object({
      token: z.string(),
      expiresAt: z.iso.datetime(),
      viewCount: z.number().int(),
      lastViewedAt: z.iso.datetime().nullable(),
    })
    .nullable(),
  createdAt: z.iso.datetime(),
  lastActivityAt: z.iso.datetime(),
});
export type ConfigurationRow = z.infer<typeof configurationRowSchema>;

export const versionRowSchema = z.object({
  version: z.number().int(),
  name: z.string(),
  monthlyCents: z.number().int(),
  annuallyCents: z.number().int(),
  setupCents: z.number().int(),
  /** Seed 001 calculatedTotals.savings: every discount and the prepay saving together. */
  savingsCents: z.number().int(),
  /** Each discount on its own (decision 049): what the staff pages show. */
  volumeDiscountCents: z.number().int(),
  staffDiscountCents: z.number().int(),
  setupDiscountCents: z.number().int(),
  prepayDiscountCents: z.number().int(),
  prepayDiscountRate: z.number().min(0).max(1),
  discounts: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

export const configurationDetailSchema = z.object({
  configuration: configurationRowSchema,
  versions: z.array(versionRowSchema),
  shares: z.array(shareSummarySchema),
  /** When its sent links remind their contacts (issue 35 §2). */
  reminders: reminderSettingsViewSchema,
  /** Every time the quote was e-mailed to the prospect's contacts, newest first. */
  sends: z.array(quoteSendSummarySchema),
});
export type ConfigurationDetail = z.infer<typeof configurationDetailSchema>;

export const shareCreateSchema = z.object({
  version: z.number().int().min(1).optional(),
  expiresInDays: z
    .number()
    .int("Use whole days")
    .min(1, "At least one day")
    .max(SHARE_DAYS_MAX, `At most ${SHARE_DAYS_MAX} days`)
    .default(SHARE_DAYS_DEFAULT),
});

export const shareExtendSchema = z.object({
  expiresInDays: shareCreateSchema.shape.expiresInDays.unwrap(),
});

export const shareLinkSchema = z.object({
  id: z.uuid(),
  token: z.string(),
  url: z.string(),
  reference: z.string(),
  expiresAt: z.iso.datetime(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** POST /api/admin/configurations/:id/versions: a new version with staff discounts. */
export const discountVersionSchema = z.object({
  /** The version staff were looking at; anything newer since is a 409. */
  expectedVersion: z.number().int().min(1),
  adjustments: adjustmentsSchema,
  /**
   * The lines the customer may leave out (issue 35 §7); each a line the version's choices
   * have. Left out, the version's own optional lines stay as they are.
   */
  optionalLines: lineKeysSchema.optional(),
});

export const versionPickSchema = z.object({ version: z.number().int().min(1) });
