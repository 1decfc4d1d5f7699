import { z } from "zod";
import { complianceIds, securityFocusIds, timelineIds } from "../assessment/options";
import { organizationSizes } from "../inquiries/inquiry-constants";
import { inquiryStatuses } from "../inquiries/inquiry-status";
import { opportunityStages } from "../opportunities/stages";
import { quoteStatuses } from "../quotes/status";
import { type ActivityDataOf, activityDataSchemas } from "./activity-data";
import { pendingArrivalSchema } from "./arrival";
import {
  type ProspectActivityType,
  prospectActivityTypes,
  prospectSources,
  prospectStatuses,
} from "./prospect";

/** What staff see of prospects (issue 13): the list row, the page's detail, the timeline. */
export const ownerSchema = z.object({ id: z.uuid(), displayName: z.string() });
export type Owner = z.infer<typeof ownerSchema>;

/** Staff's own key/value details on a prospect: any JSON values, set through the API. */
export const prospectMetadataSchema = z.record(z.string(), z.json());
export type ProspectMetadata = z.infer<typeof prospectMetadataSchema>;

export const prospectItemSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  companySize: z.enum(organizationSizes).nullable(),
  status: z.enum(prospectStatuses),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  metadata: prospectMetadataSchema,
  owner: ownerSchema.nullable(),
  tags: z.array(z.string()),
  source: z.enum(prospectSources),
  domain: z.string().nullable(),
  archived: z.boolean(),
  version: z.number().int(),
  contactCount: z.number().int(),
  quoteCount: z.number().int(),
  latestQuoteStatus: z.enum(quoteStatuses).nullable(),
});
export type ProspectItem = z.infer<typeof prospectItemSchema>;

export const contactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  title: z.string(),
  isPrimary: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type ProspectContact = z.infer<typeof contactSchema>;

const quoteSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(quoteStatuses),
  currentVersion: z.number().int(),
  monthlyCents: z.number().int(),
  setupCents: z.number().int(),
  annuallyCents: z.number().int(),
  archived: z.boolean(),
  lastActivityAt: z.iso.datetime(),
});

export const shareStates = ["active", "expired", "revoked", "accepted", "declined"] as const;
const shareSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  state: z.enum(shareStates),
  viewCount: z.number().int(),
  lastViewedAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});

const inquirySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  status: z.enum(inquiryStatuses),
  createdAt: z.iso.datetime(),
});

const opportunitySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  stage: z.enum(opportunityStages),
  monthlyCents: z.number().int(),
  setupCents: z.number().int(),
  expectedCloseDate: z.string().nullable(),
});

/**
 * What the prospect answered in the Service Builder's lead and assessment steps (issue 34):
 * from its most recently updated builder session, as that visitor said it.
 */
export const builderAnswersSchema = z.object({
  updatedAt: z.string(),
  companySize: z.enum(organizationSizes).nullable(),
  complianceRequirements: z.array(z.enum(complianceIds)),
  securityFocus: z.array(z.enum(securityFocusIds)),
  timeline: z.enum(timelineIds).nullable(),
  locations: z.array(
    z.object({
      name: z.string(),
      userCount: z.number().int(),
      endpointCount: z.number().int(),
      serverCount: z.number().int(),
    }),
  ),
});
export type BuilderAnswers = z.infer<typeof builderAnswersSchema>;

export const prospectDetailSchema = z.object({
  prospect: prospectItemSchema,
  contacts: z.array(contactSchema),
  quotes: z.array(quoteSchema),
  shares: z.array(shareSchema),
  inquiries: z.array(inquirySchema),
  opportunities: z.array(opportunitySchema),
  /** What visitors submitted that staff have not applied yet (issue 32). */
  arrivals: z.array(pendingArrivalSchema),
  builderAnswers: builderAnswersSchema.nullable(),
});
export type ProspectDetail = z.infer<typeof prospectDetailSchema>;

const activityActorSchema = z.object({ id: z.uuid().nullable(), name: z.string() }).nullable();

/** One timeline entry of each type, with that type's fields (activity-data.ts). */
export type ProspectActivity = {
  [T in ProspectActivityType]: {
    id: number;
    type: T;
    actor: z.infer<typeof activityActorSchema>;
    data: ActivityDataOf<T>;
    occurredAt: string;
  };
}[ProspectActivityType];

const activityEntrySchemas = prospectActivityTypes.map((type) =>
  z.object({
    id: z.number().int(),
    type: z.literal(type),
    actor: activityActorSchema,
    data: activityDataSchemas[type],
    occurredAt: z.iso.datetime(),
  }),
);

export const activitySchema = z.discriminatedUnion(
  "type",
  activityEntrySchemas as [(typeof activityEntrySchemas)[number], ...typeof activityEntrySchemas],
) as unknown as z.ZodType<ProspectActivity>;

export const timelineQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  before: z.coerce.number().int().min(1).optional(),
});

export const bulkResultSchema = z.object({ changed: z.number().int() });
