import { hashKey, type QueryKey } from "@tanstack/react-query";
import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * A loader's answer for one query (decision 056): the key it was read for, the data as the
 * query holds it (the API's envelope, or its data, whichever the query's function returns)
 * and when it was read.
 */
export interface QuerySeed<T> {
  key: QueryKey;
  data: T;
  updatedAt: number;
}

export const querySeed = <T>(key: QueryKey, data: T): QuerySeed<T> => ({
  key,
  data,
  updatedAt: Date.now(),
});

/**
 * useQuery options that start a query from its loader's seed when the seed was read for the
 * same key: the page paints with data, not a skeleton, and the query takes over. The seed
 * ages like any answer, so the query's own `staleTime` decides whether the browser asks again
 * once it runs (a list staff expect live, staleTime 0, does; a slower figure does not).
 */
export function seededQuery<T>(
  seed: QuerySeed<T> | null | undefined,
  key: QueryKey,
): { initialData?: T; initialDataUpdatedAt?: number } {
  if (!seed || hashKey(seed.key) !== hashKey(key)) return {};
  return { initialData: seed.data, initialDataUpdatedAt: seed.updatedAt };
}

/**
 * For pages whose query follows the URL's search (decision 056): a filter, sort or page on
 * the same page is the query's to fetch, so the loader is not run again for it (it would read
 * the same rows twice). Other navigations and form actions revalidate as usual.
 */
export function unlessSearchOnly({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}
