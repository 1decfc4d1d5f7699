import {
  CASE_STUDY_EDIT_CONFLICT,
  type CaseStudyAdminItem,
  LAST_PUBLISHED_CASE_STUDY,
} from "@shared/case-studies/case-study-admin";
import { MEDIA_ALT_REQUIRED } from "@shared/media/media";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, signedIn } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { auditLog } from "../../db/schema/audit";

const base = "/api/admin/case-studies";
let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t)).browser;
});
afterAll(() => t.close());

const input = (company: string) => ({
  company,
  industry: "Logistics",
  logoUrl: "",
  logoAlt: "",
  imageUrl: "/images/case-studies/cobalt-ledger-financial.svg",
  imageAlt: "A warehouse control room",
  challenge: "Ransomware had stopped two depots.",
  solution: "Managed detection and response.",
  result: "No outage since.",
  metrics: [
    {
      label: "Downtime",
      value: "0 h",
      previousValue: "72 h",
      improvement: "-100%",
      isPositive: true,
    },
  ],
  testimonial: { quote: "They kept us moving.", author: "Sam Park", title: "COO" },
  projectDuration: "3 months",
  roi: "210% over 2 years",
});

async function list(): Promise<CaseStudyAdminItem[]> {
  const res = await admin.request("GET", base);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function create(company: string): Promise<CaseStudyAdminItem> {
  const res = await admin.request("POST", base, input(company));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const publicCompanies = async () =>
  (await t.app.inject({ method: "GET", url: "/api/case-studies" }))
    .json()
    .data.map((study: { company: string }) => study.company);

async function auditEvents(id: number | string) {
  const rows = await t.db
    .select({ event: auditLog.event })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "case_study"), eq(auditLog.targetId, String(id))));
  return rows.map((row) => row.event);
}

describe("access", () => {
  it("is 401 signed out and 403 for staff, never cached", async () => {
    for (const [method, url] of [
      ["GET", base],
      ["GET", `${base}/1`],
      ["POST", base],
      ["PUT", `${base}/1`],
      ["POST", `${base}/1/publish`],
      ["PUT", `${base}/order`],
      ["DELETE", `${base}/1`],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
    const { browser } = await signedIn(t, { role: "staff" });
    const res = await browser.request("GET", base);
    expect(res.statusCode).toBe(403);
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("staff writes", () => {
  it("creates a hidden case study with a unique slug, last in order, and audits it", async () => {
    const first = await create("Harbor & Sons Freight");
    const second = await create("Harbor & Sons Freight");
    expect(first).toMatchObject({ slug: "harbor-sons-freight", published: false, version: 1 });
    expect(second.slug).toBe("harbor-sons-freight-2");
    const all = await list();
    expect(all.at(-1)?.id).toBe(second.id);
    expect(await publicCompanies()).not.toContain("Harbor & Sons Freight");
    expect(await auditEvents(first.id)).toEqual(["case_study.created"]);
  });

  it("publishes and hides, and the public list follows at once", async () => {
    const study = await create(`Publish Co ${Date.now()}`);
    await publicCompanies(); // fills the cache
    const published = await admin.request("POST", `${base}/${study.id}/publish`, {
      published: true,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(await publicCompanies()).toContain(study.company);
    const hidden = await admin.request("POST", `${base}/${study.id}/publish`, { published: false });
    expect(hidden.json().data.published).toBe(false);
    expect(await publicCompanies()).not.toContain(study.company);
    expect(await auditEvents(study.id)).toEqual([
      "case_study.created",
      "case_study.published",
      "case_study.hidden",
    ]);
  });

  it("edits on the loaded version and answers 409 when it is stale", async () => {
    const study = await create(`Edit Co ${Date.now()}`);
    const { id, slug, published, sortOrder, updatedAt, ...fields } = study;
    const saved = await admin.request("PUT", `${base}/${id}`, { ...fields, roi: "999%" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ roi: "999%", version: 2, slug });
    const stale = await admin.request("PUT", `${base}/${id}`, { ...fields, roi: "1%" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CASE_STUDY_EDIT_CONFLICT);
    const unknown = await admin.request("PUT", `${base}/999999`, fields);
    expect(unknown.statusCode).toBe(404);
    expect(await auditEvents(id)).toEqual(["case_study.created", "case_study.updated"]);
  });

  it("refuses bad input with field messages", async () => {
    const missing = await admin.request("POST", base, { ...input(""), roi: "" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      company: "Enter the company",
      roi: "Enter the return on investment",
    });
    const noAlt = await admin.request("POST", base, { ...input("Alt Co"), imageAlt: " " });
    expect(noAlt.json().errors).toMatchObject({ imageAlt: MEDIA_ALT_REQUIRED });
    const foreign = await admin.request("POST", base, {
      ...input("Foreign Co"),
      logoUrl: "https://example.com/logo.png",
      logoAlt: "Logo",
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toHaveProperty("logoUrl");
    const badMetric = await admin.request("POST", base, {
      ...input("Metric Co"),
      metrics: [{ label: "", value: "1", improvement: "+1", isPositive: "yes" }],
    });
    expect(badMetric.statusCode).toBe(400);
    expect(badMetric.json().errors).toHaveProperty(["metrics.0.label"], "Enter the metric label");
    const order = await admin.request("PUT", `${base}/order`, { ids: [1, 1] });
    expect(order.statusCode).toBe(400);
  });

  it("reorders in one go, the public tabs follow, and a stale list is a 409", async () => {
    const before = await list();
    const ids = before.map((study) => study.id);
    const reversed = [...ids].reverse();
    const res = await admin.request("PUT", `${base}/order`, { ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((study: CaseStudyAdminItem) => study.id)).toEqual(reversed);
    const publishedInOrder = res
      .json()
      .data.filter((study: CaseStudyAdminItem) => study.published)
      .map((study: CaseStudyAdminItem) => study.company);
    expect(await publicCompanies()).toEqual(publishedInOrder);
    expect(await auditEvents("order")).toContain("case_study.reordered");
    const missingOne = await admin.request("PUT", `${base}/order`, { ids: ids.slice(1) });
    expect(missingOne.statusCode).toBe(409);
    await admin.request("PUT", `${base}/order`, { ids });
  });

  it("keeps one case study published: hiding or deleting the last one is a 409", async () => {
    const published = (await list()).filter((study) => study.published);
    const [last, ...others] = published;
    if (!last) throw new Error("no published case study");
    for (const study of others) {
      const res = await admin.request("POST", `${base}/${study.id}/publish`, { published: false });
      expect(res.statusCode, res.body).toBe(200);
    }
    const hide = await admin.request("POST", `${base}/${last.id}/publish`, { published: false });
    expect(hide.statusCode).toBe(409);
    expect(hide.json()).toMatchObject({ success: false, message: LAST_PUBLISHED_CASE_STUDY });
    const remove = await admin.request("DELETE", `${base}/${last.id}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(LAST_PUBLISHED_CASE_STUDY);
    expect(await publicCompanies()).toEqual([last.company]);
    for (const study of others) {
      await admin.request("POST", `${base}/${study.id}/publish`, { published: true });
    }
  });

  it("deletes a case study and audits it", async () => {
    const study = await create(`Delete Co ${Date.now()}`);
    const res = await admin.request("DELETE", `${base}/${study.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await admin.request("GET", `${base}/${study.id}`)).statusCode).toBe(404);
    expect(await auditEvents(study.id)).toEqual(["case_study.created", "case_study.deleted"]);
  });
});
