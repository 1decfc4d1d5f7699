import { z } from "zod";
import { requiredText } from "../api/text";
import { CONFIGURATION_NAME_MAX } from "./builder/draft-constants";
import { calculatedTotalsSchema } from "./engine/api-totals";
import {
  quoteAnswersSchema,
  quoteLocationSchema,
  quoteRequestSchema,
} from "./engine/quote-request";
import { pricedQuoteSchema } from "./engine/quote-response";

/**
 * Seed 001 §3 Configuration (a saved quote). Every save is a new immutable version; the
 * totals are always the server's (DESIGN: the quote core).
 */

/** POST /api/sb/configurations: what the builder saves. Totals are not accepted. */
export const configurationSaveSchema = z.object({
  ...quoteRequestSchema.shape,
  name: requiredText("a name for the configuration", CONFIGURATION_NAME_MAX),
});

/** Seed 001 §3 `configurations.services`: one entry per service and location. */
const configuredServiceSchema = z.object({
  id: z.number().int().positive(),
  quantity: z.number().int().min(0),
  customizations: z.object({ locationId: z.string(), addedFor: z.number().int().optional() }),
});

export const configurationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdByUserId: z.string().nullable(),
  prospectId: z.number().int().positive().nullable(),
  configurations: z.object({
    services: z.array(configuredServiceSchema),
    locations: z.array(quoteLocationSchema),
    calculatedTotals: calculatedTotalsSchema,
    complianceRequirements: quoteAnswersSchema.shape.complianceRequirements.unwrap(),
    securityFocus: quoteAnswersSchema.shape.securityFocus.unwrap(),
    timeline: z.string().nullable(),
  }),
  version: z.number().int().min(1),
  isActive: z.boolean(),
  shareToken: z.string().nullable(),
  metadata: z.object({
    riskLevel: z.string(),
    formulaVersions: z.record(z.string(), z.number().int().positive()),
  }),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
});
export type Configuration = z.infer<typeof configurationSchema>;

/** One saved version as the builder lists it; amounts in US dollars. */
export const versionSummarySchema = z.object({
  version: z.number().int().min(1),
  name: z.string(),
  monthly: z.number().min(0),
  annually: z.number().min(0),
  setup: z.number().min(0),
  savings: z.number().min(0),
  createdAt: z.iso.datetime(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

/** A share link of the current version, as the builder's summary offers it. */
export const builderShareSchema = z.object({
  token: z.string(),
  url: z.string().describe("Path of the public quote page"),
  reference: z.string(),
  version: z.number().int().min(1),
  expiresAt: z.iso.datetime(),
});
export type BuilderShare = z.infer<typeof builderShareSchema>;

/**
 * Issue 35 §1 from the builder: the open link e-mailed to the address the visitor gave on the
 * lead step, and to nobody else, so the site never mails an address a visitor merely typed
 * here. A few per hour: enough to resend, too few to use the site as a mailer.
 */
export const BUILDER_SEND_RATE_LIMIT = { max: 3, timeWindow: "1 hour" } as const;
export const BUILDER_SEND_NO_LINK = "Create the share link first, then e-mail it.";
export const BUILDER_SEND_NO_LEAD =
  "We do not have your e-mail address yet: add it on the first step.";
export const BUILDER_SEND_UNSUBSCRIBED =
  "You unsubscribed from our e-mail, so we send you nothing: copy the link instead.";
export const builderSendSchema = z.object({
  to: z.string().describe("The address the visitor gave on the lead step"),
  reference: z.string(),
  sentAt: z.iso.datetime(),
});
export type BuilderSend = z.infer<typeof builderSendSchema>;

/** POST and GET /api/sb/configurations answer the configuration with its versions. */
export const savedConfigurationSchema = z.object({
  configuration: configurationSchema,
  versions: z.array(versionSummarySchema).describe("Newest first; amounts in US dollars"),
  share: builderShareSchema.nullable().describe("The open link of the current version, if any"),
});
export type SavedConfiguration = z.infer<typeof savedConfigurationSchema>;

/** A version with the engine's full result, so every number of a saved quote stays explained. */
export const configurationVersionSchema = z.object({
  configuration: configurationSchema,
  priced: pricedQuoteSchema,
});
