import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { ok } from "./envelope";

/** Public catalogue answers: short enough that a staff edit shows up within a minute. */
export const PUBLIC_CONTENT_CACHE_CONTROL = "public, max-age=60";

/** Data together with its validator, computed once when the data is cached. */
export interface CachedAnswer<T> {
  data: T;
  etag: string;
}

/** Weak: the envelope around the data carries a fresh timestamp, so bytes differ. */
export function withEtag<T>(data: T): CachedAnswer<T> {
  const digest = createHash("sha256").update(JSON.stringify(data)).digest("base64url");
  return { data, etag: `W/"${digest.slice(0, 27)}"` };
}

/** RFC 9110 §13.1.2: weak comparison against every tag the client lists, or "*". */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/**
 * Sets the validator and caching headers, and tells whether the client's copy is current
 * (then the route answers 304 with no body).
 */
export function isNotModified(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer<unknown>,
  cacheControl = PUBLIC_CONTENT_CACHE_CONTROL,
): boolean {
  reply.header("etag", answer.etag);
  reply.header("cache-control", cacheControl);
  return etagMatches(request.headers["if-none-match"], answer.etag);
}

/** The 304 answer's schema (no body), for a route's OpenAPI description. */
export const notModifiedSchema = z
  .null()
  .describe("Not modified: the copy named by If-None-Match is current");

/** Answers 304 when the client's copy is current, else the envelope; both with validators. */
export async function sendCached<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer<T>,
) {
  if (isNotModified(request, reply, answer)) return reply.code(304).send();
  return reply.send(ok(answer.data));
}
