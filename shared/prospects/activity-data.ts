import { z } from "zod";
import { opportunityStages } from "../opportunities/stages";
import { quoteBillings } from "../quotes/status";
import { arrivalChangesSchema } from "./arrival";
import { type ProspectActivityType, prospectSources, prospectStatuses } from "./prospect";

/**
 * What each kind of timeline entry records (issue 33: one schema per type, so the writers,
 * the API's answer and the sentence the timeline shows agree on its fields). Entries are
 * written in the transaction of what they record and never changed afterwards.
 */
const id = z.number().int();
const cents = z.number().int();
const person = { name: z.string(), email: z.string() };
const staff = z.object({ id: z.string(), name: z.string() });

/** A saved quote version, as every entry about a quote names it. */
const quoteVersion = { configurationId: z.string(), name: z.string(), version: z.number().int() };

/** One option of a share (one entry per option), with its figures as the quote shows them. */
const quoteOption = z.object({
  ...quoteVersion,
  reference: z.string(),
  option: z.string(),
  monthlyCents: cents,
  setupCents: cents,
});

export const activityDataSchemas = {
  created: z.object({ source: z.enum(prospectSources) }),
  lead_captured: z.object({
    companyName: z.string(),
    contactName: z.string(),
    email: z.string(),
    matchedBy: z.enum(["email", "domain", "new"]),
  }),
  inquiry_received: z.object({ inquiryId: z.string(), name: z.string(), message: z.string() }),
  status_changed: z.object({
    from: z.enum(prospectStatuses),
    to: z.enum(prospectStatuses),
    /** Set when the change followed from something else (a deal won). */
    cause: z.literal("deal_won").optional(),
  }),
  owner_changed: z.object({ from: staff.nullable(), to: staff.nullable() }),
  note_added: z.object({ body: z.string() }),
  contact_added: z.object({ ...person, matchedBy: z.literal("domain").optional() }),
  contact_updated: z.object({
    ...person,
    changed: z.array(z.string()),
    primary: z.literal(true).optional(),
  }),
  contact_removed: z.object(person),
  details_updated: z.object({
    changed: z.array(z.string()),
    /** The company name before and after, when it is one of the changes. */
    from: z.string().optional(),
    to: z.string().optional(),
  }),
  details_submitted: z.object({
    arrivalId: id,
    source: z.enum(prospectSources),
    matchedBy: z.enum(["email", "domain"]),
    changes: arrivalChangesSchema,
  }),
  details_applied: z.object({ arrivalId: id, changes: arrivalChangesSchema }),
  quote_saved: z.object({ ...quoteVersion, monthlyCents: cents, setupCents: cents }),
  quote_shared: quoteOption,
  quote_sent: quoteOption.extend({ recipients: z.array(z.string()), attachPdf: z.boolean() }),
  quote_viewed: quoteOption,
  quote_accepted: quoteOption.extend({
    acceptedBy: z.string().nullable(),
    billing: z.enum(quoteBillings),
  }),
  quote_declined: quoteOption.extend({ reason: z.string().nullable() }),
  opportunity_created: z.object({
    opportunityId: z.string(),
    name: z.string(),
    stage: z.enum(opportunityStages),
    monthlyCents: cents.optional(),
    setupCents: cents.optional(),
    billing: z.literal("annual").optional(),
  }),
  opportunity_stage_changed: z.object({
    opportunityId: z.string(),
    name: z.string(),
    from: z.enum(opportunityStages),
    to: z.enum(opportunityStages),
    reason: z.string().nullable().optional(),
    cause: z.string().optional(),
  }),
  merged: z.object({
    companyName: z.string(),
    email: z.string(),
    mergedId: id,
    /** Rows moved over, by kind (contacts, quotes, ...). */
    moved: z.record(z.string(), z.number().int()),
  }),
  imported: z.object({
    tag: z.string(),
    created: z.boolean(),
    contactsAdded: z.number().int(),
    contactsUpdated: z.number().int().optional(),
  }),
  archived: z.object({}),
  restored: z.object({}),
} satisfies Record<ProspectActivityType, z.ZodType>;

export type ActivityDataOf<T extends ProspectActivityType> = z.infer<
  (typeof activityDataSchemas)[T]
>;
