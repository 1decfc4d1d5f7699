import { randomBytes } from "node:crypto";
import { MAX_LOCATIONS } from "@shared/quotes/engine/limits";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { services } from "../../../db/schema/catalog";
import { configurationVersions } from "../../../db/schema/configurations";
import { builderTestApp } from "./builder-test-kit";

/** Decision 045: money is 64-bit, and the engine's real limit is a clear 400, never a 500. */

const { t, kit } = builderTestApp();

const post = (url: string, payload: object, session = kit.newSession()) =>
  kit.sb("POST", url, session, payload);

/** 100 locations of 1,000 users and 1,000 endpoints each (short ids: the body stays small). */
const bigEstate = (endpoints: number) =>
  Array.from({ length: MAX_LOCATIONS }, (_, index) => ({
    id: `l${index}`,
    name: `Site ${index + 1}`,
    userCount: 1000,
    endpointCount: endpoints,
    serverCount: 100,
    hasCloudServices: true,
    hasOnPremise: true,
    hasSaaSApps: true,
  }));

const answers = { complianceRequirements: ["hipaa", "pci-dss"], securityFocus: [] };

describe("a 100-location quote above $100 M a year", () => {
  it("is priced, saved with its totals in 64-bit columns and read back unchanged", async () => {
    const catalogue = (await t.repositories.catalog.publicServices()).data;
    const locations = bigEstate(1000);
    const selections = locations.flatMap((location) =>
      catalogue.map((service) => ({ locationId: location.id, serviceId: service.id })),
    );
    const body = { name: "Nationwide clinics", answers, locations, selections };

    const priced = await post("/api/catalog/quote", body);
    expect(priced.statusCode, priced.body.slice(0, 500)).toBe(200);
    const annually = priced.json().data.calculatedTotals.annually as number;
    expect(annually).toBeGreaterThan(100_000_000);

    const session = kit.newSession();
    const opened = await t.app.inject({
      method: "PUT",
      url: "/api/sb/draft",
      remoteAddress: kit.nextAddress(),
      headers: { "x-sb-session": session },
      payload: { stepReached: "lead", answers, locations: [], selections: [] },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const saved = await post("/api/sb/configurations", body, session);
    expect(saved.statusCode, saved.body.slice(0, 500)).toBe(201);
    const { configuration } = saved.json().data;
    expect(configuration.configurations.calculatedTotals.annually).toBe(annually);

    const [row] = await t.db
      .select({
        annuallyCents: configurationVersions.annuallyCents,
        monthlyCents: configurationVersions.monthlyCents,
      })
      .from(configurationVersions)
      .where(eq(configurationVersions.configurationId, configuration.id));
    // Past PostgreSQL's 32-bit integer (about $21.4 M): the column is bigint.
    expect(row?.annuallyCents).toBeGreaterThan(2 ** 31);
    expect(row?.annuallyCents).toBe(Math.round(annually * 100));

    const read = await t.app.inject({
      method: "GET",
      url: `/api/sb/configurations/${configuration.id}`,
      headers: { "x-sb-session": session },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.versions[0].annually).toBe(annually);
  });
});

describe("a quote past what cents hold exactly", () => {
  it("is a 400 naming the selections on pricing and on saving, and nothing is stored", async () => {
    // A service the catalogue's own limits allow: $1,000,000 per endpoint, x10 at high risk.
    const [service] = await t.db
      .insert(services)
      .values({
        name: `Sovereign SOC ${randomBytes(3).toString("hex")}`,
        description: "Dedicated national security operations centre.",
        category: "Monitoring",
        priceCents: 100_000_000,
        pricePerEndpoint: true,
        riskLevelMultiplier: { low: 10, medium: 10, high: 10, critical: 10 },
        features: [],
        prerequisites: [],
        dependencies: [],
        icon: "shield",
        maxQuantity: 100_000,
      })
      .returning({ id: services.id });
    if (!service) throw new Error("service not written");
    await t.app.contentChanges.publish();
    const locations = bigEstate(100_000);
    const body = {
      name: "Too big to hold",
      answers,
      locations,
      selections: locations.map((location) => ({
        locationId: location.id,
        serviceId: service.id,
      })),
    };
    for (const url of ["/api/catalog/quote", "/api/sb/configurations"]) {
      const session = kit.newSession();
      const res = await post(url, body, session);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(400);
      const message =
        "This configuration's yearly total would pass $90,071,992,547,409.91, the most a quote can hold. Lower the quantities or split it into several quotes.";
      expect(res.json()).toMatchObject({
        success: false,
        data: null,
        message,
        errors: { selections: message },
      });
      expect(await t.repositories.drafts.get(session)).toBeNull();
    }
  });
});
