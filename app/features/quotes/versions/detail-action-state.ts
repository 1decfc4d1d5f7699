import { can, type QuoteState, refusal } from "@shared/quotes/status-machine";

/**
 * Which of the staff detail's actions are offered, asked of the quote's state machine
 * (issue 33 item 3, decision 048) rather than of conditions kept in the page.
 */
export function detailActionState(state: QuoteState) {
  return {
    revise: can(state, "revise"),
    saveVersion: can(state, "saveVersion"),
    share: can(state, "share"),
    /** Archive when it can be archived, else Restore. */
    archive: can(state, "archive"),
    /** Why a new version is refused (an accepted version is frozen), or null. */
    frozen: refusal(state, "saveVersion"),
  };
}
