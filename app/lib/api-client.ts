import type { Envelope, FieldErrors } from "@shared/api/envelope";
import { SESSION_HEADER } from "@shared/quotes/builder/session-id";
import type { z } from "zod";
import { recordRequest } from "./request-log";

/** Seed 001 §9: default request time-out. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Seed 001 §8: what a failed request raises. */
export class ApiError extends Error {
  override name = "ApiError";
  readonly timestamp = new Date().toISOString();
  constructor(
    message: string,
    readonly status: number,
    readonly url: string,
    readonly body: unknown = null,
    readonly validationErrors: FieldErrors = {},
    /** The answer's Retry-After in seconds (429, 503), when it sent one. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

export interface RequestOptions extends Omit<RequestInit, "body" | "signal"> {
  /** Sent as JSON; a Blob (a file the user picked) is sent as it is, with its own type. */
  body?: unknown;
  /** Adds the X-SB-Session header. */
  sessionId?: string;
  timeoutMs?: number;
  /** Lenient shape check (seed 001 §5): a mismatch is logged and the data still used. */
  schema?: z.ZodType;
  signal?: AbortSignal;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function messageOf(body: unknown, fallback: string): string {
  if (body && typeof body === "object" && "message" in body && typeof body.message === "string") {
    return body.message;
  }
  return fallback;
}

function errorsOf(body: unknown): FieldErrors {
  if (
    body &&
    typeof body === "object" &&
    "errors" in body &&
    body.errors &&
    typeof body.errors === "object"
  ) {
    return body.errors as FieldErrors;
  }
  return {};
}

/** Retry-After given in seconds (the server never sends the date form). */
function retryAfterOf(value: string | null): number | null {
  const seconds = value === null ? Number.NaN : Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

/** Seed 001 §7: cookies included, JSON (or file) bodies, session header, 204 -> null, time-out. */
export async function apiRequest<T = unknown>(
  url: string,
  options: RequestOptions = {},
): Promise<T> {
  const {
    body,
    sessionId,
    timeoutMs = REQUEST_TIMEOUT_MS,
    schema,
    signal,
    headers,
    ...init
  } = options;
  const requestHeaders = new Headers(headers);
  requestHeaders.set("Accept", "application/json");
  const file = body instanceof Blob ? body : undefined;
  if (body !== undefined && !file) requestHeaders.set("Content-Type", "application/json");
  if (sessionId) requestHeaders.set(SESSION_HEADER, sessionId);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener("abort", onCallerAbort, { once: true });

  const method = (init.method ?? "GET").toUpperCase();
  const startedAt = performance.now();
  const log = (status: number | null, requestId: string | null, logged: unknown) =>
    recordRequest({
      method,
      url,
      status,
      requestId,
      body: logged,
      durationMs: Math.round(performance.now() - startedAt),
      at: Date.now(),
    });

  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      credentials: "include",
      headers: requestHeaders,
      body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal: controller.signal,
    });
  } catch (error) {
    log(null, null, timedOut ? `timed out after ${timeoutMs}ms` : String(error));
    if (timedOut) throw new ApiError(`Request to ${url} timed out after ${timeoutMs}ms`, 408, url);
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onCallerAbort);
  }

  const requestId = response.headers.get("x-request-id");
  if (response.status === 204) {
    log(204, requestId, null);
    return null as T;
  }
  const payload = await readBody(response);
  log(response.status, requestId, payload);
  if (!response.ok) {
    const message = messageOf(payload, response.statusText);
    throw new ApiError(
      `${response.status}: ${message}`,
      response.status,
      url,
      payload,
      errorsOf(payload),
      retryAfterOf(response.headers.get("retry-after")),
    );
  }
  if (schema) {
    const check = schema.safeParse(payload);
    if (!check.success) console.warn(`Unexpected response shape from ${url}`, check.error.issues);
  }
  return payload as T;
}

/** The `data` of an API envelope. */
export async function apiData<T>(url: string, options?: RequestOptions): Promise<T> {
  const envelope = await apiRequest<Envelope<T>>(url, options);
  return envelope.data;
}
