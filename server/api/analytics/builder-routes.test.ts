import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, signedIn } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { services as servicesTable } from "../../db/schema/catalog";
import { analyticsKit } from "./test-kit";

let t: TestApp;
let admin: Client;
const base = "/api/admin/analytics/builder";
const march = `${base}?from=2025-03-01&to=2025-03-31&tz=UTC`;
const endpoint = { serviceId: 2, name: "Endpoint protection", totalCents: 20_000 };
const firewall = { serviceId: 1, name: "Managed firewall", totalCents: 10_000 };

/** The seeded catalogue's name of each service id. */
async function catalogueNames() {
  const rows = await t.db
    .select({ id: servicesTable.id, name: servicesTable.name })
    .from(servicesTable);
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return (id: number) => names.get(id);
}

/** Five sessions started in March 2025 (UTC), each stopping at a known step, and one before. */
beforeAll(async () => {
  t = await createTestApp();
  ({ browser: admin } = await signedIn(t));
  const kit = analyticsKit(t);
  const p1 = await kit.prospect("2025-03-02T10:05:00Z", "11-50");
  const p2 = await kit.prospect("2025-03-03T10:10:00Z", "51-200");
  await kit.events("s1", [
    ["session-started", "2025-03-02T10:00:00Z", { device: "mobile" }],
    ["lead-captured", "2025-03-02T10:05:00Z"],
    ["assessment-completed", "2025-03-02T10:15:00Z"],
    ["recommendations-shown", "2025-03-02T10:15:00Z", { services: [2, 1, 3] }],
    ["configuration-saved", "2025-03-02T10:35:00Z"],
  ]);
  await kit.draft("s1", p1, {
    complianceRequirements: ["hipaa"],
    securityFocus: ["endpoint", "email"],
  });
  const q1 = await kit.quote("2025-03-02T10:35:00Z", [endpoint, firewall], p1, "s1");
  const share = await kit.share(q1, "2025-03-03T10:00:00Z", { viewedAt: "2025-03-04T10:00:00Z" });
  await kit.decide(share, q1, "accepted", "2025-03-05T10:00:00Z");

  // Recorded before the device and the recommended services were: unknown, not recommended.
  await kit.events("s2", [
    ["session-started", "2025-03-03T10:00:00Z"],
    ["lead-captured", "2025-03-03T10:10:00Z"],
    ["assessment-completed", "2025-03-03T10:20:00Z"],
    ["recommendations-shown", "2025-03-03T10:20:00Z"],
    ["configuration-saved", "2025-03-03T10:30:00Z"],
  ]);
  await kit.draft("s2", p2, {
    complianceRequirements: ["hipaa", "pci"],
    securityFocus: ["endpoint"],
  });
  await kit.quote("2025-03-03T10:30:00Z", [{ ...endpoint, totalCents: 40_000 }], p2, "s2");

  await kit.events("s3", [
    ["session-started", "2025-03-04T10:00:00Z", { device: "tablet" }],
    ["lead-captured", "2025-03-04T11:00:00Z"],
  ]);
  await kit.events("s4", [["session-started", "2025-03-05T10:00:00Z", { device: "desktop" }]]);
  await kit.events("s6", [["session-started", "2025-03-31T23:30:00Z"]]); // 1 April in Berlin
  await kit.events("s5", [
    ["session-started", "2025-02-20T10:00:00Z", { device: "mobile" }],
    ["lead-captured", "2025-02-20T10:01:00Z"],
  ]);
});
afterAll(() => t.close());

