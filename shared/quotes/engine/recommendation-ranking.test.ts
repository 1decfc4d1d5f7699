import { describe, expect, it } from "vitest";
import type { Service } from "../../catalog/service";
import type { ActiveFormula } from "../../formulas/formula";
import { fixtureFormulas, fixtureLocation, fixtureServices } from "./engine-fixtures";
import { price } from "./price";
import { recommendationStatus, servicesInQuote } from "./recommendation-status";
import { recommend, shortList, TOP_RECOMMENDATIONS } from "./recommendations";
import type { QuoteSelection } from "./types";

/** Issue 33, decision 050: a short list ranked by the answers, and "included" = priced. */

const rule = (id: number, serviceId: number, expression: string): ActiveFormula => ({
  ...(fixtureFormulas[4] as ActiveFormula),
  id,
  key: `recommendation-${id}`,
  serviceId,
  expression,
  reason: `Rule ${id}`,
  safeguard: "",
  essential: false,
});

// Nine services each picked by one rule: some by a compliance answer, some by a worry,
// some by the risk level, some by the size of the estate alone.
const many: Service[] = Array.from({ length: 9 }, (_, index) => ({
  ...(fixtureServices[3] as Service),
  id: 100 + index,
  name: `Service ${100 + index}`,
  dependencies: [],
}));
const rules = [
  rule(200, 100, "userCount > 0"),
  rule(201, 101, "endpointCount > 0"),
  rule(202, 102, "hipaa"),
  rule(203, 103, "focusRansomware"),
  rule(204, 104, "riskLevel >= 3"),
  rule(205, 105, "hipaa && serverCount > 0"),
  rule(206, 106, "serverCount > 0"),
  rule(207, 107, "locationCount > 0"),
  rule(208, 108, "focusEmail || userCount > 500"),
];
const riskFormula = fixtureFormulas[0] as ActiveFormula;

describe("ranking recommendations by the answers", () => {
  const { recommendations } = recommend({
    services: many,
    formulas: [riskFormula, ...rules],
    answers: { complianceRequirements: ["hipaa"], securityFocus: ["ransomware-backup"] },
    locations: [fixtureLocation("hq")],
  });

  it("puts what the named compliance requirement and worries ask for before size alone", () => {
    const order = recommendations.map((entry) => entry.serviceId);
    // hipaa + size (5), hipaa (4), ransomware (3), high risk (2), then size-only ones.
    expect(order.slice(0, 4)).toEqual([105, 102, 103, 104]);
    expect(new Set(order.slice(4))).toEqual(new Set([100, 101, 106, 107]));
    // A worry not chosen (e-mail) and a size not reached: the rule did not fire.
    expect(order).not.toContain(108);
  });

  it("shows the essentials and the few that matter most, the rest behind 'more'", () => {
    const list = shortList(recommendations);
    expect(list.essential).toEqual([]);
    expect(list.top).toHaveLength(TOP_RECOMMENDATIONS);
    expect(list.top.map((entry) => entry.serviceId)).toEqual([105, 102, 103, 104]);
    expect(list.more).toHaveLength(recommendations.length - TOP_RECOMMENDATIONS);
  });

  it("keeps every essential service on the short list, first", () => {
    const list = shortList([
      { id: 1, essential: false },
      { id: 2, essential: true },
      { id: 3, essential: false },
    ]);
    expect(list.essential.map((entry) => entry.id)).toEqual([2]);
    expect(list.top.map((entry) => entry.id)).toEqual([1, 3]);
    expect(list.more).toEqual([]);
  });
});

describe("what the recommendations step calls included", () => {
  const locations = [fixtureLocation("hq")];
  const context = (selections: QuoteSelection[]) => {
    const quote = price({
      services: fixtureServices,
      formulas: fixtureFormulas,
      answers: { complianceRequirements: [], securityFocus: [] },
      locations,
      selections,
    });
    return { services: fixtureServices, selections, locations, inQuote: servicesInQuote(quote) };
  };

  it("shows a prerequisite pulled in by a chosen service as included, with what requires it", () => {
    // MDR (2) requires EDR (1): EDR is priced though the visitor never picked it.
    const mdr = context([{ locationId: "hq", serviceId: 2 }]);
    expect(recommendationStatus(1, mdr)).toEqual({
      kind: "required",
      text: "Included because MDR requires it",
    });
    expect(recommendationStatus(2, mdr)).toEqual({ kind: "chosen" });
    expect(recommendationStatus(5, mdr)).toEqual({ kind: "open" });
  });

  it("explains rather than offers removal when a chosen service is needed by another", () => {
    const both = context([
      { locationId: "hq", serviceId: 1 },
      { locationId: "hq", serviceId: 2 },
    ]);
    expect(recommendationStatus(1, both)).toEqual({
      kind: "required",
      text: "Included because MDR requires it",
    });
    const siem = context([{ locationId: "hq", serviceId: 7 }]);
    expect(recommendationStatus(2, siem)).toEqual({
      kind: "required",
      text: "Included because SIEM depends on it",
    });
  });

  it("counts as included exactly the services the quote prices", () => {
    const siem = context([{ locationId: "hq", serviceId: 7 }]);
    const included = [1, 2, 3, 4, 5, 6, 7].filter(
      (id) => recommendationStatus(id, siem).kind !== "open",
    );
    expect(included).toEqual([...siem.inQuote].sort());
    expect(included).toEqual([1, 2, 7]);
  });
});
