import { describe, expect, it, vi } from "vitest";
import { createContentCache } from "./content-cache";
import { createContentChanges } from "./content-changes";

describe("content cache", () => {
  it("loads once for concurrent callers and serves the cached value afterwards", async () => {
    const cache = createContentCache();
    const load = vi.fn(async () => "value");
    const [a, b] = await Promise.all([cache.get("k", load), cache.get("k", load)]);
    expect([a, b, await cache.get("k", load)]).toEqual(["value", "value", "value"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads again after invalidate", async () => {
    const cache = createContentCache();
    let n = 0;
    const load = async () => ++n;
    expect(await cache.get("k", load)).toBe(1);
    await cache.invalidate();
    expect(await cache.get("k", load)).toBe(2);
  });

  it("keeps no failed load", async () => {
    const cache = createContentCache();
    await expect(cache.get("k", async () => Promise.reject(new Error("db down")))).rejects.toThrow(
      "db down",
    );
    expect(await cache.get("k", async () => "recovered")).toBe("recovered");
  });

  it("expires entries after the TTL", async () => {
    let clock = 0;
    const cache = createContentCache({ ttlMs: 1000, now: () => clock });
    let n = 0;
    const load = async () => ++n;
    expect(await cache.get("k", load)).toBe(1);
    clock = 999;
    expect(await cache.get("k", load)).toBe(1);
    clock = 1000;
    expect(await cache.get("k", load)).toBe(2);
  });

  it("keeps keys apart", async () => {
    const cache = createContentCache();
    expect(await cache.get("a", async () => "A")).toBe("A");
    expect(await cache.get("b", async () => "B")).toBe("B");
  });

  it("keeps at most maxEntries, dropping the oldest", async () => {
    const cache = createContentCache({ maxEntries: 2 });
    let n = 0;
    const load = async () => ++n;
    await cache.get("a", load);
    await cache.get("b", load);
    await cache.get("c", load);
    expect(await cache.get("b", load)).toBe(2);
    expect(await cache.get("c", load)).toBe(3);
    expect(await cache.get("a", load)).toBe(4);
  });
});

describe("content cache with shared changes", () => {
  it("drops every cache on one change, and a change from elsewhere drops it too", async () => {
    const changes = createContentChanges();
    const prices = createContentCache({ changes });
    const posts = createContentCache({ changes });
    let n = 0;
    const load = async () => ++n;
    expect(await prices.get("k", load)).toBe(1);
    expect(await posts.get("k", load)).toBe(2);
    await prices.invalidate();
    expect(await posts.get("k", load)).toBe(3);
    changes.receive();
    expect(await prices.get("k", load)).toBe(4);
  });
});