describe("builder analytics", () => {
  it("is for admins only and checks its input", async () => {
    expect((await t.app.inject({ method: "GET", url: march })).statusCode).toBe(401);
    const { browser: staff } = await signedIn(t, { role: "staff" });
    expect((await staff.request("GET", march)).statusCode).toBe(403);
    const bad = await admin.request("GET", `${base}/export.csv?table=everything`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Unknown table");
  });

  it("follows the period's sessions through the funnel with conversion, drop-off and time", async () => {
    const res = await admin.request("GET", march);
    expect(res.statusCode, res.body).toBe(200);
    const { funnel, devices } = res.json().data;
    const rows = funnel.map((row: Record<string, unknown>) => [
      row.step,
      row.sessions,
      row.dropOff,
      row.leftHere,
    ]);
    expect(rows).toEqual([
      ["session-started", 5, 0, 2],
      ["lead-captured", 3, 2, 1],
      ["assessment-completed", 2, 1, 0],
      ["recommendations-shown", 2, 0, 0],
      ["configuration-saved", 2, 0, 1],
      ["shared", 1, 1, 0],
      ["viewed", 1, 0, 0],
      ["accepted", 1, 0, 1],
    ]);
    expect(funnel[0].conversion).toBe(1);
    expect(funnel[1].conversion).toBeCloseTo(0.6);
    // Lead after 5, 10 and 60 minutes; saving 20 and 10 minutes after the recommendations.
    expect(funnel[1].medianSeconds).toBe(600);
    expect(funnel[4].medianSeconds).toBe(900);
    expect(funnel[3].medianSeconds).toBe(0);
    // s1 mobile, s3 tablet, s4 desktop; s2 and s6 started before the device was recorded.
    expect(devices).toEqual([
      { device: "mobile", sessions: 1, share: 0.2 },
      { device: "tablet", sessions: 1, share: 0.2 },
      { device: "desktop", sessions: 1, share: 0.2 },
      { device: "unknown", sessions: 2, share: 0.4 },
    ]);
  });

  it("counts the answers, sizes, quote values and what sells per service", async () => {
    const data = (await admin.request("GET", march)).json().data;
    expect(data.complianceRequirements).toEqual([
      { label: "hipaa", count: 2 },
      { label: "pci", count: 1 },
    ]);
    expect(data.securityFocus).toEqual([
      { label: "endpoint", count: 2 },
      { label: "email", count: 1 },
    ]);
    expect(data.companySize).toEqual([
      { label: "Not given", count: 3 },
      { label: "11-50", count: 1 },
      { label: "51-200", count: 1 },
    ]);
    expect(data.quoteValueBySize).toEqual([
      { label: "11-50", quotes: 1, averageMonthlyCents: 30_000 },
      { label: "51-200", quotes: 1, averageMonthlyCents: 40_000 },
    ]);
    // Only s1 recorded what it was shown (2, 1 and 3) and its saved quote kept 2 and 1. Each
    // service is named as the catalogue names it today, whatever the quote's line said.
    const name = await catalogueNames();
    expect(data.services).toEqual([
      {
        serviceId: 2,
        name: name(2),
        saved: 2,
        accepted: 1,
        rate: 0.5,
        recommended: 1,
        kept: 1,
        keepRate: 1,
      },
      {
        serviceId: 1,
        name: name(1),
        saved: 1,
        accepted: 1,
        rate: 1,
        recommended: 1,
        kept: 1,
        keepRate: 1,
      },
      {
        serviceId: 3,
        name: name(3),
        saved: 0,
        accepted: 0,
        rate: null,
        recommended: 1,
        kept: 0,
        keepRate: 0,
      },
    ]);
  });

  it("counts the sessions by the staff member's calendar days", async () => {
    const berlin = (
      await admin.request("GET", `${base}?from=2025-03-01&to=2025-03-31&tz=Europe/Berlin`)
    ).json().data;
    expect(berlin.funnel[0].sessions).toBe(4);
  });

  it("exports each table as CSV", async () => {
    const res = await admin.request(
      "GET",
      `${base}/export.csv?table=funnel&from=2025-03-01&to=2025-03-31`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(/builder-funnel-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines[0]).toBe(
      "step,sessions,conversion_percent,drop_off,left_here,median_seconds_from_previous_step",
    );
    expect(lines[2]).toBe("Lead captured,3,60.0,2,1,600");
    const services = await admin.request(
      "GET",
      `${base}/export.csv?table=services&from=2025-03-01&to=2025-03-31`,
    );
    expect(services.body).toContain(
      "service_id,service,recommended,kept,keep_percent,saved_quotes,accepted_quotes,accepted_percent",
    );
    const name = await catalogueNames();
    expect(services.body).toContain(`2,${name(2)},1,1,100.0,2,1,50.0`);
    const devices = await admin.request(
      "GET",
      `${base}/export.csv?table=devices&from=2025-03-01&to=2025-03-31`,
    );
    expect(devices.body).toContain("device,sessions,share_percent");
    expect(devices.body).toContain("Unknown (not recorded),2,40.0");
    const value = await admin.request(
      "GET",
      `${base}/export.csv?table=quote-value&from=2025-03-01&to=2025-03-31`,
    );
    expect(value.body).toContain("11-50,1,300.00");
  });
});
