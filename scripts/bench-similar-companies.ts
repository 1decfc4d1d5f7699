// Issue 36 §2's budget: mining 10,000 accepted quotes for "companies like yours" (decision
// 071) in under a second: every quote read into its transaction, counted from nothing (the
// full recompute) and every rule of every segment mined, as pure code. `npm run bench` runs
// this file in a process of its own, like the engine's; alone:
// `npx tsx scripts/bench-similar-companies.ts`.
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { complianceIds } from "../shared/assessment/options";
import { applyChanges, countAll, countChanges } from "../shared/similar-companies/counts";
import { mine } from "../shared/similar-companies/rules";
import { type QuoteTransaction, transactionOf } from "../shared/similar-companies/transactions";

const QUOTES = 10_000;
const SERVICES = 45;
const ROUNDS = 7;

/** The same quotes on every run: a small linear congruential generator, not Math.random. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

/**
 * Quotes as the builder saves them: one to five sites, zero to two requirements, and three
 * to twelve services, a segment's favourites more likely, so the rules have patterns to find.
 */
function syntheticQuotes(count: number) {
  const next = generator(36);
  const pick = (most: number) => Math.floor(next() * most);
  return Array.from({ length: count }, () => {
    const sites = Array.from({ length: 1 + pick(5) }, () => ({ userCount: 1 + pick(200) }));
    const complianceRequirements = complianceIds.filter(() => next() < 0.15);
    const favourite = (sites.length * 7 + complianceRequirements.length * 11) % SERVICES;
    const lines = Array.from({ length: 3 + pick(10) }, (_, index) => ({
      serviceId: 1 + (index < 3 ? (favourite + index) % SERVICES : pick(SERVICES)),
      quantity: 1 + pick(40),
    }));
    return { complianceRequirements, sites, lines };
  });
}

export function benchSimilarCompanies() {
  const quotes = syntheticQuotes(QUOTES);
  const mineAll = () => {
    const transactions = quotes.map((quote) => transactionOf(quote, "accepted"));
    const counts = countAll(transactions);
    return { transactions, counts, patterns: mine(counts) };
  };
  mineAll(); // warm-up
  const rounds: number[] = [];
  let last = mineAll();
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    last = mineAll();
    rounds.push(performance.now() - start);
  }
  rounds.sort((a, b) => a - b);
  // One more acceptance, as the server counts it: the change, then the segment's rules.
  const accepted: QuoteTransaction = last.transactions[0] as QuoteTransaction;
  const start = performance.now();
  applyChanges(last.counts, countChanges(null, accepted));
  mine(last.counts, accepted.segment);
  const incrementalMs = performance.now() - start;
  return {
    quotes: QUOTES,
    segments: new Set(last.transactions.map((transaction) => transaction.segment)).size,
    patterns: last.patterns.length,
    medianMs: rounds[Math.floor(rounds.length / 2)] ?? 0,
    worstMs: rounds.at(-1) ?? 0,
    incrementalMs,
  };
}

export type SimilarCompaniesFigures = ReturnType<typeof benchSimilarCompanies>;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.stdout.write(JSON.stringify(benchSimilarCompanies()));
}
