import { z } from "zod";
import { plainText } from "../../api/text";
import { carriedAdjustmentsSchema } from "../engine/adjustments";
import { MAX_LOCATIONS, MAX_SELECTIONS } from "../engine/limits";
import {
  quoteAnswersSchema,
  quoteLocationSchema,
  quoteSelectionSchema,
} from "../engine/quote-request";
import { lineKeySchema, MAX_OPTIONAL_LINES } from "../line-key";
import { CONFIGURATION_NAME_MAX } from "./draft-constants";
import { leadSchema } from "./lead";
import { builderStepIds } from "./steps";

/**
 * What the server keeps per builder session (issue 10): the answers, locations, choices and
 * the furthest step reached, saved as the visitor goes so any browser can resume it.
 */

export const builderDraftSchema = z
  .object({
    stepReached: z.enum(builderStepIds, { error: "Unknown step" }).default("lead"),
    answers: quoteAnswersSchema.default({ complianceRequirements: [], securityFocus: [] }),
    locations: z
      .array(quoteLocationSchema)
      .max(MAX_LOCATIONS, `At most ${MAX_LOCATIONS} locations`)
      .default([]),
    selections: z.array(quoteSelectionSchema).max(MAX_SELECTIONS).default([]),
    configurationName: plainText("a name", CONFIGURATION_NAME_MAX).default(""),
  })
  .superRefine((draft, context) => {
    const ids = draft.locations.map((location) => location.id);
    if (new Set(ids).size !== ids.length) {
      context.addIssue({
        code: "custom",
        path: ["locations"],
        message: "Give each location its own id",
      });
    }
  });
export type BuilderDraft = z.output<typeof builderDraftSchema>;
export type BuilderDraftInput = z.input<typeof builderDraftSchema>;

/** GET/PUT /api/sb/draft: the draft with what the session has produced so far. */
/**
 * What a staff-opened session carries from the version opened (decisions 050, 072): its
 * discounts and the lines staff marked optional. Absent marks (sessions opened before marks
 * were carried) carry none.
 */
export const carriedFromVersionSchema = carriedAdjustmentsSchema.extend({
  optionalLines: z.array(lineKeySchema).max(MAX_OPTIONAL_LINES).optional(),
});
export type CarriedFromVersion = z.infer<typeof carriedFromVersionSchema>;

export const builderStateSchema = z.object({
  sessionId: z.string(),
  draft: z.object({
    stepReached: z.enum(builderStepIds),
    answers: quoteAnswersSchema,
    locations: z.array(quoteLocationSchema),
    selections: z.array(quoteSelectionSchema),
    configurationName: z.string(),
  }),
  lead: leadSchema.nullable(),
  /** The configuration this session saved last, if any. */
  configuration: z.object({ id: z.uuid(), version: z.number().int().min(1) }).nullable(),
  /** Null until the first save. */
  savedAt: z.iso.datetime().nullable(),
  /**
   * The staff discounts and optional marks a staff-opened session carries (decisions 050,
   * 072); null for every session a visitor started. Read-only here: only "Open in builder"
   * sets them.
   */
  staffAdjustments: carriedFromVersionSchema.nullable().optional(),
  /**
   * Services in the draft that staff archived or hid since (issue 34): not priced, named in
   * the builder's note. Absent from answers made before it existed.
   */
  withdrawn: z.array(z.object({ serviceId: z.number().int(), name: z.string() })).optional(),
});
export type BuilderState = z.infer<typeof builderStateSchema>;
