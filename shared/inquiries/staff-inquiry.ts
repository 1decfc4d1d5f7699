import { z } from "zod";
import { createdRangeShape, parseCreatedRange } from "../api/created-range";
import { PAGE_PARAM_MAX, pageParam } from "../api/page-param";
import { inquirySchema } from "./inquiry";
import { type InquiryStatus, inquiryStatuses } from "./inquiry-status";

/** An inquiry as staff work it (issue 13): who owns it, whether it is handled, its prospect. */
export const staffInquirySchema = inquirySchema.extend({
  status: z.enum(inquiryStatuses),
  owner: z.object({ id: z.uuid(), displayName: z.string() }).nullable(),
  prospect: z.object({ id: z.number().int(), companyName: z.string() }).nullable(),
  handledAt: z.iso.datetime().nullable(),
  version: z.number().int(),
});
export type StaffInquiry = z.infer<typeof staffInquirySchema>;

/** "none" lists the inquiries nobody owns yet. */
export const NO_OWNER = "none";

const isOwnerFilter = (owner: string | null) =>
  owner === NO_OWNER || z.uuid().safeParse(owner).success;

/** The filter of the staff list, its CSV export and the page's URL. */
export const inquiryFilterSchema = z.object({
  status: z.enum(inquiryStatuses, { error: "Use new or handled" }).optional(),
  owner: z
    .string()
    .refine((owner) => isOwnerFilter(owner), "Use a user id or none")
    .optional(),
  q: z.string().trim().max(100, "Use at most 100 characters").optional(),
  ...createdRangeShape,
});
export type InquiryFilter = z.infer<typeof inquiryFilterSchema>;

/** GET /api/inquiries (seed 001 §7): the caller's page window plus the filter. */
export const inquiryListQuerySchema = inquiryFilterSchema.extend({
  limit: z.coerce
    .number()
    .int("Use a whole number")
    .min(1, "Use 1 to 100")
    .max(100, "Use 1 to 100")
    .default(20),
  offset: z.coerce.number().int("Use a whole number").min(0, "Use 0 or more").default(0),
});

export const INQUIRY_PAGE_SIZE = 20;

/** The inquiries page's filter from its URL: lenient, a bad value is simply left out. */
export function parseInquiryFilter(params: URLSearchParams): InquiryFilter & { page: number } {
  const status = params.get("status");
  const owner = params.get("owner");
  return {
    status: inquiryStatuses.includes(status as InquiryStatus)
      ? (status as InquiryStatus)
      : undefined,
    owner: owner && isOwnerFilter(owner) ? owner : undefined,
    q: params.get("q")?.trim().slice(0, 100) || undefined,
    ...parseCreatedRange(params),
    page: Math.min(pageParam(params), PAGE_PARAM_MAX),
  };
}

/** The filter as a query string (export link, list calls); empty values left out. */
export function inquiryFilterQuery(filter: InquiryFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ["status", "owner", "q", "from", "to", "tz"] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** PUT /api/inquiries/:id: what staff change, and the version they saw (409 when stale). */
export const inquiryUpdateSchema = z.object({
  status: z.enum(inquiryStatuses, { error: "Use new or handled" }).optional(),
  ownerUserId: z.uuid({ error: "Choose a user from the list" }).nullable().optional(),
  version: z.number({ error: "Reload the inquiry" }).int().min(1),
});
export type InquiryUpdate = z.infer<typeof inquiryUpdateSchema>;

/** POST /api/inquiries/:id/convert: the company name staff may type for a new prospect. */
export const inquiryConvertSchema = z.object({
  companyName: z
    .string()
    .trim()
    .max(200, "Keep the company name under 200 characters")
    .optional()
    .transform((name) => name || undefined),
});
export type InquiryConvert = z.input<typeof inquiryConvertSchema>;
