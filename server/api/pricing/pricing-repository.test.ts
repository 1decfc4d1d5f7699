import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { seedDatabase } from "../../repositories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

const newPlan = {
  id: "vcio-fractional-cto",
  category: "vcio-services" as const,
  name: "Fractional CTO",
  description: "Hands-on technical leadership for product companies.",
  priceCents: 899_950,
  period: "month",
  features: ["Architecture reviews", { text: "Hiring support", included: false }],
};

describe("writes invalidate the cached answers", () => {
  it("an upserted plan changes the next answer and its ETag", async () => {
    const before = await get("/api/pricing/vcio-services");
    const etag = String(before.headers.etag);
    await t.repositories.pricing.upsertPlan(newPlan);

    const stale = await get("/api/pricing/vcio-services", { "if-none-match": etag });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).not.toBe(etag);
    const names = stale.json().data.map((plan: { name: string }) => plan.name);
    // Unlisted names come after the fixed order of seed 000 §9.
    expect(names).toEqual(["Basic", "Professional", "Enterprise", "Fractional CTO"]);
    expect(stale.json().data[3]).toMatchObject({ price: 8999.5, period: "month" });
  });

  it("an update keeps the plan's place and replaces its fields", async () => {
    const record = await t.repositories.pricing.upsertPlan({ ...newPlan, priceCents: 950_000 });
    expect(record).toMatchObject({ id: "vcio-fractional-cto", price: 9500, kind: "plan" });
    const plans = (await get("/api/pricing-plans?category=vcio-services")).json().data;
    expect(plans.filter((p: { id: string }) => p.id === "vcio-fractional-cto")).toHaveLength(1);
  });

  it("archiving hides a plan, restoring brings it back", async () => {
    const etag = String((await get("/api/pricing/vcio-services")).headers.etag);
    expect(await t.repositories.pricing.archivePlan("vcio-fractional-cto")).toBe(true);
    const archived = await get("/api/pricing/vcio-services", { "if-none-match": etag });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().data.map((p: { id: string }) => p.id)).not.toContain(
      "vcio-fractional-cto",
    );
    expect(await t.repositories.pricing.restorePlan("vcio-fractional-cto")).toBe(true);
    expect((await get("/api/pricing/vcio-services")).headers.etag).toBe(etag);
    expect(await t.repositories.pricing.archivePlan("no-such-plan")).toBe(false);
  });

  it("an upserted explanation changes the glossary answer and its ETag", async () => {
    const before = await get("/api/feature-explanations");
    await t.repositories.pricing.upsertExplanation({
      feature: "Password Manager",
      title: "Business Password Manager",
      description: "Shared vaults with per-team access.",
      benefit: "Unique passwords everywhere without sticky notes.",
    });
    const after = await get("/api/feature-explanations", {
      "if-none-match": String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().data["Password Manager"].title).toBe("Business Password Manager");
  });
});

describe("validation", () => {
  it("rejects a plan whose features do not match the schema, and writes nothing", async () => {
    await expect(
      t.repositories.pricing.upsertPlan({
        ...newPlan,
        id: "broken",
        features: [{ text: "", included: "yes" }] as never,
      }),
    ).rejects.toThrow();
    await expect(
      t.repositories.pricing.upsertPlan({ ...newPlan, id: "half-cent", priceCents: 10.5 }),
    ).rejects.toThrow(/whole cents/);
    await expect(
      t.repositories.pricing.upsertPlan({ ...newPlan, id: "x", kind: "backup-addon" }),
    ).rejects.toThrow(/protection category/);
    const ids = (await get("/api/pricing-plans")).json().data.map((p: { id: string }) => p.id);
    expect(ids).not.toContain("broken");
  });

  it("re-validates features when reading them", async () => {
    await t.db.execute(
      sql`update pricing_plans set features = '[{"text": 42}]'::jsonb where id = 'server-protection-standard'`,
    );
    await t.repositories.pricing.upsertExplanation({
      feature: "Server EDR",
      title: "Server EDR",
      description: "Drops the cache so the edited row is read again.",
      benefit: "n/a",
    });
    await expect(t.repositories.pricing.category("server-protection")).rejects.toThrow();
    const res = await get("/api/pricing/server-protection");
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, message: "Internal server error" });
  });
});

describe("seed", () => {
  it("never overwrites what staff changed", async () => {
    await t.repositories.pricing.upsertPlan({
      id: "user-protection-basic",
      category: "user-protection",
      name: "Basic",
      description: "Edited by staff.",
      priceCents: 1500,
      period: "per_user_month",
      features: ["Multi-Factor Authentication"],
    });
    await seedDatabase(t.repositories);
    const [basic] = (await get("/api/pricing/user-protection")).json().data;
    expect(basic).toMatchObject({ description: "Edited by staff.", price: 15 });
  });
});

describe("the cached answer is sent as it was serialized and compressed once", () => {
  it("gzip and plain carry the same envelope, each with its own timestamp", async () => {
    const plain = await get("/api/pricing/user-protection");
    const zipped = await get("/api/pricing/user-protection", { "accept-encoding": "gzip, br" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toContain("accept-encoding");
    expect(zipped.headers["content-type"]).toBe("application/json; charset=utf-8");
    const unzipped = JSON.parse(gunzipSync(zipped.rawPayload).toString());
    expect(unzipped).toEqual({ ...plain.json(), timestamp: unzipped.timestamp });
    expect(unzipped.success).toBe(true);
    expect(new Date(unzipped.timestamp).toISOString()).toBe(unzipped.timestamp);
    expect(zipped.headers.etag).toBe(plain.headers.etag);
  });
});
