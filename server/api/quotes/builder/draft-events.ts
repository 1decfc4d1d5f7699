import type { BuilderDraft } from "@shared/quotes/builder/draft";
import type { BuilderEventType } from "@shared/quotes/builder/events";
import { stepIndex } from "@shared/quotes/builder/steps";

/**
 * The funnel events a draft save means (issue 10): reaching the recommendations completes
 * the assessment and shows them; a change of the choices once configuring is a change.
 * Pure, so the rules are tested without a database; throttling happens at the caller.
 */
export function draftEvents(previous: BuilderDraft | null, next: BuilderDraft): BuilderEventType[] {
  const before = previous ? stepIndex(previous.stepReached) : 0;
  const after = stepIndex(next.stepReached);
  const recommendations = stepIndex("recommendations");
  const events: BuilderEventType[] = [];
  if (before < recommendations && after >= recommendations) {
    events.push("assessment-completed", "recommendations-shown");
  }
  const choicesChanged =
    JSON.stringify(previous?.selections ?? []) !== JSON.stringify(next.selections) ||
    JSON.stringify(previous?.locations ?? []) !== JSON.stringify(next.locations);
  if (after >= stepIndex("configure") && choicesChanged) events.push("configuration-changed");
  return events;
}

/** A visitor may go back, but the furthest step reached never goes down. */
export function furthestStep(previous: BuilderDraft | null, next: BuilderDraft): BuilderDraft {
  if (!previous || stepIndex(previous.stepReached) <= stepIndex(next.stepReached)) return next;
  return { ...next, stepReached: previous.stepReached };
}
