import { pricingCategories } from "@shared/pricing/categories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

describe("GET /api/pricing/{category}", () => {
  it.each(pricingCategories)("answers the %s plans in the envelope", async (category) => {
    const res = await get(`/api/pricing/${category}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThan(0);
    for (const plan of body.data) {
      expect(plan).toMatchObject({ id: expect.any(String), name: expect.any(String) });
      expect(plan.price ?? plan.monthlyPrice).toEqual(expect.any(Number));
    }
  });

  it("lists the seed 000 §9 plan names in their fixed order", async () => {
    const names = async (category: string) =>
      (await get(`/api/pricing/${category}`))
        .json()
        .data.map((plan: { name: string }) => plan.name);
    expect(await names("user-protection")).toEqual([
      "Basic",
      "Professional",
      "Enterprise",
      "Compliance Plus",
    ]);
    expect(await names("vcio-services")).toEqual(["Basic", "Professional", "Enterprise"]);
    expect(await names("application-development")).toEqual([
      "Starter",
      "Business",
      "Advanced Enterprise",
      "Managed App Service",
    ]);
  });

  it("orders the other categories by ascending price", async () => {
    for (const category of ["endpoint-protection", "server-protection", "compliance"]) {
      const prices = (await get(`/api/pricing/${category}`))
        .json()
        .data.map(
          (plan: { price?: number; monthlyPrice?: number }) => plan.price ?? plan.monthlyPrice,
        );
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
  });

  it("gives dollars derived from cents, and compliance packages a monthlyPrice", async () => {
    const [basic] = (await get("/api/pricing/user-protection")).json().data;
    expect(basic).toMatchObject({ name: "Basic", price: 12, period: "per_user_month" });
    expect(basic.features).toContainEqual({ text: "24/7 SOC Monitoring", included: false });
    const hipaa = (await get("/api/pricing/compliance"))
      .json()
      .data.find((plan: { name: string }) => plan.name === "HIPAA Compliance");
    expect(hipaa).toMatchObject({ monthlyPrice: 1995, annualPrice: 21540, period: "month" });
    expect(hipaa).not.toHaveProperty("price");
  });

  it("covers every compliance framework of seed 000 §2", async () => {
    const names = (await get("/api/pricing/compliance"))
      .json()
      .data.map((p: { name: string }) => p.name);
    for (const framework of [
      "HIPAA",
      "PCI DSS",
      "GDPR/CCPA",
      "SOC 2",
      "CMMC",
      "ISO 27001",
      "Custom",
    ]) {
      expect(names.some((name: string) => name.includes(framework))).toBe(true);
    }
  });

  it("answers an unknown category with a 404 envelope, never a 500", async () => {
    for (const category of ["nope", "USER-PROTECTION", "a".repeat(300)]) {
      const res = await get(`/api/pricing/${category}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, data: null, message: expect.any(String) });
    }
    // NUL never reaches a route (issue 12): a 400 naming the parameter.
    const nul = await get("/api/pricing/%00");
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({
      success: false,
      errors: { category: "Remove the NUL character" },
    });
  });

  it("carries an ETag and a short Cache-Control, and answers 304 to a current copy", async () => {
    const first = await get("/api/pricing/endpoint-protection");
    expect(first.headers["cache-control"]).toBe("public, max-age=60");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get("/api/pricing/endpoint-protection", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    const listed = await get("/api/pricing/endpoint-protection", {
      "if-none-match": `"other", ${etag.replace("W/", "")}`,
    });
    expect(listed.statusCode).toBe(304);
    const stale = await get("/api/pricing/endpoint-protection", { "if-none-match": 'W/"old"' });
    expect(stale.statusCode).toBe(200);
  });

  it("gives each category its own ETag", async () => {
    const a = await get("/api/pricing/user-protection");
    const b = await get("/api/pricing/server-protection");
    expect(a.headers.etag).not.toBe(b.headers.etag);
  });
});

describe("GET /api/pricing/backup-solutions", () => {
  it("is not taken for a category, and lists the add-ons of seed 000 §9", async () => {
    const res = await get("/api/pricing/backup-solutions");
    expect(res.statusCode).toBe(200);
    const addOns = res
      .json()
      .data.map((a: { category: string; name: string }) => [a.category, a.name]);
    expect(addOns).toEqual([
      ["user-protection", "Cloud Account Backup"],
      ["endpoint-protection", "Basic Endpoint Backup"],
      ["endpoint-protection", "Enterprise Endpoint BCDR"],
      ["server-protection", "Basic Server Backup"],
      ["server-protection", "Server BCDR Suite"],
    ]);
  });

  it("answers 304 to its own ETag", async () => {
    const first = await get("/api/pricing/backup-solutions");
    const again = await get("/api/pricing/backup-solutions", {
      "if-none-match": String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });
});

describe("GET /api/feature-explanations", () => {
  it("answers the glossary keyed by feature text", async () => {
    const res = await get("/api/feature-explanations");
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeDefined();
    expect(res.json().data["Multi-Factor Authentication"]).toEqual({
      title: "Multi-Factor Authentication (MFA)",
      description: expect.any(String),
      benefit: expect.any(String),
    });
  });
});

describe("GET /api/pricing-plans", () => {
  it("lists every active record, add-ons included, with audit times", async () => {
    const res = await get("/api/pricing-plans");
    expect(res.statusCode).toBe(200);
    const records = res.json().data;
    expect(records.length).toBeGreaterThan(20);
    expect(records[0]).toMatchObject({
      category: "user-protection",
      kind: "plan",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(records.filter((r: { kind: string }) => r.kind === "backup-addon")).toHaveLength(5);
  });

  it("filters by ?category=", async () => {
    const records = (await get("/api/pricing-plans?category=server-protection")).json().data;
    expect(new Set(records.map((r: { category: string }) => r.category))).toEqual(
      new Set(["server-protection"]),
    );
    expect(records.map((r: { name: string }) => r.name)).toContain("Server BCDR Suite");
  });

  it("rejects an unknown category with a 400 field error", async () => {
    const res = await get("/api/pricing-plans?category=gold");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.category).toMatch(/^Choose one of: user-protection/);
  });
});

describe("the OpenAPI document", () => {
  it("declares the pricing answers", async () => {
    const doc = (await get("/api/docs")).json();
    for (const path of [
      "/api/pricing/{category}",
      "/api/pricing/backup-solutions",
      "/api/feature-explanations",
      "/api/pricing-plans",
    ]) {
      expect(doc.paths[path].get.responses["200"]).toBeDefined();
    }
    const plan =
      doc.paths["/api/pricing/{category}"].get.responses["200"].content["application/json"].schema
        .properties.data.items;
    expect(plan.properties.price.description).toMatch(/US dollars/);
  });
});
