import { describe, expect, it } from "vitest";
import type { QuoteAdjustment } from "./adjustments";
import { priceCarried } from "./carried";
import { fixtureFormulas, fixtureLocation, fixtureServices, noAnswers } from "./engine-fixtures";
import { price } from "./price";
import type { QuoteSelection } from "./types";

const input = (selections: QuoteSelection[]) => ({
  services: fixtureServices,
  formulas: fixtureFormulas,
  answers: noAnswers,
  locations: [fixtureLocation("hq")],
  selections,
});
const staff: QuoteAdjustment = {
  scope: "recurring",
  kind: "percent",
  value: 10,
  reason: "Partner",
};
const onHelpdesk: QuoteAdjustment = {
  scope: "line",
  locationId: "hq",
  serviceId: 3,
  kind: "percent",
  value: 20,
  reason: "Helpdesk offer",
};
const both = [
  { locationId: "hq", serviceId: 3 },
  { locationId: "hq", serviceId: 5 },
];

describe("priceCarried (decision 050)", () => {
  it("prices with every carried discount while its lines are there", () => {
    const carried = priceCarried(input(both), [staff, onHelpdesk]);
    expect(carried.kept).toEqual([staff, onHelpdesk]);
    expect(carried.dropped).toEqual([]);
    expect(carried.result).toEqual(price({ ...input(both), adjustments: [staff, onHelpdesk] }));
  });

  it("drops a line discount whose service left, with a note, and keeps the rest", () => {
    const withoutHelpdesk = [{ locationId: "hq", serviceId: 5 }];
    const carried = priceCarried(input(withoutHelpdesk), [staff, onHelpdesk]);
    expect(carried.kept).toEqual([staff]);
    const note =
      'The line discount "Helpdesk offer" was dropped: Helpdesk is no longer priced at Site hq';
    expect(carried.dropped).toEqual([{ adjustment: onHelpdesk, note }]);
    expect(carried.result.notes).toContain(note);
    expect(carried.result.totals).toEqual(
      price({ ...input(withoutHelpdesk), adjustments: [staff] }).totals,
    );
    expect(carried.result.staffDiscountCents).toBeGreaterThan(0);
  });

  it("is the plain price without carried discounts", () => {
    expect(priceCarried(input(both), []).result).toEqual(price(input(both)));
  });
});
