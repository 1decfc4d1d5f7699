/** The three parts of a success story (seed 000 §3: challenge, solution, result), labelled. */
export const storyParts = [
  ["challenge", "Challenge"],
  ["solution", "Solution"],
  ["result", "Result"],
] as const;
