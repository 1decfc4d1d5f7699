import { z } from "zod";

/** Seed 000 §3/§9: the organisation sizes offered by the contact form. */
export const organizationSizes = ["1-10", "11-50", "51-200", "201-500", "501+"] as const;
export type OrganizationSize = (typeof organizationSizes)[number];

export const INQUIRY_NAME_MAX = 120;
export const INQUIRY_EMAIL_MAX = 254;
export const INQUIRY_MESSAGE_MAX = 5000;

/**
 * The hidden field humans leave empty. A filled one is accepted with the usual answer but
 * never stored, so automated senders cannot tell they were caught.
 */
export const HONEYPOT_FIELD = "website";

/** Public write endpoint: submissions per client IP and window (seed 000 §2 contact form). */
export const INQUIRY_RATE_LIMIT = { max: 5, timeWindow: "10 minutes" } as const;

/** Validates the contact form in the browser and POST /api/inquiries on the server. */
export const inquiryInputSchema = z.object({
  name: z
    .string({ error: "Enter your name" })
    .trim()
    .min(1, "Enter your name")
    .max(INQUIRY_NAME_MAX, `Keep your name under ${INQUIRY_NAME_MAX} characters`),
  email: z
    .string({ error: "Enter your e-mail address" })
    .trim()
    .min(1, "Enter your e-mail address")
    .max(INQUIRY_EMAIL_MAX, "This e-mail address is too long")
    .pipe(z.email("Enter a valid e-mail address")),
  organizationSize: z
    .enum(organizationSizes, { error: "Choose one of the listed organization sizes" })
    .optional(),
  message: z
    .string()
    .trim()
    .max(INQUIRY_MESSAGE_MAX, `Keep your message under ${INQUIRY_MESSAGE_MAX} characters`)
    .optional(),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});

export type InquiryInput = z.input<typeof inquiryInputSchema>;
export type ValidInquiry = z.output<typeof inquiryInputSchema>;

/** What the API answers for an accepted submission (stored or silently dropped). */
export const inquiryReceiptSchema = z.object({
  id: z.uuid(),
  receivedAt: z.iso.datetime(),
});
export type InquiryReceipt = z.infer<typeof inquiryReceiptSchema>;

/** One stored inquiry as staff see it. */
export const inquirySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  organizationSize: z.enum(organizationSizes).nullable(),
  message: z.string(),
  createdAt: z.iso.datetime(),
});
export type Inquiry = z.infer<typeof inquirySchema>;
