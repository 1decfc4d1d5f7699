import { countAll, countsOf } from "@shared/similar-companies/counts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signedIn } from "../../../tests/setup/auth";
import { auditLog } from "../../db/schema/audit";
import { similarCompanyCounts, similarCompanyQuotes } from "../../db/schema/similar-companies";
import { serviceIds } from "../catalog/seed/seed-service";
import { builderTestApp } from "../quotes/builder/builder-test-kit";
import type { BuilderQuote } from "../quotes/quote-test-kit";

/**
 * Issue 36 §2, decision 071: the kit's builder quotes are all HIPAA with 25 + 8 users, so
 * they share the segment "11-50|hipaa"; each chooses managed detection (with endpoint
 * detection as its prerequisite) and DNS filtering at the head office, training at the branch.
 */
const { t, kit, admin } = builderTestApp({ admin: true });
const SEGMENT = "11-50|hipaa";
const CHOSEN = [
  serviceIds.endpointDetection,
  serviceIds.managedDetection,
  serviceIds.awarenessTraining,
  serviceIds.dnsFiltering,
].sort((a, b) => a - b);
const ADMIN = "/api/admin/similar-companies";

function ask(query = "size=11-50&compliance=hipaa", session: string | null = kit.newSession()) {
  return t.app.inject({
    method: "GET",
    url: `/api/sb/similar-companies?${query}`,
    remoteAddress: kit.nextAddress(),
    headers: session ? { "x-sb-session": session } : {},
  });
}

async function patternsOf(query?: string) {
  const res = await ask(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.patterns as { serviceId: number; [figure: string]: unknown }[];
}

async function staffPatterns() {
  const res = await admin.request("GET", ADMIN);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { segment: string; serviceId: number; [field: string]: unknown }[];
}

async function accept(quote: BuilderQuote) {
  const { token } = await kit.share(quote);
  const res = await kit.accept(token);
  expect(res.statusCode, res.body).toBe(200);
}

const quotes: BuilderQuote[] = [];

describe("GET /api/sb/similar-companies", () => {
  it("answers no pattern on a cold start, and refuses a call without a session or a segment", async () => {
    const res = await ask();
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json().data).toEqual({
      segment: { size: "11-50", compliance: ["hipaa"] },
      patterns: [],
    });
    expect((await ask(undefined, null)).statusCode).toBe(400);
    for (const query of [
      "",
      "size=12-40",
      "size=11-50&compliance=hipaa,hipaa",
      "size=1-10&compliance=sox",
    ]) {
      const refused = await ask(query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().success).toBe(false);
    }
  });

  it("shows nothing from four quotes, and each chosen service from the fifth", async () => {
    for (let made = 0; made < 4; made += 1) quotes.push(await kit.builderQuote());
    expect(await patternsOf()).toEqual([]);
    quotes.push(await kit.builderQuote());
    const patterns = await patternsOf();
    expect(patterns.map((pattern) => pattern.serviceId).sort((a, b) => a - b)).toEqual(CHOSEN);
    for (const pattern of patterns) {
      // Saved quotes only, all of them chose it: five of five, as common here as anywhere.
      expect(pattern).toEqual({
        serviceId: pattern.serviceId,
        support: 5,
        segmentQuotes: 5,
        confidence: 1,
        baseline: 1,
        lift: 1,
      });
    }
  });

  it("counts an acceptance in place of the quote's save, as a recount would", async () => {
    for (const quote of quotes.slice(0, 3)) await accept(quote);
    const [pattern] = (await staffPatterns()).filter(
      (found) => found.segment === SEGMENT && found.serviceId === serviceIds.dnsFiltering,
    );
    expect(pattern).toMatchObject({ support: 5, accepted: 3, saved: 2, segmentQuotes: 5 });

    const counted = await t.db.select().from(similarCompanyQuotes);
    const recount = countAll(
      counted.map((row) => ({ segment: row.segment, services: row.serviceIds, kind: row.kind })),
    );
    const stored = countsOf(await t.db.select().from(similarCompanyCounts));
    expect(Object.fromEntries(stored)).toEqual(Object.fromEntries(recount));
  });

  it("leaves a declined quote out, and answers only the segment asked for", async () => {
    const declined = await kit.builderQuote();
    expect((await patternsOf()).find((found) => found.serviceId === CHOSEN[0])).toMatchObject({
      support: 6,
    });
    const { token } = await kit.share(declined);
    expect((await kit.decline(token, { reason: "Not this year" })).statusCode).toBe(200);
    expect((await patternsOf()).find((found) => found.serviceId === CHOSEN[0])).toMatchObject({
      support: 5,
      segmentQuotes: 5,
    });
    expect(await patternsOf("size=11-50")).toEqual([]);
    expect(await patternsOf("size=51-200&compliance=hipaa")).toEqual([]);
    expect(await patternsOf("size=11-50&compliance=hipaa,pci-dss")).toEqual([]);
  });
});

describe("/api/admin/similar-companies", () => {
  const hide = (hidden: boolean, serviceId: number = serviceIds.dnsFiltering) =>
    admin.request("PUT", `${ADMIN}/hidden`, { segment: SEGMENT, serviceId, hidden });

  it("lists every pattern with its names and split for the catalogue's staff", async () => {
    const listed = (await staffPatterns()).find(
      (found) => found.segment === SEGMENT && found.serviceId === serviceIds.dnsFiltering,
    );
    expect(listed).toMatchObject({
      segmentLabel: "11-50 people, HIPAA",
      serviceName: expect.stringContaining("DNS"),
      hidden: false,
    });
  });

  it("hides a pattern from the builder and shows it again, each change audited", async () => {
    const res = await hide(true);
    expect(res.statusCode, res.body).toBe(200);
    expect((await hide(true)).statusCode).toBe(200);
    const shown = (await patternsOf()).map((pattern) => pattern.serviceId);
    expect(shown).not.toContain(serviceIds.dnsFiltering);
    expect(shown).toContain(serviceIds.managedDetection);
    expect(
      (await staffPatterns()).find(
        (found) => found.segment === SEGMENT && found.serviceId === serviceIds.dnsFiltering,
      ),
    ).toMatchObject({ hidden: true });

    expect((await hide(false)).statusCode).toBe(200);
    expect((await patternsOf()).map((pattern) => pattern.serviceId)).toContain(
      serviceIds.dnsFiltering,
    );
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetType, "similar_pattern"),
          eq(auditLog.targetId, `${SEGMENT}#${serviceIds.dnsFiltering}`),
        ),
      );
    expect(entries.map((entry) => entry.event)).toEqual([
      "similar_pattern.hidden",
      "similar_pattern.hidden",
      "similar_pattern.shown",
    ]);
    expect(entries[0]?.targetLabel).toMatch(/DNS.* for 11-50 people, HIPAA$/);
  });

  it("refuses a segment the builder never makes, and staff without the catalogue", async () => {
    const bad = await admin.request("PUT", `${ADMIN}/hidden`, {
      segment: "11-50|pci-dss+hipaa",
      serviceId: serviceIds.dnsFiltering,
      hidden: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty("segment");
    const sales = await signedIn(t, { permissions: ["sales"] });
    expect((await sales.browser.request("GET", ADMIN)).statusCode).toBe(403);
    const refused = await sales.browser.request("PUT", `${ADMIN}/hidden`, {
      segment: SEGMENT,
      serviceId: serviceIds.dnsFiltering,
      hidden: true,
    });
    expect(refused.statusCode).toBe(403);
    expect((await patternsOf()).map((pattern) => pattern.serviceId)).toContain(
      serviceIds.dnsFiltering,
    );
  });
});
