import { describe, expect, it } from "vitest";
import { fixtureFormulas, fixtureLocation, fixtureServices, noAnswers } from "./engine-fixtures";
import { recommend } from "./recommendations";

const input = {
  services: fixtureServices,
  formulas: fixtureFormulas,
  locations: [fixtureLocation("hq")],
};

describe("recommend", () => {
  it("picks the services whose rules hold, with every reason and safeguard", () => {
    const result = recommend({
      ...input,
      answers: { complianceRequirements: ["hipaa"], securityFocus: [] },
    });
    expect(result.riskLevel).toBe("high");
    expect(result.recommendations).toEqual([
      {
        serviceId: 1,
        name: "EDR",
        essential: true,
        reasons: [
          {
            formulaId: 5,
            text: "HIPAA asks for protection from malicious software",
            safeguard: "45 CFR 164.308(a)(5)(ii)(B)",
          },
          { formulaId: 7, text: "Many devices", safeguard: null },
        ],
        // HIPAA named (4) and the estate's size (1).
        score: 5,
      },
      {
        serviceId: 5,
        name: "Server backup",
        essential: false,
        reasons: [
          { formulaId: 6, text: "Servers need a copy attackers cannot reach", safeguard: null },
        ],
        score: 1,
      },
    ]);
    expect(result.formulaVersions).toMatchObject({ 1: 1, 5: 1, 6: 1, 7: 1 });
  });

  it("recommends nothing the rules do not pick", () => {
    const quiet = recommend({
      ...input,
      answers: noAnswers,
      locations: [fixtureLocation("hq", { endpointCount: 5, serverCount: 0 })],
    });
    expect(quiet.recommendations).toEqual([]);
  });

  it("skips rules about services missing from the catalogue", () => {
    const result = recommend({
      ...input,
      services: fixtureServices.filter((s) => s.id !== 1),
      answers: noAnswers,
    });
    expect(result.recommendations.map((entry) => entry.serviceId)).toEqual([5]);
  });
});
