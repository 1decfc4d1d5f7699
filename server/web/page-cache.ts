import type { ContentChanges } from "../cache/content-changes";
import { compressPieces, type SplicedGzip } from "../http/gzip-splice";

/**
 * DESIGN: public pages for anonymous visitors are rendered once and kept here, with the
 * render's CSP nonce cut out; each answer puts its own request's nonce back in, so no two
 * visitors share one. Any content change (here or on another instance) drops every page.
 */
export interface CachedPage {
  headers: [string, string][];
  /** The HTML in pieces around where the nonce goes. */
  body: SplicedGzip;
  bytes: number;
}

export interface PageCacheOptions {
  changes: ContentChanges;
  /** Keys come from visitors (query strings, Host), so both bounds matter. */
  maxEntries?: number;
  maxBytes?: number;
  /** Pages that show the time of day or a date-dependent list must not live for ever. */
  ttlMs?: number;
  now?: () => number;
}

/** Headers that describe one transfer, not the page. */
const TRANSFER_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "date",
]);

export function toCachedPage(html: string, nonce: string, headers: Headers): CachedPage {
  const pieces = html.split(nonce).map((piece) => Buffer.from(piece));
  const kept: [string, string][] = [];
  for (const [name, value] of headers) if (!TRANSFER_HEADERS.has(name)) kept.push([name, value]);
  const body = compressPieces(pieces, Buffer.byteLength(nonce));
  const bytes =
    pieces.reduce((sum, piece) => sum + piece.length, 0) +
    body.compressed.reduce((sum, piece) => sum + piece.length, 0);
  return { headers: kept, body, bytes };
}

export interface PageCache {
  get(key: string): CachedPage | undefined;
  /**
   * Keeps a page rendered since `generation` (of `changes`); a change during the render
   * may have reached it only in part, so such a page is not kept.
   */
  set(key: string, page: CachedPage, generation: number): void;
  size(): { entries: number; bytes: number };
}

export function createPageCache({
  changes,
  maxEntries = 200,
  maxBytes = 64 * 1024 * 1024,
  ttlMs = 5 * 60_000,
  now = Date.now,
}: PageCacheOptions): PageCache {
  const entries = new Map<string, { page: CachedPage; expiresAt: number }>();
  let bytes = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.page.bytes;
  };
  changes.subscribe(() => {
    entries.clear();
    bytes = 0;
  });
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        remove(key);
        return undefined;
      }
      // Least recently used goes first: a hit moves the page to the end.
      entries.delete(key);
      entries.set(key, entry);
      return entry.page;
    },
    set(key, page, generation) {
      if (generation !== changes.generation() || page.bytes > maxBytes) return;
      remove(key);
      entries.set(key, { page, expiresAt: now() + ttlMs });
      bytes += page.bytes;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    size: () => ({ entries: entries.size, bytes }),
  };
}
