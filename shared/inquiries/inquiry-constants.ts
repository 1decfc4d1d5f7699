/**
 * Contact-form constants without the zod schema, so the landing page's first load can use
 * them without bundling zod (the schema loads when the form is first used).
 */

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

/** What the form sends: name and email required, the rest optional. */
export interface InquiryInput {
  name: string;
  email: string;
  organizationSize?: OrganizationSize;
  message?: string;
  [HONEYPOT_FIELD]?: string;
}
