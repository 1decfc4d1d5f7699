import { addService } from "@shared/quotes/builder/selections";
import { price } from "@shared/quotes/engine/price";
import { recommendationStatus, servicesInQuote } from "@shared/quotes/engine/recommendation-status";
import { recommend, shortList, TOP_RECOMMENDATIONS } from "@shared/quotes/engine/recommendations";
import { describe, expect, it } from "vitest";
import { seedCatalogue } from "../../formulas/seed/seed-catalogue";
import { serviceIds } from "./seed-service";

/**
 * Issue 33's row: a 25-person HIPAA firm saw 29 services "recommended" and "6 of 29
 * included" while 8 were priced. With the seeded rules and catalogue (decision 050).
 */
const { services, formulas } = seedCatalogue();
const answers = { complianceRequirements: ["hipaa" as const], securityFocus: [] };
const locations = [
  {
    id: "hq",
    name: "Clinic",
    userCount: 25,
    endpointCount: 30,
    serverCount: 2,
    hasCloudServices: true,
    hasOnPremise: true,
    hasSaaSApps: true,
  },
];

describe("the recommendations of a 25-person HIPAA firm", () => {
  const { recommendations } = recommend({ services, formulas, answers, locations });
  const list = shortList(recommendations);

  it("are a short list: the essentials and a few more, the rest behind 'more'", () => {
    expect(list.top).toHaveLength(TOP_RECOMMENDATIONS);
    expect(list.more.length).toBeGreaterThan(10);
    expect(list.essential.map((entry) => entry.name)).toContain("HIPAA Compliance Readiness");
    // What HIPAA asks for ranks above what only the size of the estate suggests.
    const rank = (id: number) => recommendations.findIndex((entry) => entry.serviceId === id);
    expect(rank(serviceIds.complianceGapAssessment)).toBeLessThan(rank(serviceIds.managedWifi));
    expect(list.top.map((entry) => entry.serviceId)).toContain(serviceIds.complianceGapAssessment);
  });

  it("count as included exactly what the essentials price, prerequisites too", () => {
    const selections = list.essential.reduce(
      (all, entry) => addService(all, locations, entry.serviceId),
      [] as { locationId: string; serviceId: number }[],
    );
    const quote = price({ services, formulas, answers, locations, selections });
    const inQuote = servicesInQuote(quote);
    const context = { services, selections, locations, inQuote };
    const included = recommendations.filter(
      (entry) => recommendationStatus(entry.serviceId, context).kind !== "open",
    );
    expect(included.length).toBeGreaterThan(list.essential.length);
    expect(new Set(included.map((entry) => entry.serviceId))).toEqual(inQuote);
    expect(recommendationStatus(serviceIds.vulnerabilityManagement, context)).toEqual({
      kind: "required",
      text: "Included because HIPAA Compliance Readiness depends on it",
    });
  });
});
