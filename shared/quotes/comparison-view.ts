import { matrixLocations, serviceMatrix } from "./compare";
import type { ComparisonView, Savings } from "./comparison";
import type { SnapshotOption } from "./snapshot";

/** What an option saves against the first one (negative when it costs more). */
export function savingsAgainst(first: SnapshotOption, option: SnapshotOption): Savings {
  return {
    monthlyCents: first.totals.monthly - option.totals.monthly,
    annuallyCents: first.totals.annually - option.totals.annually,
    setupCents: first.totals.setup - option.totals.setup,
  };
}

/**
 * The side-by-side data of a comparison: the service matrix over every location and per
 * location (with each option's totals there), and each option's savings against the first.
 */
export function comparisonView(options: readonly SnapshotOption[]): ComparisonView {
  const [first] = options;
  return {
    options: [...options],
    rows: serviceMatrix(options),
    locations: matrixLocations(options).map(({ locationId, name }) => ({
      locationId,
      name,
      rows: serviceMatrix(options, locationId),
      totals: options.map(
        (option) =>
          option.locations.find((location) => location.locationId === locationId)?.totals ?? null,
      ),
    })),
    savings: first ? options.map((option) => savingsAgainst(first, option)) : [],
  };
}
