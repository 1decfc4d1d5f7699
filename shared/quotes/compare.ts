import { type ComparisonFigureRow, comparisonFigureRows } from "./presentation/comparison-figures";
import type { SnapshotOption } from "./snapshot";

/**
 * Options side by side (issue 11): one row per service across the options, each cell that
 * option's quantity and price, and whether the options differ on it. Used by the public
 * quote page, the staff comparison page, its CSV and the version diff.
 */
export interface MatrixCell {
  quantity: number;
  /** Per month (monthly billing) or per year (annual billing), after every discount. */
  totalCents: number;
  billing: "monthly" | "annual";
  setupCents: number;
}

export interface MatrixRow {
  serviceId: number;
  name: string;
  category: string;
  cells: (MatrixCell | null)[];
  differs: boolean;
}

type Line = SnapshotOption["locations"][number]["lines"][number];

function cellsOf(option: SnapshotOption, locationId: string | null) {
  const cells = new Map<number, { line: Line; cell: MatrixCell }>();
  for (const location of option.locations) {
    if (locationId !== null && location.locationId !== locationId) continue;
    for (const line of location.lines) {
      const known = cells.get(line.serviceId);
      if (known) {
        known.cell.quantity += line.quantity;
        known.cell.totalCents += line.totalCents;
        known.cell.setupCents += line.setupCents;
      } else {
        cells.set(line.serviceId, {
          line,
          cell: {
            quantity: line.quantity,
            totalCents: line.totalCents,
            billing: line.billing,
            setupCents: line.setupCents,
          },
        });
      }
    }
  }
  return cells;
}

const sameCell = (a: MatrixCell | null, b: MatrixCell | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.quantity === b.quantity &&
    a.totalCents === b.totalCents &&
    a.setupCents === b.setupCents);

/** Every service of the options, by category then name; `locationId` narrows to one site. */
export function serviceMatrix(
  options: readonly SnapshotOption[],
  locationId: string | null = null,
): MatrixRow[] {
  const perOption = options.map((option) => cellsOf(option, locationId));
  const rows = new Map<number, MatrixRow>();
  perOption.forEach((cells) => {
    for (const [serviceId, { line }] of cells) {
      if (!rows.has(serviceId)) {
        rows.set(serviceId, {
          serviceId,
          name: line.name,
          category: line.category,
          cells: [],
          differs: false,
        });
      }
    }
  });
  for (const row of rows.values()) {
    row.cells = perOption.map((cells) => cells.get(row.serviceId)?.cell ?? null);
    row.differs = row.cells.some((cell) => !sameCell(cell, row.cells[0] ?? null));
  }
  return [...rows.values()].sort(
    (a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name),
  );
}

/** The locations across the options, in the order the first option that has each lists it. */
export function matrixLocations(options: readonly SnapshotOption[]) {
  const seen = new Map<string, string>();
  for (const option of options) {
    for (const location of option.locations) {
      if (!seen.has(location.locationId)) seen.set(location.locationId, location.name);
    }
  }
  return [...seen].map(([locationId, name]) => ({ locationId, name }));
}

export interface LineChange {
  serviceId: number;
  name: string;
  change: "added" | "removed" | "changed";
  from: MatrixCell | null;
  to: MatrixCell | null;
}

export interface LocationDiff {
  locationId: string;
  name: string;
  change: "added" | "removed" | "kept";
  lines: LineChange[];
}

export interface OptionDiff {
  locations: LocationDiff[];
  totals: { from: SnapshotOption["totals"]; to: SnapshotOption["totals"] };
  /** The totals and discount rows of both versions, from the presentation model (decision 049). */
  figures: ComparisonFigureRow[];
  /** Staff discounts by their text ("10% — Loyalty"), added and dropped. */
  discountsAdded: string[];
  discountsRemoved: string[];
}

const discountText = (adjustment: SnapshotOption["adjustments"][number]) =>
  `${adjustment.scope}:${adjustment.locationId ?? ""}:${adjustment.serviceId ?? ""}:${adjustment.kind}:${adjustment.value}:${adjustment.reason}`;

/** What changed from one option (a version) to another: lines, locations, totals, discounts. */
export function diffOptions(from: SnapshotOption, to: SnapshotOption): OptionDiff {
  const pair = [from, to];
  const locations = matrixLocations(pair).map(({ locationId, name }) => {
    const inFrom = from.locations.some((location) => location.locationId === locationId);
    const inTo = to.locations.some((location) => location.locationId === locationId);
    const lines = serviceMatrix(pair, locationId)
      .filter((row) => row.differs)
      .map((row): LineChange => {
        const [before = null, after = null] = row.cells;
        return {
          serviceId: row.serviceId,
          name: row.name,
          change: before === null ? "added" : after === null ? "removed" : "changed",
          from: before,
          to: after,
        };
      });
    const change: LocationDiff["change"] = !inFrom ? "added" : !inTo ? "removed" : "kept";
    return { locationId, name, change, lines };
  });
  const fromDiscounts = new Map(from.adjustments.map((a) => [discountText(a), a]));
  const toDiscounts = new Map(to.adjustments.map((a) => [discountText(a), a]));
  const label = (a: SnapshotOption["adjustments"][number]) =>
    `${a.kind === "percent" ? `${a.value}%` : `${(a.value / 100).toFixed(2)} USD`} (${a.scope}): ${a.reason}`;
  return {
    locations: locations.filter(
      (location) => location.change !== "kept" || location.lines.length > 0,
    ),
    totals: { from: from.totals, to: to.totals },
    figures: comparisonFigureRows(pair),
    discountsAdded: [...toDiscounts]
      .filter(([key]) => !fromDiscounts.has(key))
      .map(([, a]) => label(a)),
    discountsRemoved: [...fromDiscounts]
      .filter(([key]) => !toDiscounts.has(key))
      .map(([, a]) => label(a)),
  };
}
