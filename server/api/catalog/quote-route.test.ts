import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, signedIn } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { serviceIds } from "./seed/seed-service";

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t)).browser;
});
afterAll(() => t.close());

const site = {
  id: "hq",
  name: "Head office",
  userCount: 25,
  endpointCount: 30,
  serverCount: 3,
  hasCloudServices: true,
  hasOnPremise: true,
  hasSaaSApps: true,
};

const quote = (body: unknown) =>
  t.app.inject({ method: "POST", url: "/api/catalog/quote", payload: body as object });

describe("POST /api/catalog/quote", () => {
  it("prices with the server's catalogue, adds prerequisites and gives totals in cents and dollars", async () => {
    const res = await quote({
      answers: { complianceRequirements: ["hipaa"], securityFocus: [] },
      locations: [site],
      selections: [{ locationId: "hq", serviceId: serviceIds.managedDetection }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const lines = data.locations[0].lines;
    expect(lines.map((line: { serviceId: number }) => line.serviceId)).toEqual([
      serviceIds.endpointDetection,
      serviceIds.managedDetection,
    ]);
    expect(lines[0].notes[0]).toMatch(/^Added because Managed Detection/);
    expect(data.totals.monthly).toBe(data.locations[0].totals.monthlyCents);
    expect(data.calculatedTotals).toEqual({
      monthly: data.totals.monthly / 100,
      annually: data.totals.annually / 100,
      setup: data.totals.setup / 100,
      savings: data.totals.savings / 100,
    });
    expect(Object.keys(data.formulaVersions).length).toBeGreaterThan(0);
  });

  it("prices a staff change at once: a new formula version moves the total", async () => {
    const body = {
      locations: [{ ...site, userCount: 150 }],
      selections: [{ locationId: "hq", serviceId: serviceIds.helpdeskBusinessHours }],
    };
    const before = (await quote(body)).json().data;
    expect(before.volumeDiscountCents).toBeGreaterThan(0);
    const formulas = (await admin.request("GET", "/api/admin/formulas")).json().data;
    const volume = formulas.find(
      (formula: { purpose: string }) => formula.purpose === "volume-discount",
    );
    const { name, purpose, description, serviceId, reason, safeguard, essential } = volume;
    const save = (expression: string, baseVersion: number) =>
      admin.request("PUT", `/api/admin/formulas/${volume.id}`, {
        ...{ name, purpose, description, serviceId, reason, safeguard, essential },
        expression,
        baseVersion,
      });
    const saved = await save("0", volume.version);
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const after = (await quote(body)).json().data;
      expect(after.volumeDiscountCents).toBe(0);
      expect(after.totals.monthly).toBeGreaterThan(before.totals.monthly);
      expect(after.formulaVersions[volume.id]).toBe(volume.version + 1);
    } finally {
      await save(volume.expression, volume.version + 1);
    }
  });

  it("refuses bad input with field errors, never a 500", async () => {
    const bad = [
      {},
      { locations: [] },
      { locations: [{ ...site, userCount: -1 }] },
      { locations: [{ ...site, userCount: 2.5 }] },
      { locations: [{ ...site, name: "a\u0000b" }] },
      { locations: [{ ...site, name: "x".repeat(1_000_000) }] },
      { locations: [site, site] },
      { locations: [site], answers: { complianceRequirements: ["nope"] } },
      { locations: [site], selections: [{ locationId: "hq", serviceId: 0 }] },
      { locations: Array.from({ length: 101 }, (_, index) => ({ ...site, id: `s${index}` })) },
    ];
    for (const body of bad) {
      const res = await quote(body);
      expect([400, 413], JSON.stringify(body).slice(0, 80)).toContain(res.statusCode);
      expect(res.json().success).toBe(false);
    }
  });

  it("leaves out what it cannot price, with notes", async () => {
    const res = await quote({
      locations: [site],
      selections: [
        { locationId: "hq", serviceId: 99_999 },
        { locationId: "elsewhere", serviceId: serviceIds.endpointDetection },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.notes).toEqual([
      "A choice for an unknown location was left out",
      "Service 99999 is not in the catalogue and was left out",
    ]);
  });
});
