import { createHash } from "node:crypto";

/**
 * JSON with object keys sorted at every depth: the same snapshot always gives the same bytes,
 * whatever order jsonb hands the keys back in, so its SHA-256 can be checked at any time.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 (hex) of a snapshot's canonical JSON: the fingerprint acceptance records. */
export function snapshotSha256(snapshot: unknown): string {
  return createHash("sha256").update(canonicalJson(snapshot)).digest("hex");
}
