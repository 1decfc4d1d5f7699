/**
 * Rounds half up (towards +infinity) to `decimals` places, after nudging the value by a
 * relative 1e-12 so binary noise does not flip a true half: 1.005 * 100 is
 * 100.49999999999999 in floating point and must round to 101. Numeric only (no string
 * round trip): the engine rounds thousands of lines per keystroke.
 */
export function roundHalfUp(value: number, decimals = 0): number {
  // Whole units (every line of a quote): no scaling at all.
  if (decimals === 0) return Math.round(value + Math.abs(value) * 1e-12);
  const factor = 10 ** decimals;
  const scaled = value * factor;
  return Math.round(scaled + Math.abs(scaled) * 1e-12) / factor;
}
