import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";

describe("query defaults (seed 001 §7)", () => {
  it("uses the spec's stale, cache, retry and focus settings", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(5 * 60_000);
    expect(queries?.gcTime).toBe(10 * 60_000);
    expect(queries?.retry).toBe(3);
    expect(queries?.refetchOnWindowFocus).toBe(true);
    expect(mutations?.retry).toBe(1);
  });
});
