import { describe, expect, it } from "vitest";
import { createQueryClient, retryDelay } from "./query-client";

describe("query defaults (seed 001 §7)", () => {
  it("backs off from 1 s, doubling, capped at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it("uses the spec's stale, cache, retry and focus settings", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(5 * 60_000);
    expect(queries?.gcTime).toBe(10 * 60_000);
    expect(queries?.retry).toBe(3);
    expect(queries?.refetchOnWindowFocus).toBe(true);
    expect(mutations?.retry).toBe(1);
  });
});
