/**
 * The draft's limits, apart from its schemas (draft.ts) so the summary step loads no schema
 * library before a save (issue 37, decision 079).
 */
export const CONFIGURATION_NAME_MAX = 120;
