import type { ComparedFigure } from "./sales";

export interface Change {
  direction: "up" | "down" | "same" | "none";
  /** What a screen reader and a colour-blind reader get: the change in words. */
  text: string;
}

/**
 * A figure against the previous period, in words ("Up 50% from 2"). Percent change needs a
 * non-zero previous value; from zero the change is told in the figure's own unit.
 */
export function changeOf(figure: ComparedFigure, format: (value: number) => string): Change {
  const { current, previous } = figure;
  if (current === null || previous === null) {
    return { direction: "none", text: "No comparison for the previous period" };
  }
  if (current === previous)
    return { direction: "same", text: `Same as before (${format(previous)})` };
  const direction = current > previous ? "up" : "down";
  const word = direction === "up" ? "Up" : "Down";
  if (previous === 0) return { direction, text: `${word} from ${format(previous)}` };
  const percent = Math.round((Math.abs(current - previous) / Math.abs(previous)) * 100);
  return { direction, text: `${word} ${percent}% from ${format(previous)}` };
}
