import type { PlanFeature } from "@shared/pricing/features";

/**
 * Writes a comparison table the way people read one: each row is a feature and a string
 * with one character per plan ("Y" included, "-" not). Returns the feature list of the
 * plan at `column`.
 */
export function featureColumn(rows: ReadonlyArray<readonly [string, string]>, column: number) {
  return rows.map(
    ([text, marks]): PlanFeature => ({ text, included: marks.charAt(column) === "Y" }),
  );
}
