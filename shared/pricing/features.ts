/** Seed 000 §3: a plan feature is a plain string or {text, included}. */
export type PlanFeature = string | { text: string; included: boolean };

/** Seed 000 §9: add-on cards show at most this many features. */
export const ADD_ON_FEATURE_LIMIT = 3;

export function featureText(feature: PlanFeature): string {
  return typeof feature === "string" ? feature : feature.text;
}

/** A plain string lists something the plan has; an object says so with its flag. */
export function isFeatureIncluded(feature: PlanFeature): boolean {
  return typeof feature === "string" ? true : feature.included;
}

/** The texts of the included features, in the plan's order. */
export function includedFeatures(features: readonly PlanFeature[]): string[] {
  return features.filter(isFeatureIncluded).map(featureText);
}

export interface ComparisonRow {
  feature: string;
  /** One flag per plan, in the order of the plans given. */
  included: boolean[];
}

/**
 * The rows of a comparison table: every feature any plan mentions (first mention decides
 * the order, duplicates collapse), checked only where that plan includes it.
 */
export function comparisonRows(
  plans: readonly { features: readonly PlanFeature[] }[],
): ComparisonRow[] {
  const rows = new Map<string, boolean[]>();
  plans.forEach((plan, index) => {
    for (const feature of plan.features) {
      const text = featureText(feature);
      const row = rows.get(text) ?? plans.map(() => false);
      row[index] = row[index] || isFeatureIncluded(feature);
      rows.set(text, row);
    }
  });
  return [...rows].map(([feature, included]) => ({ feature, included }));
}
