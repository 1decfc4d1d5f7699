import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, signedIn } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { opportunities } from "../../db/schema/opportunities";
import { analyticsKit, at } from "./test-kit";

let t: TestApp;
let admin: Client;
const march = "/api/admin/analytics/sales?from=2025-03-01&to=2025-03-31";

/**
 * Known rows around March 2025 in Berlin (UTC+1, UTC+2 from 30 March): March runs from
 * 2025-02-28T23:00Z to 2025-03-31T22:00Z; the period before it is 29 January to 28 February.
 */
beforeAll(async () => {
  t = await createTestApp();
  ({ browser: admin } = await signedIn(t));
  const kit = analyticsKit(t);
  const p1 = await kit.prospect("2025-02-28T23:00:00Z"); // 1 March 00:00 in Berlin
  const p2 = await kit.prospect("2025-03-10T12:00:00Z");
  await kit.prospect("2025-03-31T21:59:59Z"); // Berlin's last second of March
  await kit.prospect("2025-03-31T22:00:00Z"); // 1 April in Berlin, 31 March in UTC
  await kit.prospect("2025-03-31T23:30:00Z"); // likewise
  await kit.prospect("2025-02-28T22:59:59Z"); // previous period in both zones
  await kit.prospect("2025-01-28T23:00:00Z"); // Berlin's first instant of 29 January

  await kit.inquiry("2025-03-05T10:00:00Z");
  await kit.inquiry("2025-03-20T10:00:00Z");
  await kit.inquiry("2025-02-10T10:00:00Z");

  const q1 = await kit.quote(
    "2025-03-03T10:00:00Z",
    [
      { serviceId: 1, name: "Managed firewall", totalCents: 10_000, setupCents: 5_000 },
      { serviceId: 2, name: "Endpoint protection", totalCents: 20_000 },
    ],
    p2,
  );
  const q2 = await kit.quote(
    "2025-03-04T10:00:00Z",
    [{ serviceId: 2, name: "Endpoint protection", totalCents: 40_000 }],
    p1,
  );
  const q3 = await kit.quote("2025-02-15T10:00:00Z", [
    { serviceId: 1, name: "Managed firewall", totalCents: 10_000 },
  ]);
  const s1 = await kit.share(q1, "2025-03-05T10:00:00Z", {
    viewedAt: "2025-03-06T10:00:00Z",
    prospectId: p2,
  });
  const s2 = await kit.share(q2, "2025-03-06T10:00:00Z", {
    viewedAt: "2025-03-07T10:00:00Z",
    prospectId: p1,
  });
  const s3 = await kit.share(q3, "2025-02-16T10:00:00Z");
  await kit.decide(s1, q1, "accepted", "2025-03-12T12:00:00Z"); // 2 days after p2
  await kit.decide(s2, q2, "accepted", "2025-03-11T23:00:00Z"); // 12 March in Berlin; 11 days after p1
  await kit.decide(s3, q3, "declined", "2025-02-20T10:00:00Z");

  await kit.deal(p1, {
    stage: "qualification",
    monthlyCents: 1_000,
    createdAt: at("2025-03-02T10:00:00Z"),
  });
  await kit.deal(p2, {
    stage: "proposal",
    monthlyCents: 2_000,
    setupCents: 1_000,
    createdAt: at("2025-03-03T10:00:00Z"),
  });
  // Open since February; won today, so March still ends with it open.
  const early = await kit.deal(p1, {
    stage: "qualification",
    monthlyCents: 500,
    createdAt: at("2025-02-10T10:00:00Z"),
  });
  await t.db.update(opportunities).set({ stage: "won" }).where(eq(opportunities.id, early));
  await kit.deal(p2, { stage: "won", monthlyCents: 9_000, closedAt: new Date() });
  await kit.deal(p2, { stage: "negotiation", monthlyCents: 9_000, archivedAt: new Date() });
  await kit.deal(p2, { stage: "lost", monthlyCents: 9_000, lostReason: "Budget" });
});
afterAll(() => t.close());

