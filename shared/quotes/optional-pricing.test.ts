import { describe, expect, it } from "vitest";
import { fixtureFormulas, fixtureLocation, fixtureServices } from "./engine/engine-fixtures";
import { price } from "./engine/price";
import type { QuoteSelection } from "./engine/types";
import { optionFigures } from "./option-figures";
import {
  acceptedOption,
  asAccepted,
  markOptional,
  optionalLinesOf,
  repriceOption,
  unknownDeclines,
} from "./optional-pricing";
import { leftOutNames } from "./presentation/left-out-names";
import type { QuoteSnapshot, SnapshotOption } from "./snapshot";

/** Issue 35 §7: leaving an optional line out prices the option again with the same engine. */
const sites = [fixtureLocation("hq", { userCount: 30, endpointCount: 40, serverCount: 3 })];
const answers = { complianceRequirements: ["hipaa" as const], securityFocus: [], timeline: null };
const adjustments = [
  { scope: "recurring" as const, kind: "percent" as const, value: 10, reason: "Two-year term" },
];
const selections: QuoteSelection[] = [
  { locationId: "hq", serviceId: 2 },
  { locationId: "hq", serviceId: 5, optional: true },
  { locationId: "hq", serviceId: 6, optional: true },
];
const backup = { locationId: "hq", serviceId: 5 };
const penTest = { locationId: "hq", serviceId: 6 };

function engine(chosen: readonly QuoteSelection[]) {
  const result = price({
    services: fixtureServices,
    formulas: fixtureFormulas,
    answers: { complianceRequirements: ["hipaa"], securityFocus: [] },
    locations: sites,
    selections: chosen,
    adjustments,
  });
  return markOptional(result, chosen);
}

const option: SnapshotOption = {
  label: "Option A",
  configurationId: "00000000-0000-4000-8000-000000000001",
  version: 2,
  name: "Recommended",
  answers,
  sites,
  ...optionFigures(engine(selections)),
  pricing: { services: fixtureServices, formulas: fixtureFormulas, selections, adjustments },
} as SnapshotOption;

describe("optional items", () => {
  it("marks only chosen optional lines, never a line added for another", () => {
    const lines = option.locations[0]?.lines ?? [];
    expect(lines.filter((line) => line.optional).map((line) => line.serviceId)).toEqual([5, 6]);
    // EDR is added for an optional MDR: it goes with it, but is not a choice of its own.
    const added = engine([{ locationId: "hq", serviceId: 2, optional: true }]);
    const flags = added.locations[0]?.lines.map((line) => [line.serviceId, line.optional]);
    expect(flags).toEqual([
      [1, undefined],
      [2, true],
    ]);
    expect(optionalLinesOf(option)).toEqual([backup, penTest]);
  });

  it("with nothing left out is the option as offered", () => {
    expect(repriceOption(option, [])).toBe(option);
  });

  it("without a line is what the engine prices without it, discounts and prepay included", () => {
    const repriced = repriceOption(option, [backup]);
    const expected = engine(selections.filter((selection) => selection.serviceId !== 5));
    expect(repriced.totals).toEqual(expected.totals);
    expect(repriced.staffDiscountCents).toBe(expected.staffDiscountCents);
    expect(repriced.prepayDiscountCents).toBe(expected.prepayDiscountCents);
    expect(repriced.totals.monthly).toBeLessThan(option.totals.monthly);
    expect(repriced.locations[0]?.lines.map((line) => line.serviceId)).not.toContain(5);
    // The yearly-billed pen test stays, still optional.
    expect(optionalLinesOf(repriced)).toEqual([penTest]);
  });

  it("names lines that are not optional as unknown declines", () => {
    expect(unknownDeclines(option, [backup, { locationId: "hq", serviceId: 2 }])).toEqual([
      { locationId: "hq", serviceId: 2 },
    ]);
  });

  it("gives the accepted option and snapshot with the lines accepted, and names those left out", () => {
    const snapshot = { options: [option] } as unknown as QuoteSnapshot;
    const evidence = {
      decision: "accepted" as const,
      position: 0,
      declinedOptional: [penTest],
    };
    const accepted = acceptedOption(snapshot, evidence);
    expect(accepted?.totals.annually).toBeLessThan(option.totals.annually);
    expect(asAccepted(snapshot, evidence).options[0]).toEqual(accepted);
    expect(asAccepted(snapshot, { ...evidence, decision: "declined" })).toBe(snapshot);
    expect(leftOutNames(snapshot, evidence)).toEqual(["Pen test"]);
    expect(acceptedOption(snapshot, { position: null, declinedOptional: [] })).toBeNull();
  });
});
