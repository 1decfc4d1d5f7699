/** Seed 001 §3 Prospect status, from first contact to a decision (issue 13 works them). */
export const prospectStatuses = [
  "new",
  "contacted",
  "qualified",
  "proposal",
  "won",
  "lost",
] as const;
export type ProspectStatus = (typeof prospectStatuses)[number];
