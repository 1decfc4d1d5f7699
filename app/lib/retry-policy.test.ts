import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { retryDelay, retryUnlessRefused } from "./retry-policy";

describe("retryDelay (seed 001 §7)", () => {
  it("backs off from 1 s, doubling, capped at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});

describe("retryUnlessRefused", () => {
  const refused = (status: number) => new ApiError(`${status}: x`, status, "/api/waitlist");

  it("retries a failed submission once when the server or network failed", () => {
    expect(retryUnlessRefused(0, new TypeError("Failed to fetch"))).toBe(true);
    expect(retryUnlessRefused(0, refused(503))).toBe(true);
    expect(retryUnlessRefused(1, refused(503))).toBe(false);
  });

  it("never repeats a refused one (bad input, rate limit)", () => {
    expect(retryUnlessRefused(0, refused(400))).toBe(false);
    expect(retryUnlessRefused(0, refused(429))).toBe(false);
  });
});
