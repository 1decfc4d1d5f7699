import type { BuilderDraft } from "./draft";

/**
 * A session's draft before its first answer: what `builderDraftSchema` makes of `{}` (a test
 * holds the two together), written out so that a builder step starts without loading the
 * schema library (issue 37, decision 079).
 */
export const emptyDraft = (): BuilderDraft => ({
  stepReached: "lead",
  answers: { complianceRequirements: [], securityFocus: [] },
  locations: [],
  selections: [],
  configurationName: "",
});
