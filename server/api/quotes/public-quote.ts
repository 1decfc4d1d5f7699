import type { ClosedQuote, PublicQuote } from "@shared/quotes/public-quote";
import {
  quoteViewedMessage,
  type SalesOutboxRepositories,
  salesOutbox,
} from "./quote-notifications";
import { type ShareRepository, shareClosed, toEvidence } from "./share-repository";
import { isShareToken } from "./share-token";

export interface QuoteViewer {
  /** False for staff looking at their own link: only the prospect's views count. */
  countView: boolean;
  siteUrl: string;
}

/**
 * Opens a share link for the quote page and its PDF. A token of the wrong shape is answered
 * like an unknown one, without a query; expired and revoked links say so (HTTP 410).
 */
export async function openQuote(
  repositories: SalesOutboxRepositories & { shares: ShareRepository },
  token: string,
  viewer: QuoteViewer,
): Promise<{ open: PublicQuote; firstView: boolean } | { closed: ClosedQuote }> {
  const found = isShareToken(token) ? await repositories.shares.byToken(token) : null;
  if (!found) {
    return { closed: { kind: "missing", provider: await repositories.companyProfile.get() } };
  }
  const { share, decision } = found;
  // An answered quote stays readable (with its evidence) after its validity date.
  const closed = shareClosed(share);
  if (closed === "revoked" || (closed && !decision)) {
    return {
      closed: {
        kind: closed,
        reference: share.reference,
        validUntil: share.expiresAt.toISOString(),
        provider: share.snapshot.provider,
      },
    };
  }
  let firstView = false;
  if (viewer.countView) {
    const notify = await salesOutbox(repositories);
    firstView = await repositories.shares.recordView(share.id, (tx) =>
      notify(tx, (to) => quoteViewedMessage(share.snapshot, viewer.siteUrl, to)),
    );
  }
  return {
    firstView,
    open: {
      token: share.token,
      snapshot: share.snapshot,
      snapshotSha256: share.snapshotSha256,
      decision: decision ? toEvidence(decision, share.snapshot) : null,
    },
  };
}
