/**
 * Free-text intake (issue 36 §1): its limits and the answers it can read, apart from the
 * schemas (schema.ts) so the assessment step loads no schema library with its text box
 * (issue 37, decision 079).
 */
export const INTAKE_TEXT_MAX = 2000;
/** A reading costs a few milliseconds of CPU: calls per client address and window. */
export const INTAKE_RATE_LIMIT = { max: 30, timeWindow: "1 minute" } as const;

export const intakeFields = [
  "companySize",
  "locationCount",
  "complianceRequirements",
  "securityFocus",
  "timeline",
] as const;
export type IntakeField = (typeof intakeFields)[number];

export const MAX_INTAKE_LOCATIONS = 999;
