import { ApiError } from "./api-client";

/**
 * Seed 001 §7/§9 retry defaults, apart from the query client so that code retrying on its
 * own (the builder's autosave, the real-time socket) does not load TanStack Query with them
 * (issue 37: a builder step's JavaScript before interaction).
 */
export const QUERY_RETRIES = 3;
export const MUTATION_RETRIES = 1;
export const RETRY_DELAY_CAP_MS = 30_000;

/** 1 s, 2 s, 4 s ... capped at 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, RETRY_DELAY_CAP_MS);
}

/**
 * For public form submissions: the one mutation retry, but not after a refusal (4xx: bad
 * input, rate limit), which the server would only repeat.
 */
export function retryUnlessRefused(failures: number, error: unknown): boolean {
  return failures < MUTATION_RETRIES && !(error instanceof ApiError && error.status < 500);
}
