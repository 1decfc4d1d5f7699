import type { BuilderState } from "@shared/quotes/builder/draft";
import { readKept } from "~/lib/local-store";
import type { HeldProgress } from "~/lib/session-id";

/**
 * What this browser keeps of a session that the server does not have yet: the lead step's
 * fields before they are sent, and a draft whose autosave has not gone through.
 */
export const unsentLeadKey = (sessionId: string) => `sb-unsent-lead:${sessionId}`;
export const unsavedDraftKey = (sessionId: string) => `sb-unsaved-draft:${sessionId}`;

/** True when something typed for `sessionId` is kept here and not sent yet. */
export function hasKeptInput(sessionId: string): boolean {
  if (readKept(unsavedDraftKey(sessionId)) !== null) return true;
  const lead = readKept(unsentLeadKey(sessionId));
  return (
    typeof lead === "object" &&
    lead !== null &&
    Object.values(lead).some((value) => typeof value === "string" && value.trim() !== "")
  );
}

/** How far the held session got (decision 046), from its own draft and this browser. */
export function progressOf(held: BuilderState, keptInput: boolean): HeldProgress {
  if (held.lead !== null || held.draft.stepReached !== "lead") return "lead";
  return keptInput ? "input" : "nothing";
}
