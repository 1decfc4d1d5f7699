import { HONEYPOT_FIELD } from "../inquiries/inquiry-constants";

/** Waitlist constants without the zod schema, so the teaser can use them before zod loads. */

export const WAITLIST_EMAIL_MAX = 254;

/** Public write endpoint: sign-ups per client IP and window. */
export const WAITLIST_RATE_LIMIT = { max: 5, timeWindow: "10 minutes" } as const;

/** Seed 000 §4: what replaces the sign-up form once the address is stored. */
export const WAITLIST_THANKS = "Thanks for subscribing!";
export const WAITLIST_THANKS_DETAIL = "We'll notify you as soon as Service Builder is ready.";

/** What the teaser's sign-up sends; the honeypot is the contact form's (decision 011). */
export interface WaitlistInput {
  email: string;
  [HONEYPOT_FIELD]?: string;
}
