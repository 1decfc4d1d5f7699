import type { AuthUser } from "@shared/auth/user";
import type { ClosedQuote, PublicQuote } from "@shared/quotes/public-quote";
import type { Repositories } from "../repositories";
import type { PageReads } from "./page-reads";

declare module "react-router" {
  /** What the server hands to every loader and action (see server/web/react-router.ts). */
  interface AppLoadContext {
    nonce: string;
    repositories: Repositories;
    /** The API routes' own read functions, for loaders that seed a query (decision 056). */
    reads: PageReads;
    /** The signed-in user of the request's session cookie, or null. */
    user: AuthUser | null;
    /** That session's id (not its token): marks "this device" in the session list. */
    sessionId: string | null;
    /** Origin for canonical and absolute URLs: PUBLIC_URL when set, else the request's. */
    siteUrl: string;
    /**
     * Opens a quote link for /sb/quote/{token}, counting the view (and telling sales about
     * the first one) unless staff are signed in.
     */
    openQuote(token: string): Promise<{ open: PublicQuote } | { closed: ClosedQuote }>;
  }
}
