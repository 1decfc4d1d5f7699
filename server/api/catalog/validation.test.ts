import type { AdminService, ServiceInput } from "@shared/catalog/service";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, cookieHeader, ORIGIN, signedIn } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { newService } from "./test-services";

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t)).browser;
});
afterAll(() => t.close());

const base = "/api/admin/catalog";

async function refused(payload: object, method: "POST" | "PUT" = "POST", url = base) {
  const res = await admin.request(method, url, payload);
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body).toMatchObject({ success: false, message: "Validation failed", data: null });
  return body.errors as Record<string, string>;
}

describe("bad service input answers 400 with field errors, never 500", () => {
  it.each<[string, Partial<ServiceInput> | Record<string, unknown>, string]>([
    ["a zero price", { price: 0 }, "price"],
    ["a negative price", { price: -5 }, "price"],
    ["a price with three decimals", { price: 9.999 }, "price"],
    ["a negative setup fee", { setupFee: -1 }, "setupFee"],
    ["two price bases", { pricePerUser: true, pricePerServer: true }, "pricePerUser"],
    ["a maximum below the minimum", { minQuantity: 10, maxQuantity: 5 }, "maxQuantity"],
    ["a NUL byte in the name", { name: "Bad\u0000Name" }, "name"],
    [
      "a description of a million characters",
      { description: "x".repeat(1_000_000) },
      "description",
    ],
    ["an unknown icon", { icon: "skull" }, "icon"],
    ["an empty category", { category: "   " }, "category"],
    ["an unknown risk level", { riskLevelMultiplier: { extreme: 2 } }, "riskLevelMultiplier"],
    ["a price given as text", { price: "12" }, "price"],
  ])("%s", async (_, fields, field) => {
    const errors = await refused({ ...newService(), ...fields });
    expect(Object.keys(errors)).toContain(field);
  });

  it("refuses a prerequisite that does not exist", async () => {
    const errors = await refused(newService({ prerequisites: [99_999] }));
    expect(errors.prerequisites).toContain("99999");
  });

  it("refuses a dependency on the service itself", async () => {
    const created = await admin.request("POST", base, newService());
    const service: AdminService = created.json().data;
    const { id, archived, createdAt, updatedAt, ...fields } = service;
    const errors = await refused({ ...fields, dependencies: [id] }, "PUT", `${base}/${id}`);
    expect(errors.dependencies).toEqual(expect.any(String));
  });

  it("refuses a cycle and explains it with names", async () => {
    const a = (await admin.request("POST", base, newService({ name: "Loop A" }))).json().data;
    const b = (
      await admin.request("POST", base, newService({ name: "Loop B", prerequisites: [a.id] }))
    ).json().data;
    const { id, archived, createdAt, updatedAt, ...fields } = a as AdminService;
    const errors = await refused({ ...fields, dependencies: [b.id] }, "PUT", `${base}/${id}`);
    expect(errors.dependencies).toMatch(/Loop A.*Loop B.*Loop A/);
    expect((await admin.request("GET", `${base}/${a.id}`)).json().data.version).toBe(1);
  });

  it("refuses a link to an archived service", async () => {
    const gone = (await admin.request("POST", base, newService())).json().data;
    await admin.request("POST", `${base}/${gone.id}/archive`);
    const errors = await refused(newService({ prerequisites: [gone.id] }));
    expect(errors.prerequisites).toEqual(expect.any(String));
  });

  it("refuses an edit without the version it edits", async () => {
    const errors = await refused(newService(), "PUT", `${base}/1`);
    expect(Object.keys(errors)).toEqual(["version"]);
  });

  it.each(["abc", "1.5", "0", "-3", "99999999999"])("refuses the id %j", async (id) => {
    const res = await admin.request("GET", `${base}/${id}`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(["id"]);
  });

  it("answers 413 to a body past the write limit", async () => {
    const res = await admin.request(
      "POST",
      base,
      newService({ description: "x".repeat(3_000_000) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, data: null });
  });

  it("refuses a body that is not JSON", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: base,
      headers: {
        origin: ORIGIN,
        cookie: cookieHeader(admin.jar),
        "content-type": "application/json",
      },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
  });
});
