import { QUOTE_REFERENCE_PATTERN } from "@shared/quotes/reference";
import { describe, expect, it } from "vitest";
import { isShareToken, newQuoteReference, newShareToken } from "./share-token";
import { canonicalJson, snapshotSha256 } from "./snapshot-hash";

describe("snapshot fingerprint", () => {
  it("does not depend on key order", () => {
    const a = { b: 1, a: { d: [1, { z: 1, y: 2 }], c: "x" } };
    const b = { a: { c: "x", d: [1, { y: 2, z: 1 }] }, b: 1 };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(snapshotSha256(a)).toBe(snapshotSha256(b));
    expect(snapshotSha256(a)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("changes with any value", () => {
    expect(snapshotSha256({ total: 100 })).not.toBe(snapshotSha256({ total: 101 }));
    expect(snapshotSha256({ lines: [1, 2] })).not.toBe(snapshotSha256({ lines: [2, 1] }));
  });
});

describe("share tokens and references", () => {
  it("makes 256-bit base64url tokens that never repeat", () => {
    const tokens = new Set(Array.from({ length: 1000 }, newShareToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(isShareToken(token)).toBe(true);
    expect(Buffer.from([...tokens][0] as string, "base64url")).toHaveLength(32);
  });

  it("refuses anything not shaped like a token", () => {
    for (const value of [
      "",
      "abc",
      `${"a".repeat(42)}=`,
      `${"a".repeat(44)}`,
      "../../etc/passwd",
    ]) {
      expect(isShareToken(value)).toBe(false);
    }
  });

  it("reads references without ambiguous characters", () => {
    const reference = newQuoteReference(new Date("2026-11-25T10:00:00Z"));
    expect(reference).toMatch(QUOTE_REFERENCE_PATTERN);
    expect(reference.startsWith("Q-2026-")).toBe(true);
  });
});
