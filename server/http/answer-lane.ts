import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from "node:http";
import type { FastifyServerFactory } from "fastify";
import { type CachedAnswer, encodedAnswer, etagMatches } from "./conditional-get";
import { requestId } from "./request-id";

/**
 * Issue 12, decision 038: public API answers that `sendCached` sent (catalogue, prices,
 * formulas, glossary; the health probe's for its second, issue 37) are kept with the headers they went out with and answered again before
 * Fastify sees the request, like a cache in front of the server. Fastify's routing, hooks
 * and two log lines cost more than the rest of such an answer.
 */
export interface AnswerLane {
  /** Answers `request` from a kept copy; false when there is none, and Fastify answers. */
  serve(request: IncomingMessage, response: ServerResponse): boolean;
  /** After Fastify sent `answer` (by `sendCached`): keeps it when it went out in full. */
  keep(
    request: IncomingMessage,
    answer: CachedAnswer<unknown>,
    statusCode: number,
    headers: SentHeaders,
  ): void;
  /** Drops every kept answer (public content changed, here or on another instance). */
  clear(): void;
}

/** Fastify's `reply.getHeaders()`. */
type SentHeaders = OutgoingHttpHeaders | Record<string, string | number | string[] | undefined>;

export interface AnswerLaneOptions {
  /**
   * How long a kept answer is served. Changes drop it at once (`clear`); this bounds only how
   * long a change this instance never heard of (a lost LISTEN connection) can go unseen.
   */
  ttlMs?: number;
  /** Most answers kept (one per URL, and query strings come from clients); the oldest goes. */
  maxEntries?: number;
  now?: () => number;
  /**
   * The Host check (decision 044), when PUBLIC_URL is set: a request naming another host, or
   * carrying X-Forwarded-Host (which only Fastify knows whether to trust), goes to Fastify,
   * which answers 421 when it must.
   */
  acceptsHost?: (host: string | undefined) => boolean;
}

/** Headers that belong to one answer, written afresh for each (the ETag: the answer's own). */
const PER_ANSWER =
  /^(etag|date|connection|keep-alive|transfer-encoding|content-length|content-encoding|x-request-id|x-ratelimit-.*|retry-after)$/;
const NONCE = /'nonce-/;

interface Kept {
  answer: CachedAnswer<unknown>;
  /** Name, value, name, value: what writeHead takes without building an object. */
  headers: string[];
  expiresAt: number;
}

export function createAnswerLane({
  ttlMs = 10_000,
  maxEntries = 200,
  now = Date.now,
  acceptsHost,
}: AnswerLaneOptions = {}): AnswerLane {
  const kept = new Map<string, Kept>();

  return {
    serve(request, response) {
      if (request.method !== "GET" || request.url === undefined) return false;
      if (
        acceptsHost &&
        (request.headers["x-forwarded-host"] !== undefined || !acceptsHost(request.headers.host))
      ) {
        return false;
      }
      const entry = kept.get(request.url);
      if (!entry) return false;
      if (entry.expiresAt <= now()) {
        kept.delete(request.url);
        return false;
      }
      const headers = [
        ...entry.headers,
        "etag",
        entry.answer.etag,
        "x-request-id",
        requestId(request),
      ];
      if (etagMatches(request.headers["if-none-match"], entry.answer.etag)) {
        response.writeHead(304, headers);
        response.end();
        return true;
      }
      const { body, gzip } = encodedAnswer(entry.answer, request.headers["accept-encoding"]);
      if (gzip) headers.push("content-encoding", "gzip");
      headers.push("content-length", String(body.length));
      response.writeHead(200, headers);
      response.end(body);
      return true;
    },

    keep(request, answer, statusCode, sent) {
      if (statusCode !== 200 || request.method !== "GET" || !request.url) return;
      // An answer that set a cookie was meant for one client, one with a script nonce for one
      // page view (API answers carry a policy without one, decision 081).
      if (sent["set-cookie"] !== undefined) return;
      if (NONCE.test(String(sent["content-security-policy"] ?? ""))) return;
      const headers: string[] = [];
      for (const [name, value] of Object.entries(sent)) {
        if (value === undefined || PER_ANSWER.test(name)) continue;
        for (const item of Array.isArray(value) ? value : [value]) headers.push(name, String(item));
      }
      kept.delete(request.url);
      const keptFor = Math.min(ttlMs, answer.keepForMs ?? ttlMs);
      kept.set(request.url, { answer, headers, expiresAt: now() + keptFor });
      if (kept.size > maxEntries) {
        const oldest = kept.keys().next().value;
        if (oldest !== undefined) kept.delete(oldest);
      }
    },

    clear() {
      kept.clear();
    },
  };
}

interface FastifySettings {
  http?: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/**
 * Fastify's HTTP server with the lane in front: the same server settings Fastify gives its
 * own (fastify/lib/server.js), and every request the lane cannot answer goes to Fastify.
 */
export function serverWithLane(lane: AnswerLane): FastifyServerFactory {
  return (handler, options) => {
    // Fastify hands over its options with its defaults filled in.
    const settings = options as unknown as FastifySettings;
    const server: Server = createServer(settings.http ?? {}, (request, response) => {
      if (!lane.serve(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = settings.keepAliveTimeout;
    server.requestTimeout = settings.requestTimeout;
    server.setTimeout(settings.connectionTimeout);
    if (settings.maxRequestsPerSocket > 0)
      server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
    return server;
  };
}
