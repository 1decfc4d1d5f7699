/** Seed 000 §9: the binary-rain background. */
export const RAIN_FONT_PX = 12;
export const RAIN_FRAME_MS = 35;
export const RAIN_RESET_CHANCE = 0.025;

export type Random = () => number;

/** One drop per 12 px column, starting at staggered heights above the top edge. */
export function createDrops(width: number, height: number, random: Random = Math.random): number[] {
  const columns = Math.ceil(width / RAIN_FONT_PX);
  const rows = Math.ceil(height / RAIN_FONT_PX);
  return Array.from({ length: columns }, () => -Math.floor(random() * rows));
}

/** Moves every drop down one row; a drop past the bottom restarts at the top with a 2.5% chance. */
export function stepDrops(drops: number[], height: number, random: Random = Math.random): void {
  for (let column = 0; column < drops.length; column++) {
    const row = drops[column] ?? 0;
    drops[column] = row * RAIN_FONT_PX > height && random() < RAIN_RESET_CHANCE ? 1 : row + 1;
  }
}

export interface RainSurface {
  width: number;
  height: number;
  /** Fades what was drawn before, leaving trails. */
  fade(): void;
  drawDigit(digit: "0" | "1", x: number, y: number): void;
}

/** Draws one frame: fades the previous one, a digit at each drop, then advances the drops. */
export function drawRainFrame(
  surface: RainSurface,
  drops: number[],
  random: Random = Math.random,
): void {
  surface.fade();
  drops.forEach((row, column) => {
    if (row > 0)
      surface.drawDigit(random() < 0.5 ? "0" : "1", column * RAIN_FONT_PX, row * RAIN_FONT_PX);
  });
  stepDrops(drops, surface.height, random);
}
