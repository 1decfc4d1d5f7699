import { describe, expect, it } from "vitest";
import {
  createDrops,
  drawRainFrame,
  RAIN_FONT_PX,
  RAIN_FRAME_MS,
  RAIN_RESET_CHANCE,
  type RainSurface,
  stepDrops,
} from "./binary-rain-engine";

describe("binary rain constants (seed 000 §9)", () => {
  it("uses a 12 px font, 35 ms frames and a 2.5% reset chance", () => {
    expect(RAIN_FONT_PX).toBe(12);
    expect(RAIN_FRAME_MS).toBe(35);
    expect(RAIN_RESET_CHANCE).toBe(0.025);
  });
});

describe("drops", () => {
  it("has one column per 12 px, starting at or above the top", () => {
    const drops = createDrops(120, 240, () => 0.5);
    expect(drops).toHaveLength(10);
    expect(drops.every((row) => row <= 0)).toBe(true);
  });

  it("moves each drop down one row per frame", () => {
    const drops = [0, 5];
    stepDrops(drops, 240, () => 0);
    expect(drops).toEqual([1, 6]);
  });

  it("restarts a drop past the bottom only when the 2.5% chance hits", () => {
    const pastBottom = 240 / RAIN_FONT_PX + 1;
    const unlucky = [pastBottom];
    stepDrops(unlucky, 240, () => RAIN_RESET_CHANCE);
    expect(unlucky).toEqual([pastBottom + 1]);
    const lucky = [pastBottom];
    stepDrops(lucky, 240, () => RAIN_RESET_CHANCE - 0.001);
    expect(lucky).toEqual([1]);
  });

  it("never restarts a drop that is still on screen", () => {
    const drops = [3];
    stepDrops(drops, 240, () => 0);
    expect(drops).toEqual([4]);
  });
});

describe("drawRainFrame", () => {
  it("fades, draws a digit per visible drop on the 12 px grid, then advances", () => {
    const calls: string[] = [];
    const surface: RainSurface = {
      width: 36,
      height: 120,
      fade: () => calls.push("fade"),
      drawDigit: (digit, x, y) => calls.push(`${digit}@${x},${y}`),
    };
    const drops = [2, 0, 4];
    drawRainFrame(surface, drops, () => 0.9);
    expect(calls).toEqual(["fade", "1@0,24", "1@24,48"]);
    expect(drops).toEqual([3, 1, 5]);
  });
});
