import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createContentChanges } from "../cache/content-changes";
import { splicedGzip, splicedPlain } from "../http/gzip-splice";
import { createPageCache, toCachedPage } from "./page-cache";

const NONCE = "AAAAAAAAAAAAAAAAAAAAAA==";
const OTHER = "BBBBBBBBBBBBBBBBBBBBBB==";

function page(text: string) {
  const html = `<p>${text}</p><script nonce="${NONCE}">go()</script>`;
  return toCachedPage(
    html,
    NONCE,
    new Headers({ "content-type": "text/html", "content-length": "9" }),
  );
}

describe("cached pages", () => {
  it("keep the page's headers but not the transfer's, and take another nonce in both forms", () => {
    const cached = page("Managed security");
    expect(cached.headers).toEqual([["content-type", "text/html"]]);
    const expected = `<p>Managed security</p><script nonce="${OTHER}">go()</script>`;
    expect(splicedPlain(cached.body, Buffer.from(OTHER)).toString()).toBe(expected);
    expect(gunzipSync(splicedGzip(cached.body, Buffer.from(OTHER))).toString()).toBe(expected);
  });
});

describe("page cache", () => {
  it("drops every page on a content change, and keeps no page rendered across one", () => {
    const changes = createContentChanges();
    const cache = createPageCache({ changes });
    cache.set("/", page("home"), changes.generation());
    expect(cache.get("/")).toBeDefined();
    const renderStarted = changes.generation();
    changes.receive();
    expect(cache.get("/")).toBeUndefined();
    cache.set("/", page("stale"), renderStarted);
    expect(cache.get("/")).toBeUndefined();
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
  });

  it("stays within its entry and byte bounds however many addresses visitors try", () => {
    const changes = createContentChanges();
    const one = page("x").bytes;
    const cache = createPageCache({ changes, maxEntries: 50, maxBytes: one * 30 });
    for (let i = 0; i < 1_000; i++) cache.set(`/?q=${i}`, page("x"), 0);
    expect(cache.size().entries).toBe(30);
    expect(cache.size().bytes).toBeLessThanOrEqual(one * 30);
    expect(cache.get("/?q=999")).toBeDefined();
    expect(cache.get("/?q=0")).toBeUndefined();
  });

  it("evicts the least recently used page first", () => {
    const changes = createContentChanges();
    const cache = createPageCache({ changes, maxEntries: 2 });
    cache.set("/a", page("a"), 0);
    cache.set("/b", page("b"), 0);
    cache.get("/a");
    cache.set("/c", page("c"), 0);
    expect(cache.get("/a")).toBeDefined();
    expect(cache.get("/b")).toBeUndefined();
  });

  it("lets a page expire after its time to live", () => {
    let clock = 0;
    const cache = createPageCache({
      changes: createContentChanges(),
      ttlMs: 1_000,
      now: () => clock,
    });
    cache.set("/", page("home"), 0);
    clock = 999;
    expect(cache.get("/")).toBeDefined();
    clock = 1_000;
    expect(cache.get("/")).toBeUndefined();
  });
});
