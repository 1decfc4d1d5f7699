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

export const prospectStatusLabels: Record<ProspectStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  proposal: "Proposal",
  won: "Won",
  lost: "Lost",
};

/** Where a prospect first came from. */
export const prospectSources = ["builder", "inquiry", "import", "staff"] as const;
export type ProspectSource = (typeof prospectSources)[number];

/**
 * Everything that lands on a prospect's timeline. Rows are written where the thing happens
 * (in the same transaction), so the timeline never has to be pieced together later.
 */
export const prospectActivityTypes = [
  "created",
  "lead_captured",
  "inquiry_received",
  "status_changed",
  "owner_changed",
  "note_added",
  "contact_added",
  "contact_updated",
  "contact_removed",
  "details_updated",
  "details_submitted",
  "details_applied",
  "quote_saved",
  "quote_shared",
  "quote_sent",
  "quote_viewed",
  "quote_accepted",
  "quote_declined",
  "opportunity_created",
  "opportunity_stage_changed",
  "merged",
  "imported",
  "archived",
  "restored",
] as const;
export type ProspectActivityType = (typeof prospectActivityTypes)[number];
