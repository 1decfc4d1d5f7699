import { centsToDollars } from "@shared/pricing/money";
import type { MatrixRow } from "@shared/quotes/compare";
import type { ComparisonView } from "@shared/quotes/comparison";
import {
  type ComparisonFigureRow,
  comparisonFigureRows,
} from "@shared/quotes/presentation/comparison-figures";
import { stringify } from "csv-stringify/sync";

/** Text cells are strings; every number is an amount in dollars (written with two decimals). */
type Cell = string | number;

const ALL_LOCATIONS = "All locations";

const periodWords: Record<ComparisonFigureRow["period"], string> = {
  month: "a month",
  year: "a year",
  once: "once",
};

const discountRows = (options: ComparisonView["options"]) =>
  comparisonFigureRows(options).filter((row) => row.discount);
const money = (cents: number | undefined | null): Cell =>
  cents === undefined || cents === null ? "" : centsToDollars(cents);

function serviceRecords(location: string, rows: readonly MatrixRow[]): Cell[][] {
  return rows.map((row) => {
    const billing = row.cells.find((cell) => cell !== null)?.billing ?? "monthly";
    return [
      location,
      row.category,
      row.name,
      billing,
      row.differs ? "yes" : "no",
      ...row.cells.flatMap((cell): Cell[] =>
        // Quantities as text: only amounts are numbers, formatted below.
        cell
          ? [String(cell.quantity), money(cell.totalCents), money(cell.setupCents)]
          : ["", "", ""],
      ),
    ];
  });
}

/**
 * A comparison as a spreadsheet: one row per service, all locations together and then each
 * location, with every option's quantity, price (per month, or per year for annual billing)
 * and setup fee; then the totals per option in dollars. A text cell starting with = + - @
 * is escaped so a spreadsheet never runs it as a formula.
 */
export function comparisonCsv(view: ComparisonView): string {
  const labels = view.options.map((option) => option.label);
  const first = labels[0] ?? "the first option";
  const header = [
    "Location",
    "Category",
    "Service",
    "Billing",
    "Differs",
    ...labels.flatMap((label) => [
      `${label} quantity`,
      `${label} price (USD)`,
      `${label} setup (USD)`,
    ]),
  ];
  const services = [
    ...serviceRecords(ALL_LOCATIONS, view.rows),
    ...view.locations.flatMap((location) => serviceRecords(location.name, location.rows)),
  ];
  const total = (title: string, values: (Cell | undefined)[]): Cell[] => [
    title,
    ...values.map((value) => value ?? ""),
  ];
  const totals = [
    ["Totals (USD)", ...labels],
    total(
      "Monthly",
      view.options.map((option) => money(option.totals.monthly)),
    ),
    total(
      "Annual prepay",
      view.options.map((option) => money(option.totals.annually)),
    ),
    total(
      "Setup",
      view.options.map((option) => money(option.totals.setup)),
    ),
    // Decision 049: one row per discount any option has (what it takes off), so options
    // with the same lines but different totals show why.
    ...discountRows(view.options).map((row) =>
      total(`${row.label} (${periodWords[row.period]})`, row.cents.map(money)),
    ),
    total(
      `Monthly savings vs ${first}`,
      view.savings.map((savings) => money(savings.monthlyCents)),
    ),
    total(
      `Annual savings vs ${first}`,
      view.savings.map((savings) => money(savings.annuallyCents)),
    ),
    total(
      `Setup savings vs ${first}`,
      view.savings.map((savings) => money(savings.setupCents)),
    ),
  ];
  return stringify([header, ...services, [], ...totals], {
    escape_formulas: true,
    bom: true,
    // Numbers are dollar amounts only (negative savings must stay numbers, not escaped text).
    cast: { number: (value) => value.toFixed(2) },
  });
}

/** comparison-harbor-dental-options-2026-05-01.csv: ASCII only, safe in any header. */
export function comparisonFileName(name: string, now = new Date()): string {
  const slug = name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `comparison-${slug ? `${slug}-` : ""}${now.toISOString().slice(0, 10)}.csv`;
}
