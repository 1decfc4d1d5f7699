import { z } from "zod";
import { unstorableText } from "../api/text";
import { complianceIds, securityFocusIds, timelineIds } from "../assessment/options";
import { organizationSizes } from "../inquiries/inquiry-constants";
import { INTAKE_TEXT_MAX, intakeFields, MAX_INTAKE_LOCATIONS } from "./intake-constants";

/**
 * Free-text intake (issue 36 §1): what `POST /api/sb/intake` takes and answers. Only zod and
 * the assessment's ids here, so the builder page can import it without the language model.
 */

/** NUL and the other C0 controls except tab and newlines. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const intakeRequestSchema = z.object({
  text: z
    .string({ error: "Describe your company in a few sentences" })
    .max(INTAKE_TEXT_MAX, `Use at most ${INTAKE_TEXT_MAX.toLocaleString("en-US")} characters`)
    .refine((value) => value.trim().length > 0, "Describe your company in a few sentences")
    .superRefine((value, context) => {
      const problem =
        unstorableText(value) ??
        (CONTROL_CHARACTERS.test(value) ? "Remove the control characters" : null);
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
});
export type IntakeRequest = z.infer<typeof intakeRequestSchema>;

/** One thing understood, with the visitor's own words it came from (`quote` is a substring). */
export const intakeEvidenceSchema = z.object({
  field: z.enum(intakeFields),
  value: z.union([z.string(), z.number().int()]),
  quote: z.string(),
});
export type IntakeEvidence = z.infer<typeof intakeEvidenceSchema>;

export const intakeReadingSchema = z.object({
  companySize: z.enum(organizationSizes).nullable(),
  locationCount: z.number().int().min(1).max(MAX_INTAKE_LOCATIONS).nullable(),
  complianceRequirements: z.array(z.enum(complianceIds)),
  securityFocus: z.array(z.enum(securityFocusIds)),
  timeline: z.enum(timelineIds).nullable(),
  evidence: z.array(intakeEvidenceSchema),
});
export type IntakeReading = z.infer<typeof intakeReadingSchema>;

export const emptyReading = (): IntakeReading => ({
  companySize: null,
  locationCount: null,
  complianceRequirements: [],
  securityFocus: [],
  timeline: null,
  evidence: [],
});
