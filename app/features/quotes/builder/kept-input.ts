import { type HONEYPOT_FIELD, organizationSizes } from "@shared/inquiries/inquiry-constants";
import type { BuilderState } from "@shared/quotes/builder/draft";
import type { LeadInput } from "@shared/quotes/builder/lead";
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

/** The lead step's fields as typed (half-typed is fine). */
export type LeadFields = Omit<LeadInput, typeof HONEYPOT_FIELD>;

const isSize = (value: unknown): value is LeadFields["companySize"] =>
  (organizationSizes as readonly unknown[]).includes(value);

/**
 * The lead step's fields this browser kept unsent, or null when nothing is kept or what is
 * kept has another shape (an older version's). A plain check rather than a schema, so the
 * step that opens the builder loads no schema library (issue 37, decision 079).
 */
export function readUnsentLead(sessionId: string): LeadFields | null {
  const kept = readKept(unsentLeadKey(sessionId));
  if (typeof kept !== "object" || kept === null) return null;
  const { companyName, contactName, email, phone, companySize } = kept as Record<string, unknown>;
  const texts = [companyName, contactName, email, phone];
  if (!texts.every((text) => typeof text === "string")) return null;
  if (companySize !== undefined && !isSize(companySize)) return null;
  return { companyName, contactName, email, phone, companySize } as LeadFields;
}
