import type { CompanyProfile } from "../settings/company-profile";
import type { DecisionEvidence } from "./decision";
import type { QuoteSnapshot } from "./snapshot";

/** What /sb/quote/{token} shows: the frozen snapshot and, once answered, the evidence. */
export interface PublicQuote {
  token: string;
  snapshot: QuoteSnapshot;
  snapshotSha256: string;
  decision: DecisionEvidence | null;
}

/** Why a link does not open: unknown (404) or no longer valid (410). */
export type ClosedQuote =
  | { kind: "missing"; provider: CompanyProfile }
  | {
      kind: "revoked" | "expired";
      reference: string;
      validUntil: string;
      provider: CompanyProfile;
    };
