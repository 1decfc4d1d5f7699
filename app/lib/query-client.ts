import { MutationCache, QueryClient } from "@tanstack/react-query";
import { MUTATION_RETRIES, QUERY_RETRIES, retryDelay } from "./retry-policy";

/** Seed 001 §7/§9 query defaults. */
export const QUERY_STALE_TIME_MS = 5 * 60_000;
export const QUERY_CACHE_TIME_MS = 10 * 60_000;

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
