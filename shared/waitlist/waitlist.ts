import { z } from "zod";
import { HONEYPOT_FIELD } from "../inquiries/inquiry-constants";
import { WAITLIST_EMAIL_MAX, type WaitlistInput } from "./waitlist-constants";

/** Validates the teaser's sign-up in the browser and POST /api/waitlist on the server. */
export const waitlistInputSchema = z.object({
  email: z
    .string({ error: "Enter your e-mail address" })
    .trim()
    .min(1, "Enter your e-mail address")
    .max(WAITLIST_EMAIL_MAX, "This e-mail address is too long")
    .pipe(z.email("Enter a valid e-mail address")),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
}) satisfies z.ZodType<unknown, WaitlistInput>;

/**
 * The answer to every accepted sign-up: new, repeated or caught by the honeypot alike, so
 * nobody can learn from it whether an address is already on the list.
 */
export const waitlistReceiptSchema = z.object({ email: z.string() });
export type WaitlistReceipt = z.infer<typeof waitlistReceiptSchema>;

/** One sign-up as staff see it. */
export const waitlistEntrySchema = z.object({
  id: z.uuid(),
  email: z.string(),
  createdAt: z.iso.datetime(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const WAITLIST_PAGE_SIZE_DEFAULT = 50;
export const WAITLIST_PAGE_SIZE_MAX = 100;

/** GET /api/admin/waitlist?limit=&offset= (the seed 001 §7 paging of staff lists). */
export const waitlistListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `Use a page size from 1 to ${WAITLIST_PAGE_SIZE_MAX}` })
    .int(`Use a page size from 1 to ${WAITLIST_PAGE_SIZE_MAX}`)
    .min(1, `Use a page size from 1 to ${WAITLIST_PAGE_SIZE_MAX}`)
    .max(WAITLIST_PAGE_SIZE_MAX, `Use a page size from 1 to ${WAITLIST_PAGE_SIZE_MAX}`)
    .default(WAITLIST_PAGE_SIZE_DEFAULT),
  offset: z.coerce
    .number({ error: "Use a whole offset from 0" })
    .int("Use a whole offset from 0")
    .min(0, "Use a whole offset from 0")
    .default(0),
});
