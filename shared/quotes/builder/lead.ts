import { z } from "zod";
import { plainText, requiredText } from "../../api/text";
import { HONEYPOT_FIELD, organizationSizes } from "../../inquiries/inquiry-constants";
import { LEAD_EMAIL_MAX, LEAD_TEXT_MAX } from "./lead-constants";

/** /sb/lead (issue 10): who is configuring, stored as a prospect (seed 001 §3). */
export const leadInputSchema = z.object({
  companyName: requiredText("your company's name", LEAD_TEXT_MAX),
  contactName: requiredText("your name", LEAD_TEXT_MAX),
  email: requiredText("your e-mail address", LEAD_EMAIL_MAX).pipe(
    z.email("Enter a valid e-mail address"),
  ),
  phone: plainText("a phone number", 40)
    .refine((value) => value === "" || /^\+?[0-9 ()./-]{5,40}$/.test(value), {
      message: "Enter a phone number with digits, spaces and + ( ) - only",
    })
    .default(""),
  companySize: z.enum(organizationSizes, { error: "Choose your company's size" }),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type LeadInput = z.input<typeof leadInputSchema>;

/**
 * The lead as the builder shows it back: exactly what this session typed, never what staff
 * keep on a matching prospect (issue 32).
 */
export const leadSchema = z.object({
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Null only in drafts saved before the lead was kept as typed. */
  companySize: z.enum(organizationSizes).nullable(),
});
export type Lead = z.infer<typeof leadSchema>;
