import { closedStages, type OpportunityStage, opportunityStageProbability } from "./stages";

export const LOST_REASON_REQUIRED = "Give a reason why this deal was lost";
export const LOST_REASON_MAX = 500;

export const isClosedStage = (stage: OpportunityStage) => closedStages.includes(stage);

/**
 * The columns a move to `to` writes: the stage clock restarts, closing stages stamp
 * closed_at (reopening clears it), and only Lost keeps a reason. Null when nothing moves.
 */
export function stageChange(
  from: OpportunityStage,
  to: OpportunityStage,
  lostReason: string | null,
  now: Date,
) {
  if (from === to) return null;
  return {
    stage: to,
    stageChangedAt: now,
    closedAt: isClosedStage(to) ? now : null,
    lostReason: to === "lost" ? lostReason : null,
  };
}

/** Value of a deal over its first year, in cents: twelve months plus the set-up fee. */
export const firstYearCents = (monthlyCents: number, setupCents: number) =>
  monthlyCents * 12 + setupCents;

/** First-year value times the stage's chance of closing, rounded to whole cents. */
export function weightedCents(stage: OpportunityStage, monthlyCents: number, setupCents: number) {
  return Math.round(
    (firstYearCents(monthlyCents, setupCents) * opportunityStageProbability[stage]) / 100,
  );
}

/** Whole days since `since` (the card's age in its stage). */
export function daysSince(since: Date, now: Date) {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / 86_400_000));
}
