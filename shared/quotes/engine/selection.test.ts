import { describe, expect, it } from "vitest";
import { fixtureServices } from "./engine-fixtures";
import { indexCatalogue, removalBlocker, resolveSelections } from "./selection";

const catalogue = indexCatalogue(fixtureServices);
const at = (serviceId: number, quantity?: number) =>
  quantity === undefined
    ? { locationId: "hq", serviceId }
    : { locationId: "hq", serviceId, quantity };

describe("resolveSelections", () => {
  it("adds what the choices need, in id order, saying for whom", () => {
    expect(resolveSelections([at(7)], catalogue)).toEqual({
      resolved: [
        { at: 0, serviceId: 1, addedFor: { serviceId: 2, link: "prerequisite" } },
        { at: 1, serviceId: 2, addedFor: { serviceId: 7, link: "dependency" } },
        { at: 6, serviceId: 7 },
      ],
      missing: [],
    });
  });

  it("sets ids missing from the catalogue apart", () => {
    expect(resolveSelections([at(42), at(1)], catalogue).missing).toEqual([42]);
  });
});

describe("removalBlocker", () => {
  it("refuses to remove what another service at the location needs, with the reason", () => {
    expect(removalBlocker(fixtureServices, [at(1), at(2)], "hq", 1)).toBe(
      "MDR requires EDR: remove MDR first",
    );
    expect(removalBlocker(fixtureServices, [at(3), at(4)], "hq", 4)).toBe(
      "Helpdesk depends on Onboarding: remove Helpdesk first",
    );
  });

  it("refuses to remove a service the engine added for another", () => {
    expect(removalBlocker(fixtureServices, [at(7)], "hq", 2)).toBe(
      "SIEM depends on MDR: remove SIEM first",
    );
  });

  it("allows removing what nothing needs, or what is needed at another location only", () => {
    expect(removalBlocker(fixtureServices, [at(1), at(2)], "hq", 2)).toBeNull();
    expect(
      removalBlocker(fixtureServices, [at(1), { locationId: "branch", serviceId: 2 }], "hq", 1),
    ).toBeNull();
  });
});
