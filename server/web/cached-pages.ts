import type { FastifyReply, FastifyRequest } from "fastify";
import { acceptsGzip } from "../http/accept-encoding";
import { splicedGzip, splicedPlain } from "../http/gzip-splice";
import type { CachedPage } from "./page-cache";

/**
 * Pages that are the same for every visitor without a session: no personal data, no counter
 * that a view must move (a shared quote counts its views, so it is not here), no form state.
 */
const SHARED_PAGES = [
  /^\/$/,
  /^\/blog(\/[^/]+)?$/,
  /^\/privacy-policy$/,
  /^\/terms-of-service$/,
  /^\/services\/[^/]+$/,
  /^\/service-builder(\/.*)?$/,
  /^\/sitemap\.xml$/,
  /^\/robots\.txt$/,
];

/** Longer addresses are left uncached: nothing of ours needs them, and keys stay small. */
const MAX_URL_LENGTH = 512;

/**
 * The cache key of a request that may be answered from the page cache, or undefined. Staff
 * (any session or sign-in cookie) always get a fresh render. The site's origin is part of the
 * key because canonical links use it when PUBLIC_URL is unset.
 */
export function sharedPageKey(
  request: FastifyRequest,
  siteUrl: string,
  authCookies: readonly string[],
): string | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  if (request.url.length > MAX_URL_LENGTH) return undefined;
  if (authCookies.some((name) => request.cookies[name] !== undefined)) return undefined;
  const pathname = request.url.split("?", 1)[0] ?? "";
  if (!SHARED_PAGES.some((pattern) => pattern.test(pathname))) return undefined;
  return `${siteUrl}${request.url}`;
}

/** Sends a cached page with this request's nonce, gzip when the client takes it. */
export function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  nonce: string,
  state: "hit" | "miss",
): FastifyReply {
  reply.status(200);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header("vary", "accept-encoding");
  reply.header("x-page-cache", state);
  const insert = Buffer.from(nonce);
  if (acceptsGzip(request.headers["accept-encoding"])) {
    reply.header("content-encoding", "gzip");
    return reply.send(splicedGzip(page.body, insert));
  }
  return reply.send(splicedPlain(page.body, insert));
}
