import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { Service } from "../../catalog/service";
import { configurations } from "./engine-arbitraries";
import { fixtureFormulas, fixtureLocation, fixtureServices, noAnswers } from "./engine-fixtures";
import { price } from "./price";
import type { QuoteInput, QuoteLocation } from "./types";

/**
 * Issue 33, decision 050: a service counted by the location's users, endpoints or servers is
 * not priced where there are none of them; it says why, and the minimum quantity (and its
 * setup fee) no longer turns "nothing to cover" into one unit.
 */

// The seed's Server Backup: per server, at least 1, with a setup fee.
const services: Service[] = fixtureServices.map((service) =>
  service.id === 5 ? { ...service, minQuantity: 1, setupFee: 99, price: 59 } : service,
);
const bcdr = {
  ...(fixtureServices[3] as Service),
  id: 8,
  name: "BCDR Appliance",
  price: 449,
  setupFee: 750,
  minQuantity: 1,
  maxQuantity: 4,
  dependencies: [],
};
const bcdrFormula = {
  ...(fixtureFormulas[3] as (typeof fixtureFormulas)[number]),
  id: 9,
  expression: "max(1, ceil(serverCount / 10))",
  serviceId: 8,
};

function quote(location: QuoteLocation, selections: QuoteInput["selections"]) {
  return price({
    services: [...services, bcdr],
    formulas: [...fixtureFormulas, bcdrFormula],
    answers: noAnswers,
    locations: [location],
    selections,
  });
}
const lineOf = (result: ReturnType<typeof price>, serviceId: number) =>
  result.locations[0]?.lines.find((line) => line.serviceId === serviceId);

describe("a location with nothing to count", () => {
  const noServers = fixtureLocation("hq", { serverCount: 0 });

  it("does not price a per-server service at 0 servers, and says why", () => {
    const result = quote(noServers, [{ locationId: "hq", serviceId: 5 }]);
    expect(lineOf(result, 5)).toMatchObject({
      quantity: 0,
      totalCents: 0,
      setupCents: 0,
      notPriced: "Not priced: this location has no servers",
      notes: ["Not priced: this location has no servers"],
    });
    expect(result.totals).toMatchObject({ monthly: 0, setup: 0 });
  });

  it("prices it again as soon as there is a server", () => {
    const result = quote(fixtureLocation("hq", { serverCount: 1 }), [
      { locationId: "hq", serviceId: 5 },
    ]);
    expect(lineOf(result, 5)).toMatchObject({ quantity: 1, totalCents: 5900, setupCents: 9900 });
    expect(lineOf(result, 5)?.notPriced).toBeUndefined();
  });

  it("does not price a service whose quantity formula reads only counts that are 0", () => {
    // max(1, ...) would otherwise put one appliance at a site without servers.
    const result = quote(noServers, [{ locationId: "hq", serviceId: 8 }]);
    expect(lineOf(result, 8)).toMatchObject({
      quantity: 0,
      setupCents: 0,
      notPriced: "Not priced: this location has no servers",
    });
  });

  it("names every count a formula reads: endpoints or servers for EDR", () => {
    const empty = fixtureLocation("hq", { endpointCount: 0, serverCount: 0 });
    expect(lineOf(quote(empty, [{ locationId: "hq", serviceId: 1 }]), 1)?.notPriced).toBe(
      "Not priced: this location has no endpoints or servers",
    );
    // Servers alone are devices EDR covers.
    const serversOnly = fixtureLocation("hq", { endpointCount: 0, serverCount: 2 });
    expect(lineOf(quote(serversOnly, [{ locationId: "hq", serviceId: 1 }]), 1)?.quantity).toBe(2);
  });

  it("prices a quantity the visitor typed: it is theirs to choose", () => {
    const result = quote(noServers, [{ locationId: "hq", serviceId: 5, quantity: 2 }]);
    expect(lineOf(result, 5)).toMatchObject({ quantity: 2, totalCents: 11800 });
  });

  it("keeps flat per-location services priced", () => {
    const result = quote(
      fixtureLocation("hq", { userCount: 0, endpointCount: 0, serverCount: 0 }),
      [{ locationId: "hq", serviceId: 4 }],
    );
    expect(lineOf(result, 4)).toMatchObject({ quantity: 1, totalCents: 7900 });
  });
});

describe("zero counts, over random configurations", () => {
  const countedBy = (service: Service) =>
    service.pricePerServer ? "serverCount" : service.pricePerUser ? "userCount" : null;

  test.prop([configurations(services, fixtureFormulas)])(
    "never charges for a counted service where its count is 0 and no quantity was typed",
    (input) => {
      const result = price(input);
      for (const priced of result.locations) {
        const location = input.locations.find((site) => site.id === priced.locationId);
        for (const line of priced.lines) {
          const service = services.find((entry) => entry.id === line.serviceId) as Service;
          const count = countedBy(service);
          const typed = input.selections.some(
            (selection) =>
              selection.locationId === priced.locationId &&
              selection.serviceId === line.serviceId &&
              selection.quantity !== undefined,
          );
          if (!count || typed || !location || location[count] !== 0) continue;
          expect(line).toMatchObject({ quantity: 0, totalCents: 0, setupCents: 0 });
          expect(line.notPriced).toMatch(/^Not priced: this location has no /);
        }
        for (const line of priced.lines) {
          // A line is either priced or says why not, never a charge beside a reason.
          if (line.notPriced) expect(line.totalCents + line.setupCents).toBe(0);
        }
      }
    },
  );

  test.prop([configurations(services, fixtureFormulas), fc.nat()])(
    "adding the first server never lowers the setup fees",
    (input, pick) => {
      const index = pick % input.locations.length;
      const locations = input.locations.map((site, at) =>
        at === index ? { ...site, serverCount: site.serverCount + 1 } : site,
      );
      expect(price({ ...input, locations }).totals.setup).toBeGreaterThanOrEqual(
        price(input).totals.setup,
      );
    },
  );
});
