import type { ContentChanges } from "./content-changes";

/** DESIGN: content that rarely changes is cached in process and dropped on every write. */
export interface ContentCacheOptions {
  /**
   * Upper bound on how long an entry lives. Writes in this process invalidate at once; the
   * TTL bounds how long another instance behind the same database may serve older data.
   */
  ttlMs?: number;
  /** Changes of every instance: this cache drops its entries on each, and publishes its own. */
  changes?: ContentChanges;
  /**
   * Most entries kept; past it the oldest goes. Keys may come from visitors (search words,
   * page numbers), so the cache must not grow with them.
   */
  maxEntries?: number;
  now?: () => number;
}

export interface ContentCache {
  /** The cached value of `key`, loading it once for all concurrent callers when absent. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** After a committed write: drops this cache (and, with `changes`, every other one). */
  invalidate(): Promise<void>;
}

export function createContentCache({
  ttlMs = 60_000,
  maxEntries = 500,
  now = Date.now,
  changes,
}: ContentCacheOptions = {}): ContentCache {
  const entries = new Map<string, { value: Promise<unknown>; expiresAt: number }>();
  changes?.subscribe(() => entries.clear());
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value as Promise<T>;
      const value = load();
      const entry = { value, expiresAt: now() + ttlMs };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      // A failed load must not be served from the cache; the next caller tries again.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    async invalidate() {
      if (changes) await changes.publish();
      else entries.clear();
    },
  };
}
