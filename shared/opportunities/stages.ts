/** The pipeline of issue 13, left to right on the board. */
export const opportunityStages = [
  "qualification",
  "proposal",
  "negotiation",
  "won",
  "lost",
] as const;
export type OpportunityStage = (typeof opportunityStages)[number];

export const opportunityStageLabels: Record<OpportunityStage, string> = {
  qualification: "Qualification",
  proposal: "Proposal",
  negotiation: "Negotiation",
  won: "Won",
  lost: "Lost",
};

/** Chance of closing per stage, in percent, for the weighted forecast. */
export const opportunityStageProbability: Record<OpportunityStage, number> = {
  qualification: 20,
  proposal: 50,
  negotiation: 75,
  won: 100,
  lost: 0,
};

export const closedStages: readonly OpportunityStage[] = ["won", "lost"];
