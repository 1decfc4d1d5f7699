import { describe, expect, it } from "vitest";
import { daysSince, firstYearCents, stageChange, weightedCents } from "./stage-rules";

describe("stage rules", () => {
  const now = new Date("2026-05-01T10:00:00Z");

  it("closing stages stamp closed_at; reopening clears it and the reason", () => {
    expect(stageChange("proposal", "won", null, now)).toEqual({
      stage: "won",
      stageChangedAt: now,
      closedAt: now,
      lostReason: null,
    });
    expect(stageChange("proposal", "lost", "Too expensive", now)).toMatchObject({
      closedAt: now,
      lostReason: "Too expensive",
    });
    expect(stageChange("lost", "negotiation", "ignored", now)).toMatchObject({
      closedAt: null,
      lostReason: null,
    });
  });

  it("a move to the same stage changes nothing", () => {
    expect(stageChange("proposal", "proposal", null, now)).toBeNull();
  });

  it("counts whole days in the stage, never negative", () => {
    expect(daysSince(new Date("2026-04-28T11:00:00Z"), now)).toBe(2);
    expect(daysSince(new Date("2026-05-02T00:00:00Z"), now)).toBe(0);
  });
});

describe("weighted forecast", () => {
  it("is twelve months plus set-up, times the stage probability, in whole cents", () => {
    expect(firstYearCents(10_000, 5_000)).toBe(125_000);
    expect(weightedCents("qualification", 10_000, 5_000)).toBe(25_000);
    expect(weightedCents("proposal", 10_000, 5_000)).toBe(62_500);
    expect(weightedCents("negotiation", 10_000, 5_000)).toBe(93_750);
    expect(weightedCents("won", 10_000, 5_000)).toBe(125_000);
    expect(weightedCents("lost", 10_000, 5_000)).toBe(0);
    expect(weightedCents("qualification", 1, 1)).toBe(3);
  });
});
