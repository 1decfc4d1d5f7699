/**
 * /sb/lead (issue 10): the lead's limits, apart from its schemas (lead.ts) so the step's
 * form loads no schema library before it is sent (issue 37, decision 079).
 */
export const LEAD_TEXT_MAX = 120;
export const LEAD_EMAIL_MAX = 254;
/** Like the contact form: sign-ups per client IP and window. */
export const LEAD_RATE_LIMIT = { max: 10, timeWindow: "10 minutes" } as const;
