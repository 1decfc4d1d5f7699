import type { QuoteDecision, QuoteStatus, StoredQuoteStatus } from "./status";

/**
 * A quote's lifecycle as one pure state machine (decision 048): draft -> shared -> viewed ->
 * accepted | declined; "expired" is derived (a shared or viewed quote whose link ran out);
 * archiving is a flag beside the status, so an archived quote keeps what it was.
 *
 * The server's use cases ask it before they write, and the pages ask it which buttons to
 * enable, so a status rule lives here once instead of as string lists in each caller.
 */

export const quoteActions = [
  /** Staff freeze a version behind a new link. */
  "share",
  /** The prospect opens the link. */
  "view",
  /** Staff revoke the quote's last open link: a shared or viewed quote is a draft again. */
  "withdraw",
  "accept",
  "decline",
  /** A new version (builder save, staff 'save version', staff discount). */
  "saveVersion",
  /** An explicit new draft on top of an accepted version, which stays as it was accepted. */
  "revise",
  "archive",
  "restore",
] as const;
export type QuoteAction = (typeof quoteActions)[number];

export interface QuoteState {
  status: QuoteStatus;
  archived?: boolean;
}

export type Transition =
  | { ok: true; to: StoredQuoteStatus }
  | { ok: false; reason: string; code: "frozen" | "closed" | "archived" | "open" };

/** What staff read when they try to change an accepted version (issue 33). */
export const ACCEPTED_FROZEN =
  "This version was accepted by the prospect and is frozen. Use 'Revise accepted quote' to start a new version; the accepted one and its evidence stay as they are.";
const CLOSED = "This quote link has expired; share the quote again for a new link.";
const ALREADY_ARCHIVED = "This quote is already archived.";
const NOT_ARCHIVED = "This quote is not archived.";
const NOT_ACCEPTED = "Only an accepted quote is revised; change this one directly.";

const refuse = (code: Extract<Transition, { ok: false }>["code"], reason: string): Transition => ({
  ok: false,
  reason,
  code,
});
const to = (status: StoredQuoteStatus): Transition => ({ ok: true, to: status });

/**
 * The stored status after `action`, or why it is refused. "expired" is read, never stored:
 * actions on an expired quote land on stored statuses like those of the quote it was.
 */
export function transition(state: QuoteState, action: QuoteAction): Transition {
  const { status } = state;
  if (action === "archive") {
    return state.archived ? refuse("archived", ALREADY_ARCHIVED) : to(storedOf(status));
  }
  if (action === "restore") {
    return state.archived ? to(storedOf(status)) : refuse("archived", NOT_ARCHIVED);
  }
  if (status === "accepted") {
    // Nothing leaves accepted but an explicit revision; viewing the accepted link again is
    // allowed and changes nothing.
    if (action === "revise") return to("draft");
    if (action === "view" || action === "withdraw") return to("accepted");
    return refuse("frozen", ACCEPTED_FROZEN);
  }
  if (action === "revise") return refuse("open", NOT_ACCEPTED);
  switch (action) {
    case "share":
      return to("shared");
    case "saveVersion":
      // A new version does not change where the quote stands (today's rule): a shared quote's
      // link still offers the version it froze.
      return to(storedOf(status));
    case "withdraw":
      // Answered quotes keep their answer; a link no longer offered leaves a draft.
      return to(status === "declined" ? "declined" : "draft");
    case "view":
      if (status === "expired") return refuse("closed", CLOSED);
      return to(status === "shared" ? "viewed" : status);
    case "accept":
    case "decline":
      if (status === "expired") return refuse("closed", CLOSED);
      // Each link is answered once (its decision row), but a quote offered by two links can
      // be declined on one and accepted on the other, and a draft can be answered through an
      // older link still open (decision 048).
      return to(action === "accept" ? "accepted" : "declined");
  }
}

/** The stored status an "expired" reading stands for (the quote was shared or viewed). */
function storedOf(status: QuoteStatus): StoredQuoteStatus {
  return status === "expired" ? "shared" : status;
}

export const can = (state: QuoteState, action: QuoteAction) => transition(state, action).ok;

/** Every action a quote in this state allows, for the pages' buttons. */
export function availableActions(state: QuoteState): QuoteAction[] {
  return quoteActions.filter((action) => can(state, action));
}

/** Why an action is refused, or null when it is allowed (a button's explanation). */
export function refusal(state: QuoteState, action: QuoteAction): string | null {
  const result = transition(state, action);
  return result.ok ? null : result.reason;
}

/**
 * A share's answer applied to each configuration it offers: the accepted option becomes
 * accepted, every other option is declined, and a configuration already accepted elsewhere
 * keeps its acceptance (it is frozen). Declining the share declines every open option.
 */
export function decisionOutcome(
  offered: ReadonlyMap<string, QuoteStatus>,
  acceptedId: string | null,
): Map<string, StoredQuoteStatus> {
  const next = new Map<string, StoredQuoteStatus>();
  for (const [id, status] of offered) {
    if (status === "accepted") {
      next.set(id, "accepted");
      continue;
    }
    next.set(id, id === acceptedId ? "accepted" : "declined");
  }
  return next;
}

/** A stored status with its link's expiry read as the status staff and prospects see. */
export function effectiveStatus(
  status: StoredQuoteStatus,
  expiresAt: Date | string | null,
  now = new Date(),
): QuoteStatus {
  if ((status === "shared" || status === "viewed") && expiresAt) {
    if (new Date(expiresAt).getTime() <= now.getTime()) return "expired";
  }
  return status;
}

/**
 * One share link's own state (issue 33 item 3): the quote machine above speaks of a whole
 * quote, which two links may offer, while each link is answered once. A recorded answer wins
 * over the link's end (an answered link that later expired still shows its answer); then a
 * withdrawn link; then one past its expiry.
 */
export const linkStates = ["open", "accepted", "declined", "expired", "revoked"] as const;
export type LinkState = (typeof linkStates)[number];
export type LinkAction = "accept" | "decline";

export function linkState(
  link: {
    decision: QuoteDecision | null;
    revokedAt: Date | string | null;
    expiresAt: Date | string;
  },
  now = new Date(),
): LinkState {
  if (link.decision) return link.decision;
  if (link.revokedAt) return "revoked";
  if (new Date(link.expiresAt).getTime() <= now.getTime()) return "expired";
  return "open";
}

/** What a prospect may still do with a link: answer it, once, while it is open. */
export function linkActions(state: LinkState): LinkAction[] {
  return state === "open" ? ["accept", "decline"] : [];
}
