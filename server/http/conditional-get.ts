import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { acceptsGzip } from "./accept-encoding";
import { compressPieces, type SplicedGzip, splicedGzip, splicedPlain } from "./gzip-splice";

/** Public catalogue answers: short enough that a staff edit shows up within a minute. */
export const PUBLIC_CONTENT_CACHE_CONTROL = "public, max-age=60";

/**
 * Data together with its validator and its answer, serialized and compressed once when the
 * data is cached; only the envelope's timestamp is put in per request.
 */
export interface CachedAnswer<T> {
  data: T;
  etag: string;
  envelope: SplicedGzip;
  /** How long the answer lane may answer it again, when shorter than the lane's own time. */
  keepForMs?: number;
  /** The Cache-Control it goes out with (public content's by default). */
  cacheControl?: string;
}

/** ISO 8601 with milliseconds, as the envelope's timestamp always is (years 0 to 9999). */
const TIMESTAMP_LENGTH = new Date(0).toISOString().length;

/** Below this an answer goes uncompressed (the compression plugin's threshold too). */
const COMPRESS_FROM_BYTES = 1024;

/** Weak: the envelope around the data carries a fresh timestamp, so bytes differ. */
export function withEtag<T>(data: T): CachedAnswer<T> {
  const json = JSON.stringify(data);
  // The shape and key order of ok(data): data, success, timestamp.
  const envelope = compressPieces(
    [Buffer.from(`{"data":${json},"success":true,"timestamp":"`), Buffer.from(`"}`)],
    TIMESTAMP_LENGTH,
  );
  return { data, etag: etagOf(json), envelope };
}

/**
 * The data's JSON alone, without the envelope (the health probe's answer, issue 37): one
 * piece, so no timestamp goes in. `keepForMs` and `cacheControl` as in CachedAnswer.
 */
export function withoutEnvelope<T>(
  data: T,
  options: Pick<CachedAnswer<T>, "keepForMs" | "cacheControl">,
): CachedAnswer<T> {
  const json = JSON.stringify(data);
  const envelope = compressPieces([Buffer.from(json)], TIMESTAMP_LENGTH);
  return { data, etag: etagOf(json), envelope, ...options };
}

function etagOf(json: string): string {
  return `W/"${createHash("sha256").update(json).digest("base64url").slice(0, 27)}"`;
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

/** The envelope as one answer carries it: its own timestamp, gzipped when the client takes it. */
export function encodedAnswer(
  answer: CachedAnswer<unknown>,
  acceptEncoding: string | undefined,
): { body: Buffer; gzip: boolean } {
  const timestamp = Buffer.from(new Date().toISOString());
  const size = answer.envelope.pieces.reduce((sum, piece) => sum + piece.length, 0);
  if (size >= COMPRESS_FROM_BYTES && acceptsGzip(acceptEncoding)) {
    return { body: splicedGzip(answer.envelope, timestamp), gzip: true };
  }
  return { body: splicedPlain(answer.envelope, timestamp), gzip: false };
}

/** What `sendCached` answered each request with, for the answer lane to keep (answer-lane.ts). */
const sentAnswers = new WeakMap<IncomingMessage, CachedAnswer<unknown>>();

export function sentAnswer(request: IncomingMessage): CachedAnswer<unknown> | undefined {
  return sentAnswers.get(request);
}

/**
 * Answers 304 when the client's copy is current, else the envelope; both with validators.
 * For public content only: the answer lane hands the same answer to every client that asks
 * for the same URL.
 */
export async function sendCached<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer<T>,
) {
  sentAnswers.set(request.raw, answer);
  if (isNotModified(request, reply, answer, answer.cacheControl)) return reply.code(304).send();
  reply.type("application/json; charset=utf-8");
  reply.header("vary", "accept-encoding");
  const { body, gzip } = encodedAnswer(answer, request.headers["accept-encoding"]);
  if (gzip) reply.header("content-encoding", "gzip");
  return reply.send(body);
}
