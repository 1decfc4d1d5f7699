import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  ALL_SEGMENTS,
  applyChanges,
  type Counts,
  countAll,
  countChanges,
  EVERY_QUOTE,
  tallyOf,
} from "./counts";
import { MIN_CONFIDENCE, MIN_SUPPORT, mine, patternOf } from "./rules";
import { contributionAfter, type QuoteTransaction, transactionOf } from "./transactions";

const SEGMENTS = ["1-10|", "11-50|hipaa", "11-50|hipaa+pci-dss", "51-200|soc2"];

const transaction = fc.record({
  segment: fc.constantFrom(...SEGMENTS),
  services: fc
    .uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 6 })
    .map((ids) => ids.sort((a, b) => a - b)),
  kind: fc.constantFrom("accepted" as const, "saved" as const),
});

/** What happens to quotes over time: each event gives one quote a new choice or withdraws it. */
const events = fc.array(
  fc.record({
    quote: fc.integer({ min: 1, max: 30 }),
    incoming: fc.option(transaction, { nil: null }),
  }),
  { maxLength: 200 },
);

const plain = (counts: Counts) =>
  Object.fromEntries([...counts].sort(([a], [b]) => (a < b ? -1 : 1)));

/** The counts as the server keeps them: one change per event, never a recount. */
function incrementally(list: { quote: number; incoming: QuoteTransaction | null }[]) {
  const contributions = new Map<number, QuoteTransaction>();
  const counts: Counts = new Map();
  for (const { quote, incoming } of list) {
    const previous = contributions.get(quote) ?? null;
    const next = contributionAfter(previous, incoming);
    applyChanges(counts, countChanges(previous, next));
    if (next) contributions.set(quote, next);
    else contributions.delete(quote);
  }
  return { counts, contributions };
}

describe("counting quotes", () => {
  test.prop([events])("incremental counts equal a full recompute of the same quotes", (list) => {
    const { counts, contributions } = incrementally(list);
    expect(plain(counts)).toEqual(plain(countAll(contributions.values())));
    expect(mine(counts)).toEqual(mine(countAll(contributions.values())));
  });

  test.prop([events])("counts are never negative and every quote is in its segment", (list) => {
    const { counts, contributions } = incrementally(list);
    for (const cell of counts.values()) {
      expect(cell.accepted).toBeGreaterThanOrEqual(0);
      expect(cell.saved).toBeGreaterThanOrEqual(0);
    }
    const all = tallyOf(counts, ALL_SEGMENTS, EVERY_QUOTE);
    expect(all.accepted + all.saved).toBe(contributions.size);
  });

  it("keeps an accepted quote accepted until a later acceptance replaces it", () => {
    const accepted: QuoteTransaction = { segment: "1-10|", services: [1], kind: "accepted" };
    const saved: QuoteTransaction = { segment: "1-10|", services: [2], kind: "saved" };
    const again: QuoteTransaction = { ...accepted, services: [3] };
    expect(contributionAfter(null, saved)).toBe(saved);
    expect(contributionAfter(saved, null)).toBeNull();
    expect(contributionAfter(saved, accepted)).toBe(accepted);
    expect(contributionAfter(accepted, saved)).toBe(accepted);
    expect(contributionAfter(accepted, null)).toBe(accepted);
    expect(contributionAfter(accepted, again)).toBe(again);
  });

  it("reads a quote's services once each, leaving out lines of no units", () => {
    const read = transactionOf(
      {
        complianceRequirements: ["hipaa"],
        sites: [{ userCount: 30 }, { userCount: 5 }],
        lines: [
          { serviceId: 9, quantity: 3 },
          { serviceId: 2, quantity: 1 },
          { serviceId: 9, quantity: 1 },
          { serviceId: 4, quantity: 0 },
        ],
      },
      "saved",
    );
    expect(read).toEqual({ segment: "11-50|hipaa", services: [2, 9], kind: "saved" });
  });
});

describe("association rules", () => {
  test.prop([fc.array(transaction, { maxLength: 300 })])(
    "never show a pattern from fewer than five quotes, nor one a minority chose",
    (transactions) => {
      const counts = countAll(transactions);
      for (const pattern of mine(counts)) {
        const behind = transactions.filter(
          (quote) =>
            quote.segment === pattern.segment && quote.services.includes(pattern.serviceId),
        );
        expect(pattern.support).toBe(behind.length);
        expect(pattern.support).toBeGreaterThanOrEqual(MIN_SUPPORT);
        expect(pattern.segmentQuotes).toBeGreaterThanOrEqual(pattern.support);
        expect(pattern.confidence).toBeGreaterThanOrEqual(MIN_CONFIDENCE);
        expect(pattern.confidence).toBeLessThanOrEqual(1);
      }
    },
  );

  it("weighs saved quotes half and reads lift against every quote", () => {
    const quote = (segment: string, services: number[], kind: "accepted" | "saved") => ({
      segment,
      services,
      kind,
    });
    const counts = countAll([
      // 11-50 with HIPAA: 6 accepted chose 1, 2 saved chose 1, 2 accepted did not.
      ...Array.from({ length: 6 }, () => quote("11-50|hipaa", [1, 2], "accepted")),
      ...Array.from({ length: 2 }, () => quote("11-50|hipaa", [1], "saved")),
      ...Array.from({ length: 2 }, () => quote("11-50|hipaa", [2], "accepted")),
      // Elsewhere, 10 accepted quotes, 2 of them with service 1.
      ...Array.from({ length: 2 }, () => quote("1-10|", [1], "accepted")),
      ...Array.from({ length: 8 }, () => quote("1-10|", [2], "accepted")),
    ]);
    const pattern = patternOf(counts, "11-50|hipaa", 1);
    // Weighted: chose 6 + 2 x 0.5 = 7 of 6 + 1 + 2 = 9; overall 7 + 2 = 9 of 9 + 10 = 19.
    expect(pattern).toMatchObject({ support: 8, accepted: 6, saved: 2, segmentQuotes: 10 });
    expect(pattern?.confidence).toBeCloseTo(7 / 9, 10);
    expect(pattern?.baseline).toBeCloseTo(9 / 19, 10);
    expect(pattern?.lift).toBeCloseTo(7 / 9 / (9 / 19), 10);
    // The small segment's two quotes with service 1 are under the minimum: no pattern.
    expect(patternOf(counts, "1-10|", 1)).toBeNull();
    expect(mine(counts, "1-10|").map((found) => found.serviceId)).toEqual([2]);
  });

  it("shows nothing at four supporting quotes and a pattern at five", () => {
    const four = Array.from({ length: 4 }, () => ({
      segment: "11-50|",
      services: [7],
      kind: "accepted" as const,
    }));
    expect(mine(countAll(four))).toEqual([]);
    const five = mine(countAll([...four, { segment: "11-50|", services: [7], kind: "saved" }]));
    expect(five).toMatchObject([{ serviceId: 7, support: 5, segmentQuotes: 5, confidence: 1 }]);
  });
});
