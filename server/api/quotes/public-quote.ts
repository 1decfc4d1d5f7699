import type { ClosedQuote, PublicQuote } from "@shared/quotes/public-quote";
import { quoteServiceOf } from "./quote-service";
import { shareClosed, toEvidence } from "./share-repository";
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
  app: Parameters<typeof quoteServiceOf>[0],
  token: string,
  viewer: QuoteViewer,
): Promise<{ open: PublicQuote; firstView: boolean } | { closed: ClosedQuote }> {
  const { repositories, services } = app;
  const found = isShareToken(token) ? await repositories.shares.byToken(token) : null;
  if (!found) {
    return { closed: { kind: "missing", provider: await services.companyProfile.provider() } };
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
    ({ first: firstView } = await quoteServiceOf(app).recordView(share.id, {
      siteUrl: viewer.siteUrl,
    }));
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
