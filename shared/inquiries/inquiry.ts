import { z } from "zod";

import {
  HONEYPOT_FIELD,
  INQUIRY_EMAIL_MAX,
  INQUIRY_MESSAGE_MAX,
  INQUIRY_NAME_MAX,
  type InquiryInput,
  organizationSizes,
} from "./inquiry-constants";

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
}) satisfies z.ZodType<unknown, InquiryInput>;

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