describe("access and input", () => {
  it("answers 401 without a session and 403 to staff who are not admins", async () => {
    expect((await t.app.inject({ method: "GET", url: march })).statusCode).toBe(401);
    const { browser: staff } = await signedIn(t, { role: "staff" });
    expect((await staff.request("GET", march)).statusCode).toBe(403);
  });

  it("refuses unknown zones, periods and half ranges with a field message", async () => {
    const cases: [string, string][] = [
      ["?tz=Mars/Olympus", "IANA time zone"],
      ["?period=1y", "Use 7d, 30d, 90d or quarter"],
      ["?from=2025-03-01", "Give both from and to"],
      ["?from=2025-03-10&to=2025-03-01", "End on or after from"],
    ];
    for (const [query, message] of cases) {
      const res = await admin.request("GET", `/api/admin/analytics/sales${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body).toContain(message);
    }
  });
});

describe("sales figures", () => {
  it("computes each figure of the period and the one before in the staff member's zone", async () => {
    const res = await admin.request("GET", `${march}&tz=Europe/Berlin`);
    expect(res.statusCode, res.body).toBe(200);
    const { period, figures } = res.json().data;
    expect(period).toMatchObject({
      key: "custom",
      tz: "Europe/Berlin",
      current: { from: "2025-03-01", to: "2025-03-31" },
      previous: { from: "2025-01-29", to: "2025-02-28" },
      granularity: "day",
    });
    expect(figures).toEqual({
      leads: { current: 3, previous: 2 },
      inquiries: { current: 2, previous: 1 },
      quotesSaved: { current: 2, previous: 1 },
      quotesShared: { current: 2, previous: 1 },
      quotesViewed: { current: 2, previous: 0 },
      quotesAccepted: { current: 2, previous: 0 },
      acceptanceRate: { current: 1, previous: 0 },
      acceptedMonthlyCents: { current: 70_000, previous: 0 },
      acceptedSetupCents: { current: 5_000, previous: 0 },
      averageQuoteMonthlyCents: { current: 35_000, previous: 10_000 },
      // Median of 2 days and 11 days.
      medianLeadToAcceptedSeconds: { current: 6.5 * 86_400, previous: null },
    });
  });

  it("moves the day boundaries with the zone", async () => {
    const { figures, series } = (await admin.request("GET", `${march}&tz=UTC`)).json().data;
    expect(figures.leads).toEqual({ current: 4, previous: 2 });
    // In UTC the second acceptance falls on 11 March.
    const day = (bucket: string) =>
      series.find((point: { bucket: string }) => point.bucket === bucket);
    expect(day("2025-03-11").acceptedMonthlyCents).toBe(40_000);
    expect(day("2025-03-12").acceptedMonthlyCents).toBe(30_000);
    expect(day("2025-03-31").leads).toBe(3);
  });

  it("gives a point per day with zeros, top services and the open pipeline", async () => {
    const { series, topServices, pipeline } = (
      await admin.request("GET", `${march}&tz=Europe/Berlin`)
    ).json().data;
    expect(series).toHaveLength(31);
    expect(series[0]).toEqual({ bucket: "2025-03-01", leads: 1, acceptedMonthlyCents: 0 });
    const nonZero = series.filter(
      (point: { leads: number; acceptedMonthlyCents: number }) =>
        point.leads > 0 || point.acceptedMonthlyCents > 0,
    );
    expect(nonZero).toEqual([
      { bucket: "2025-03-01", leads: 1, acceptedMonthlyCents: 0 },
      { bucket: "2025-03-10", leads: 1, acceptedMonthlyCents: 0 },
      { bucket: "2025-03-12", leads: 0, acceptedMonthlyCents: 70_000 },
      { bucket: "2025-03-31", leads: 1, acceptedMonthlyCents: 0 },
    ]);
    expect(topServices).toEqual([
      { serviceId: 2, name: "Endpoint protection", quotes: 2, firstYearCents: 720_000 },
      { serviceId: 1, name: "Managed firewall", quotes: 1, firstYearCents: 125_000 },
    ]);
    // As March ended: the two March deals and February's, not yet won.
    expect(pipeline.stages).toEqual(
      expect.arrayContaining([
        { stage: "qualification", count: 2, valueCents: 18_000, weightedCents: 3_600 },
        { stage: "proposal", count: 1, valueCents: 25_000, weightedCents: 12_500 },
      ]),
    );
    expect(pipeline.stages).toHaveLength(2);
    expect(pipeline.openValueCents).toBe(43_000);
    expect(pipeline.weightedCents).toBe(16_100);
    // As March began: February's deal only.
    expect(pipeline.atStart).toEqual({ openValueCents: 6_000, weightedCents: 1_200 });
  });

  it("compares today's open pipeline with the one the period began with", async () => {
    const { pipeline } = (
      await admin.request("GET", "/api/admin/analytics/sales?period=7d&tz=Europe/Berlin")
    ).json().data;
    // Today February's deal is won; a week ago it was still open.
    expect(pipeline.openValueCents).toBe(37_000);
    expect(pipeline.weightedCents).toBe(14_900);
    expect(pipeline.atStart).toEqual({ openValueCents: 43_000, weightedCents: 16_100 });
  });

  it("groups long periods by week from Monday and answers an empty period with zeros", async () => {
    const year = (
      await admin.request(
        "GET",
        "/api/admin/analytics/sales?from=2025-01-01&to=2025-06-30&tz=Europe/Berlin",
      )
    ).json().data;
    expect(year.period.granularity).toBe("week");
    expect(year.series[0].bucket).toBe("2024-12-30");
    const week = (bucket: string) =>
      year.series.find((point: { bucket: string }) => point.bucket === bucket);
    // 10 March (Monday) to 16 March holds p2 and both acceptances.
    expect(week("2025-03-10")).toEqual({
      bucket: "2025-03-10",
      leads: 1,
      acceptedMonthlyCents: 70_000,
    });
    const empty = (
      await admin.request("GET", "/api/admin/analytics/sales?from=2020-01-01&to=2020-01-07")
    ).json().data;
    expect(empty.figures.leads).toEqual({ current: 0, previous: 0 });
    expect(empty.figures.acceptanceRate).toEqual({ current: null, previous: null });
    expect(empty.figures.averageQuoteMonthlyCents).toEqual({ current: null, previous: null });
    expect(empty.topServices).toEqual([]);
  });
});
