import type { LineKey } from "./line-key";

/**
 * Whether two keys name the same line (one service at one location). Apart from the key's
 * schema (line-key.ts), so the pages comparing lines load no schema library (issue 37,
 * decision 079).
 */
export function sameLine(a: LineKey, b: LineKey): boolean {
  return a.locationId === b.locationId && a.serviceId === b.serviceId;
}
