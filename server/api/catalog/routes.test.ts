import type { Service } from "@shared/catalog/service";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, signedIn } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { newService } from "./test-services";

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t)).browser;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });
const publicNames = async () =>
  (await get("/api/catalog")).json().data.map((service: Service) => service.name);

async function create(overrides: Parameters<typeof newService>[0] = {}) {
  const res = await admin.request("POST", "/api/admin/catalog", newService(overrides));
  expect(res.statusCode).toBe(201);
  return res.json().data as Service & { version: number };
}

describe("GET /api/catalog", () => {
  it("lists the seeded services in dollars, by category then name", async () => {
    const res = await get("/api/catalog");
    expect(res.statusCode).toBe(200);
    const services: Service[] = res.json().data;
    expect(services.length).toBeGreaterThanOrEqual(25);
    const keys = services.map((service) =>
      `${service.category}\u0000${service.name}`.toLowerCase(),
    );
    expect(keys).toEqual([...keys].sort());
    const edr = services.find((service) => service.id === 1);
    expect(edr).toMatchObject({ price: expect.any(Number), pricePerEndpoint: true });
    expect(edr).not.toHaveProperty("priceCents");
    expect(edr).not.toHaveProperty("archived");
  });

  it("leaves hidden and archived services out", async () => {
    const hidden = await create({ hidden: true });
    const archived = await create();
    await admin.request("POST", `/api/admin/catalog/${archived.id}/archive`);
    const visible = await create();
    const names = await publicNames();
    expect(names).toContain(visible.name);
    expect(names).not.toContain(hidden.name);
    expect(names).not.toContain(archived.name);
  });

  it("answers 304 to a current ETag and a new body after a staff edit", async () => {
    const first = await get("/api/catalog");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers["cache-control"]).toBe("public, max-age=60");
    const again = await get("/api/catalog", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");

    const service = await create({ price: 7.25 });
    const changed = await get("/api/catalog", { "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data).toContainEqual(
      expect.objectContaining({ id: service.id, price: 7.25 }),
    );
  });
});

describe("GET /api/catalog/formulas", () => {
  it("gives the current version of every active formula, cached with an ETag", async () => {
    const res = await get("/api/catalog/formulas");
    expect(res.statusCode).toBe(200);
    const formulas = res.json().data;
    const purposes = formulas.map((formula: { purpose: string }) => formula.purpose);
    for (const purpose of ["risk-level", "volume-discount", "annual-discount"]) {
      expect(purposes.filter((entry: string) => entry === purpose)).toHaveLength(1);
    }
    expect(purposes[0]).toBe("risk-level");
    expect(formulas[0]).toMatchObject({ version: 1, expression: expect.any(String) });
    const cached = await get("/api/catalog/formulas", {
      "if-none-match": String(res.headers.etag),
    });
    expect(cached.statusCode).toBe(304);
  });
});
