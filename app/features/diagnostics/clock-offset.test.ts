import { describe, expect, it } from "vitest";
import { clockOffset } from "./clock-offset";

describe("clockOffset", () => {
  it("compares the server's stamp with the midpoint of the round trip", () => {
    expect(clockOffset({ sentAt: 1_000, receivedAt: 1_100, serverTime: 1_050 })).toEqual({
      offsetMs: 0,
      roundTripMs: 100,
    });
    expect(clockOffset({ sentAt: 1_000, receivedAt: 1_100, serverTime: 3_550 })).toEqual({
      offsetMs: 2_500,
      roundTripMs: 100,
    });
    expect(clockOffset({ sentAt: 1_000, receivedAt: 1_020, serverTime: 700 })).toEqual({
      offsetMs: -310,
      roundTripMs: 20,
    });
  });
});
