import { describe, expect, it } from "vitest";
import type { ActiveFormula } from "../../formulas/formula";
import { fixtureFormulas, fixtureServices } from "./engine-fixtures";
import { price } from "./price";
import { sampleQuote, withDraft } from "./sample-quote";

const volume = fixtureFormulas.find(
  (formula) => formula.purpose === "volume-discount",
) as ActiveFormula;

describe("the admin pages' sample quote", () => {
  it("chooses what the active rules recommend for the sample, plus extras", () => {
    const input = sampleQuote(fixtureServices, fixtureFormulas, fixtureFormulas, [3]);
    expect(input.selections.map((selection) => selection.serviceId).sort()).toEqual([1, 3, 5]);
  });

  it("prices with a draft in place of the formula it edits", () => {
    const draft = { ...volume, expression: "0.2" };
    const formulas = withDraft(fixtureFormulas, draft);
    expect(formulas.filter((formula) => formula.purpose === "volume-discount")).toEqual([draft]);
    const before = price(sampleQuote(fixtureServices, fixtureFormulas, fixtureFormulas));
    const after = price(sampleQuote(fixtureServices, fixtureFormulas, formulas));
    expect(after.totals.monthly).toBeLessThan(before.totals.monthly);
  });

  it("lets a new quote-wide formula stand in for the active one of its purpose", () => {
    const draft = { ...volume, id: 999, expression: "0" };
    expect(
      withDraft(fixtureFormulas, draft).filter((f) => f.purpose === "volume-discount"),
    ).toEqual([draft]);
  });
});
