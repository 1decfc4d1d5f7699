import type { QuoteKind, QuoteTransaction } from "./transactions";

/**
 * The counts the rules are read from (decision 071), kept so that one quote changes them
 * without mining everything again: for each segment, and for all segments together, how
 * many accepted and saved quotes there are, and how many of them chose each service.
 */

/** The segment of the counts over every quote. */
export const ALL_SEGMENTS = "*";
/** The "service" of a segment's own count: the quotes it holds, whatever they chose. */
export const EVERY_QUOTE = 0;

export interface Tally {
  accepted: number;
  saved: number;
}

/** One cell of the counts; as a change, the amounts to add (negative to take away). */
export interface Cell extends Tally {
  segment: string;
  serviceId: number;
}

/** Cells by `cellKey`. */
export type Counts = Map<string, Cell>;

export const cellKey = (segment: string, serviceId: number) => `${segment}#${serviceId}`;

const zero: Tally = { accepted: 0, saved: 0 };

export const tallyOf = (counts: Counts, segment: string, serviceId: number): Tally =>
  counts.get(cellKey(segment, serviceId)) ?? zero;

/**
 * Adds `by` quotes of the transaction's kind to every cell it counts in: its segment and all
 * segments, each for the quote itself and for every service it chose.
 */
function add(counts: Counts, transaction: QuoteTransaction, by: number) {
  const kind: QuoteKind = transaction.kind;
  for (const segment of [transaction.segment, ALL_SEGMENTS]) {
    for (const serviceId of [EVERY_QUOTE, ...transaction.services]) {
      const key = cellKey(segment, serviceId);
      const cell = counts.get(key) ?? { segment, serviceId, accepted: 0, saved: 0 };
      cell[kind] += by;
      counts.set(key, cell);
    }
  }
}

/**
 * What replacing a quote's transaction `previous` by `next` (either may be null) does to the
 * counts: one cell per change, cells that cancel out left out, in key order (so concurrent
 * writers lock rows in the same order).
 */
export function countChanges(
  previous: QuoteTransaction | null,
  next: QuoteTransaction | null,
): Cell[] {
  const changes: Counts = new Map();
  if (previous) add(changes, previous, -1);
  if (next) add(changes, next, 1);
  return [...changes]
    .filter(([, cell]) => cell.accepted !== 0 || cell.saved !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, cell]) => cell);
}

/** Adds `changes` to `counts` in place; a cell that reaches zero is removed. */
export function applyChanges(counts: Counts, changes: readonly Cell[]): Counts {
  for (const change of changes) {
    const key = cellKey(change.segment, change.serviceId);
    const cell = counts.get(key) ?? { ...change, accepted: 0, saved: 0 };
    cell.accepted += change.accepted;
    cell.saved += change.saved;
    if (cell.accepted === 0 && cell.saved === 0) counts.delete(key);
    else counts.set(key, cell);
  }
  return counts;
}

/** The full recompute: the counts of these transactions, one per quote, from nothing. */
export function countAll(transactions: Iterable<QuoteTransaction>): Counts {
  const counts: Counts = new Map();
  for (const transaction of transactions) add(counts, transaction, 1);
  return counts;
}

/** Counts from stored cells (the database's rows). */
export const countsOf = (cells: Iterable<Cell>): Counts =>
  new Map([...cells].map((cell) => [cellKey(cell.segment, cell.serviceId), { ...cell }]));
