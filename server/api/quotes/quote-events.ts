import type { DecisionEvidence } from "@shared/quotes/decision";
import type { quoteSends, quoteShares } from "../../db/schema/quotes";
import type { ListedApproval } from "./approvals/approval-repository";

type ShareRow = typeof quoteShares.$inferSelect;
type SendRow = typeof quoteSends.$inferSelect;

/**
 * What a quote use case caused (decision 048). Each use case returns the events it caused;
 * quote-reactions.ts maps every event to what follows it, in the use case's transaction.
 */
export type QuoteEvent =
  | { type: "quote.shared"; share: ShareRow }
  /** Staff e-mailed a link to the prospect's contacts (issue 35 §1). */
  | {
      type: "quote.sent";
      share: ShareRow;
      send: SendRow;
      by: { id: string; username: string } | null;
    }
  /** The first view of a link only: later views are counted on the share, not announced. */
  | { type: "quote.viewed"; share: ShareRow }
  | { type: "quote.accepted"; share: ShareRow; evidence: DecisionEvidence }
  | { type: "quote.declined"; share: ShareRow; evidence: DecisionEvidence }
  | {
      type: "version.saved";
      configurationId: string;
      version: number;
      createdByUserId: string | null;
    }
  /** Staff started a new version on top of an accepted one, which stays as accepted. */
  | {
      type: "quote.revised";
      configurationId: string;
      acceptedVersion: number;
      version: number;
      createdByUserId: string | null;
    }
  /** A saved version's staff discount needs an approver (issue 35 §5). */
  | { type: "discount.approval_requested"; approval: ListedApproval }
  /** An approver approved or rejected it, with a reason. */
  | {
      type: "discount.decided";
      approval: ListedApproval;
      by: { id: string; username: string };
    }
  /** Staff archived a quote or brought it back (a flag beside its status, decision 048). */
  | {
      type: "quote.archived" | "quote.restored";
      configurationId: string;
      /** The quote's name (its current version's), as the audit log labels it. */
      name: string;
      by: { id: string; username: string };
    };

export type QuoteEventType = QuoteEvent["type"];
export type QuoteEventOf<T extends QuoteEventType> = Extract<QuoteEvent, { type: T }>;
