import type { Repositories } from "../repositories";

declare module "react-router" {
  /** What the server hands to every loader and action (see server/web/react-router.ts). */
  interface AppLoadContext {
    nonce: string;
    repositories: Repositories;
    /** Origin for canonical and absolute URLs: PUBLIC_URL when set, else the request's. */
    siteUrl: string;
  }
}
