import { MutationCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

/** Seed 001 §7/§9 query defaults. */
export const QUERY_STALE_TIME_MS = 5 * 60_000;
export const QUERY_CACHE_TIME_MS = 10 * 60_000;
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

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error) => console.error("Mutation failed", error),
    }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_CACHE_TIME_MS,
        retry: QUERY_RETRIES,
        retryDelay,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: MUTATION_RETRIES, retryDelay },
    },
  });
}
