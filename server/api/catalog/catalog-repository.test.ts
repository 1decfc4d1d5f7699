import { serviceInputSchema } from "@shared/catalog/service";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { services } from "../../db/schema/catalog";
import { seedServices } from "./seed/services";
import { newService } from "./test-services";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("catalogue seed", () => {
  it("stores every seed service under its own id, prices in cents", async () => {
    const all = await t.repositories.catalog.all();
    expect(all.map((service) => service.id)).toEqual(
      seedServices.map((seed) => seed.id).sort((a, b) => a - b),
    );
    const [first] = seedServices;
    if (!first) throw new Error("no seed services");
    const [row] = await t.db.select().from(services).where(eq(services.id, first.id));
    expect(row?.priceCents).toBe(Math.round(first.price * 100));
  });

  it("changes nothing when run again, and keeps staff edits", async () => {
    const service = await t.repositories.catalog.get(1);
    if (!service) throw new Error("seed service 1 missing");
    const { id, archived, version, createdAt, updatedAt, ...fields } = service;
    const edited = serviceInputSchema.parse({ ...fields, price: 1.23 });
    await t.repositories.catalog.update(1, edited, version);
    const before = await t.repositories.catalog.all();
    await t.repositories.catalog.seed();
    expect(await t.repositories.catalog.all()).toEqual(before);
    expect((await t.repositories.catalog.get(1))?.price).toBe(1.23);
  });

  it("moves the id sequence past the seeded ids", async () => {
    await t.repositories.catalog.seed();
    const created = await t.repositories.catalog.create(serviceInputSchema.parse(newService()));
    const highest = Math.max(...seedServices.map((seed) => seed.id));
    expect(created.id).toBeGreaterThan(highest);
  });
});

describe("public list cache", () => {
  it("serves the cached answer until a write drops it", async () => {
    const first = await t.repositories.catalog.publicServices();
    expect(await t.repositories.catalog.publicServices()).toBe(first);
    const service = await t.repositories.catalog.create(serviceInputSchema.parse(newService()));
    const second = await t.repositories.catalog.publicServices();
    expect(second.etag).not.toBe(first.etag);
    expect(second.data.map((entry) => entry.id)).toContain(service.id);
    await t.repositories.catalog.setArchived(service.id, true);
    const third = await t.repositories.catalog.publicServices();
    expect(third.data.map((entry) => entry.id)).not.toContain(service.id);
  });
});
