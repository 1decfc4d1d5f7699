import { z } from "zod";
import { plainText, requiredText } from "../api/text";
import { organizationSizes } from "../inquiries/inquiry-constants";
import { prospectStatuses } from "./prospect";
import { TAG_MAX } from "./prospect-query";

/** Staff writes on prospects (issue 13); every failure is a 400 naming the field. */
const status = z.enum(prospectStatuses, { error: "Choose a status" });
const ownerUserId = z.uuid({ error: "Choose a staff member" }).nullable();
const version = z.number({ error: "Send the version you loaded" }).int().min(1);
const serialId = z.number({ error: "Use a whole number id" }).int().min(1).max(2_147_483_647);

export const tagsSchema = z
  .array(requiredText("a tag", TAG_MAX), { error: "Send a list of tags" })
  .max(20, "Use at most 20 tags")
  .transform((tags) => [...new Set(tags)]);

export const contactInputSchema = z.object({
  name: requiredText("a name", 120),
  email: z
    .email({ error: "Enter a valid e-mail address" })
    .max(254, "Use at most 254 characters")
    .trim(),
  phone: plainText("a phone number", 40).default(""),
  title: plainText("a job title", 120).default(""),
});
export type ContactInput = z.input<typeof contactInputSchema>;

export const prospectCreateSchema = z.object({
  companyName: requiredText("the company name", 200),
  contactName: requiredText("the contact's name", 120),
  email: contactInputSchema.shape.email,
  phone: contactInputSchema.shape.phone,
  title: contactInputSchema.shape.title,
  status: status.default("new"),
  ownerUserId: ownerUserId.default(null),
  tags: tagsSchema.default([]),
});
export type ProspectCreate = z.input<typeof prospectCreateSchema>;
export type ValidProspectCreate = z.output<typeof prospectCreateSchema>;

export const prospectUpdateSchema = z.object({
  companyName: requiredText("the company name", 200),
  companySize: z.enum(organizationSizes, { error: "Choose a company size" }).nullable().optional(),
  status,
  ownerUserId,
  tags: tagsSchema,
  metadata: z
    .record(z.string(), z.json(), { error: "Send an object of JSON values" })
    // The app refuses NUL anywhere in a body already; this cap keeps the row small.
    .refine((value) => JSON.stringify(value).length <= 10_000, "Use at most 10,000 characters")
    .optional(),
  version,
});
export type ProspectUpdate = z.input<typeof prospectUpdateSchema>;
export type ValidProspectUpdate = z.output<typeof prospectUpdateSchema>;

export const bulkStatusSchema = z.object({
  ids: z.array(serialId).min(1, "Choose at least one prospect").max(500, "Use at most 500 ids"),
  status,
});

export const noteInputSchema = z.object({ body: requiredText("a note", 5000) });

export const mergeInputSchema = z.object({ otherId: serialId, version });

export const contactParamsSchema = z.object({
  id: z.coerce.number({ error: "Use a whole number id" }).int().min(1).max(2_147_483_647),
  contactId: z.coerce.number({ error: "Use a whole number id" }).int().min(1).max(2_147_483_647),
});
