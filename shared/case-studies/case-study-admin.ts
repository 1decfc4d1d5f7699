import { MEDIA_ALT_REQUIRED } from "@shared/media/media";
import { z } from "zod";
import { caseStudyMetricSchema, caseStudySchema } from "./case-study";

export const LAST_PUBLISHED_CASE_STUDY = "At least one case study must stay published.";
export const CASE_STUDY_NOT_FOUND = "Case study not found";
export const CASE_STUDY_EDIT_CONFLICT =
  "Someone saved this case study since you opened it. Reload to see their changes.";
export const CASE_STUDY_METRICS_MAX = 8;

/** Images come from this site only: a shipped file or an upload, never another host. */
const imagePath = z
  .string()
  .trim()
  .max(300)
  .regex(/^(\/(images|media)\/[\w./-]+)?$/, "Upload the image here");

const caseStudyFields = caseStudySchema.omit({ id: true, slug: true }).extend({
  logoUrl: imagePath,
  imageUrl: imagePath,
  metrics: z
    .array(caseStudyMetricSchema)
    .max(CASE_STUDY_METRICS_MAX, `At most ${CASE_STUDY_METRICS_MAX} metrics`),
});

/** An image needs its alt text. */
function requireAltTexts(study: z.output<typeof caseStudyFields>, context: z.RefinementCtx) {
  for (const [path, alt] of [
    ["logoUrl", "logoAlt"],
    ["imageUrl", "imageAlt"],
  ] as const) {
    if (study[path] && !study[alt]) {
      context.addIssue({ code: "custom", path: [alt], message: MEDIA_ALT_REQUIRED });
    }
  }
}

/** What staff write; the slug is made from the company when the case study is created. */
export const caseStudyInputSchema = caseStudyFields.superRefine(requireAltTexts);
export type CaseStudyInput = z.input<typeof caseStudyInputSchema>;

/** An edit carries the version the editor loaded: a stale one answers 409. */
export const caseStudyUpdateSchema = caseStudyFields
  .extend({ version: z.number().int().min(1) })
  .superRefine(requireAltTexts);
export type CaseStudyUpdate = z.input<typeof caseStudyUpdateSchema>;

/** A case study in the staff list: the public fields with its state. */
export const caseStudyAdminItemSchema = caseStudySchema.extend({
  published: z.boolean(),
  sortOrder: z.number().int(),
  version: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type CaseStudyAdminItem = z.infer<typeof caseStudyAdminItemSchema>;

export const caseStudyPublishSchema = z.object({ published: z.boolean() });

/** The new display order: every case study's id once, first tab first. */
export const caseStudyOrderSchema = z.object({
  ids: z
    .array(z.number().int().positive())
    .min(1)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, "List each case study once"),
});
