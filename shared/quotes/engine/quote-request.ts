import { z } from "zod";
import { plainText, requiredText } from "../../api/text";
import { complianceIds, securityFocusIds, timelineIds } from "../../assessment/options";
import { SERVICE_QUANTITY_MAX } from "../../catalog/service-constants";
import { groupDigits } from "../../numbers/group-digits";
import { MAX_LOCATIONS, MAX_SELECTIONS } from "./limits";
import { LOCATION_COUNT_MAX, LOCATION_NAME_MAX } from "./location-fields";

/**
 * What a client sends to be priced (POST /api/catalog/quote now, the builder's draft in
 * issue 10): the answers, the locations (seed 001 §3: whole counts >= 0) and the choices.
 */

const count = (label: string) =>
  z
    .number({ error: `Enter the number of ${label}` })
    .int(`Enter a whole number of ${label}`)
    .min(0, `The number of ${label} cannot be negative`)
    .max(LOCATION_COUNT_MAX, `Keep ${label} at most ${groupDigits(LOCATION_COUNT_MAX)}`);

const unique = <T>(values: readonly T[]) => new Set(values).size === values.length;

export const quoteLocationSchema = z.object({
  id: requiredText("a location id", 64),
  name: requiredText("a location name", LOCATION_NAME_MAX),
  userCount: count("users"),
  endpointCount: count("endpoints"),
  serverCount: count("servers"),
  hasCloudServices: z.boolean().default(false),
  hasOnPremise: z.boolean().default(false),
  hasSaaSApps: z.boolean().default(false),
});

export const quoteAnswersSchema = z.object({
  complianceRequirements: z
    .array(z.enum(complianceIds, { error: "Unknown compliance requirement" }))
    .refine(unique, "List each requirement once")
    .default([]),
  securityFocus: z
    .array(z.enum(securityFocusIds, { error: "Unknown security focus" }))
    .refine(unique, "List each focus once")
    .default([]),
  timeline: z.enum(timelineIds, { error: "Unknown timeline" }).optional(),
});

export const quoteSelectionSchema = z.object({
  locationId: plainText("a location id", 64),
  serviceId: z.number().int().positive("Service ids are positive whole numbers"),
  quantity: z.number().int("Enter a whole quantity").min(0).max(SERVICE_QUANTITY_MAX).optional(),
});

export const quoteRequestSchema = z
  .object({
    answers: quoteAnswersSchema.default({ complianceRequirements: [], securityFocus: [] }),
    locations: z
      .array(quoteLocationSchema)
      .min(1, "Add at least one location")
      .max(MAX_LOCATIONS, `At most ${MAX_LOCATIONS} locations`),
    selections: z.array(quoteSelectionSchema).max(MAX_SELECTIONS).default([]),
  })
  .superRefine((request, context) => {
    const ids = request.locations.map((location) => location.id);
    if (!unique(ids)) {
      context.addIssue({
        code: "custom",
        path: ["locations"],
        message: "Give each location its own id",
      });
    }
  });
export type QuoteRequest = z.output<typeof quoteRequestSchema>;
