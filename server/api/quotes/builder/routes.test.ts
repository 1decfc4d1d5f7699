import { randomBytes } from "node:crypto";
import { builderDraftSchema } from "@shared/quotes/builder/draft";
import { recommend } from "@shared/quotes/engine/recommendations";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { configurations } from "../../../db/schema/configurations";
import { prospects } from "../../../db/schema/prospects";
import { serviceIds } from "../../catalog/seed/seed-service";
import { builderTestApp } from "./builder-test-kit";

const { t, kit } = builderTestApp();

let clients = 0;
/** Each call from its own address, so the lead step's rate limit counts only where a test means it. */
function call(
  method: "GET" | "PUT" | "POST",
  url: string,
  session: string | null,
  payload?: object,
  remoteAddress = `10.9.${Math.floor(++clients / 250)}.${clients % 250}`,
) {
  return t.app.inject({
    method,
    url,
    remoteAddress,
    headers: session ? { "x-sb-session": session } : {},
    ...(payload ? { payload } : {}),
  });
}

const lead = (email = `ops-${randomBytes(4).toString("hex")}@example.com`) => ({
  companyName: "Harbor Dental Group",
  contactName: "Dana Whitfield",
  email,
  phone: "+1 (555) 010-2040",
  companySize: "11-50",
});

const site = (id: string, users = 25) => ({
  id,
  name: id === "hq" ? "Head office" : `Branch ${id}`,
  userCount: users,
  endpointCount: users + 5,
  serverCount: 3,
  hasCloudServices: true,
  hasOnPremise: true,
  hasSaaSApps: true,
});

const draft = (stepReached: string, extra: object = {}) => ({
  stepReached,
  answers: { complianceRequirements: ["hipaa"], securityFocus: ["ransomware-backup"] },
  locations: [site("hq"), site("b1", 8)],
  selections: [{ locationId: "hq", serviceId: serviceIds.managedDetection }],
  ...extra,
});

async function eventsOf(session: string) {
  return (await t.repositories.builderEvents.ofSession(session)).map((event) => event.type);
}

async function withLead(session = kit.newSession()) {
  const res = await call("POST", "/api/sb/lead", session, lead());
  expect(res.statusCode, res.body).toBe(200);
  return session;
}

describe("the X-SB-Session header", () => {
  it("is required and must fit the seed's pattern", async () => {
    for (const session of [null, "abc", "session-x-1", `session-1-${"a".repeat(90)}`]) {
      const res = await call("GET", "/api/sb/draft", session);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        "Send the Service Builder session id in the X-SB-Session header",
      );
    }
  });
});

describe("GET /api/sb/draft", () => {
  it("starts a fresh draft for an unknown session and records the start once", async () => {
    const session = kit.newSession();
    const first = await call("GET", "/api/sb/draft", session);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      sessionId: session,
      draft: { stepReached: "lead", locations: [], selections: [] },
      lead: null,
      configuration: null,
      savedAt: null,
    });
    await call("GET", "/api/sb/draft", session);
    expect(await eventsOf(session)).toEqual(["session-started"]);
  });

  it("keeps the device class of the start, never the user agent itself", async () => {
    const session = kit.newSession();
    const iphone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
    const res = await t.app.inject({
      method: "GET",
      url: "/api/sb/draft",
      headers: { "x-sb-session": session, "user-agent": iphone },
    });
    expect(res.statusCode).toBe(200);
    const events = await t.repositories.builderEvents.ofSession(session);
    expect(events.map((event) => event.data)).toEqual([{ device: "mobile" }]);
  });
});

describe("POST /api/sb/lead", () => {
  it("creates a prospect with status new and opens the assessment", async () => {
    const session = kit.newSession();
    const res = await call("POST", "/api/sb/lead", session, lead("Dana@Harbor.example"));
    expect(res.statusCode).toBe(200);
    const state = res.json().data;
    expect(state.draft.stepReached).toBe("assessment");
    expect(state.lead).toMatchObject({
      companyName: "Harbor Dental Group",
      email: "Dana@Harbor.example",
    });
    const [row] = await t.db
      .select()
      .from(prospects)
      .where(eq(prospects.email, "Dana@Harbor.example"));
    expect(row?.status).toBe("new");
    expect(await eventsOf(session)).toEqual(["lead-captured"]);
  });

  it("lands the same e-mail in any case on one prospect and answers what this session typed", async () => {
    const first = await call("POST", "/api/sb/lead", kit.newSession(), lead("jo@acme-dup.example"));
    const again = await call("POST", "/api/sb/lead", kit.newSession(), {
      ...lead("JO@ACME-DUP.example"),
      companyName: "Acme Renamed",
    });
    expect(first.statusCode).toBe(200);
    expect(again.json().data.lead.companyName).toBe("Acme Renamed");
    const rows = await t.db
      .select({ companyName: prospects.companyName })
      .from(prospects)
      .where(sql`lower(${prospects.email}) = 'jo@acme-dup.example'`);
    // One prospect, still as first stored: the second visitor's name waits for review.
    expect(rows).toEqual([{ companyName: "Harbor Dental Group" }]);
  });

  it("answers a filled honeypot like a lead but stores nothing", async () => {
    const session = kit.newSession();
    const res = await call("POST", "/api/sb/lead", session, {
      ...lead("bot@spam.example"),
      website: "x",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.lead).toBeNull();
    const rows = await t.db.select().from(prospects).where(eq(prospects.email, "bot@spam.example"));
    expect(rows).toEqual([]);
  });

  it("limits leads per client address", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= 10; attempt += 1) {
      const res = await call("POST", "/api/sb/lead", kit.newSession(), lead(), "10.77.0.1");
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("refuses a bad e-mail, a missing size or a NUL byte with field errors", async () => {
    const bad = [
      { ...lead(), email: "not-an-email" },
      { ...lead(), companySize: undefined },
      { ...lead(), companyName: "Acme\u0000" },
      { ...lead(), phone: "call me" },
    ];
    for (const body of bad) {
      const res = await call("POST", "/api/sb/lead", kit.newSession(), body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors ?? {})).toHaveLength(1);
    }
  });
});

describe("PUT /api/sb/draft", () => {
  it("keeps the visitor at the lead step until the lead is captured", async () => {
    const res = await call("PUT", "/api/sb/draft", kit.newSession(), draft("configure"));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.draft.stepReached).toBe("lead");
  });

  it("saves the draft for any browser with the session, never lowering the step reached", async () => {
    const session = await withLead();
    expect((await call("PUT", "/api/sb/draft", session, draft("configure"))).statusCode).toBe(200);
    await call("PUT", "/api/sb/draft", session, draft("assessment"));
    const resumed = (await call("GET", "/api/sb/draft", session)).json().data;
    expect(resumed.draft).toMatchObject({
      stepReached: "configure",
      locations: [site("hq"), site("b1", 8)],
    });
    expect(resumed.lead.companyName).toBe("Harbor Dental Group");
    expect(resumed.savedAt).toEqual(expect.any(String));
    expect(await eventsOf(session)).toEqual([
      "lead-captured",
      "assessment-completed",
      "recommendations-shown",
      "configuration-changed",
    ]);
  });

  it("records the services the recommendations step shows, worked out by the server", async () => {
    const session = await withLead();
    await call("PUT", "/api/sb/draft", session, draft("recommendations"));
    const [services, formulas] = await Promise.all([
      t.repositories.catalog.publicServices(),
      t.repositories.formulas.active(),
    ]);
    const { answers, locations } = builderDraftSchema.parse(draft("recommendations"));
    const expected = recommend({
      services: services.data,
      formulas: formulas.data,
      answers,
      locations,
    }).recommendations.map((entry) => entry.serviceId);
    expect(expected.length).toBeGreaterThan(0);
    const shown = (await t.repositories.builderEvents.ofSession(session)).find(
      (event) => event.type === "recommendations-shown",
    );
    expect(shown?.data).toEqual({ services: expected });
  });

  it("records a change of choices at most once a minute", async () => {
    const session = await withLead();
    await call("PUT", "/api/sb/draft", session, draft("configure"));
    await call("PUT", "/api/sb/draft", session, draft("configure", { selections: [] }));
    const changes = (await eventsOf(session)).filter((type) => type === "configuration-changed");
    expect(changes).toHaveLength(1);
  });

  it("refuses malformed drafts with a 400, never a 500", async () => {
    const many = Array.from({ length: 10_000 }, (_, index) => site(`s${index}`));
    const bad = [
      draft("configure", { locations: [{ ...site("hq"), userCount: -1 }] }),
      draft("configure", { locations: many }),
      draft("configure", { selections: [{ locationId: "hq", serviceId: 99_999 }] }),
      draft("configure", { selections: [{ locationId: "nowhere", serviceId: 1 }] }),
      draft("configure", { locations: [{ ...site("hq"), name: "HQ\u0000" }] }),
      draft("configure", { locations: [site("hq"), site("hq")] }),
      draft("nowhere"),
      { ...draft("configure"), answers: { complianceRequirements: ["hipaa", "hipaa"] } },
    ];
    const session = await withLead();
    for (const body of bad) {
      const res = await call("PUT", "/api/sb/draft", session, body);
      expect([400, 413], JSON.stringify(body).slice(0, 60)).toContain(res.statusCode);
      expect(res.json().success).toBe(false);
    }
  });
});

describe("POST /api/sb/configurations", () => {
  const save = (session: string, extra: object = {}) =>
    call("POST", "/api/sb/configurations", session, {
      name: "Harbor Dental: recommended",
      answers: draft("summary").answers,
      locations: draft("summary").locations,
      selections: draft("summary").selections,
      ...extra,
    });

  it("stores version 1 priced by the server, ignoring a tampered total", async () => {
    const session = await withLead();
    const res = await save(session, {
      calculatedTotals: { monthly: 1, annually: 1, setup: 0, savings: 0 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { configuration, versions } = res.json().data;
    const quote = await t.app.inject({
      method: "POST",
      url: "/api/catalog/quote",
      payload: {
        answers: draft("summary").answers,
        locations: draft("summary").locations,
        selections: draft("summary").selections,
      },
    });
    expect(configuration.configurations.calculatedTotals).toEqual(
      quote.json().data.calculatedTotals,
    );
    expect(configuration.configurations.calculatedTotals.monthly).toBeGreaterThan(1);
    expect(configuration).toMatchObject({ version: 1, isActive: true, shareToken: null });
    // Linked to its prospect for staff, but the public answer does not say which.
    expect(configuration.prospectId).toBeNull();
    const [stored] = await t.db
      .select({ prospectId: configurations.prospectId })
      .from(configurations)
      .where(eq(configurations.id, configuration.id));
    expect(stored?.prospectId).toEqual(expect.any(Number));
    // MDR brings its prerequisite EDR, recorded with the location it belongs to.
    expect(configuration.configurations.services).toContainEqual({
      id: serviceIds.endpointDetection,
      quantity: 33,
      customizations: { locationId: "hq", addedFor: serviceIds.managedDetection },
    });
    expect(Object.keys(configuration.metadata.formulaVersions).length).toBeGreaterThan(0);
    expect(versions.map((version: { version: number }) => version.version)).toEqual([1]);
    expect(await eventsOf(session)).toContain("configuration-saved");
  });

  it("adds version 2 after a change and keeps version 1; an unchanged save adds nothing", async () => {
    const session = await withLead();
    const first = (await save(session)).json().data.configuration;
    const unchanged = await save(session);
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().data.configuration.version).toBe(1);
    const changed = await save(session, {
      selections: [
        ...draft("summary").selections,
        { locationId: "b1", serviceId: serviceIds.awarenessTraining },
      ],
    });
    expect(changed.statusCode).toBe(201);
    const { configuration, versions } = changed.json().data;
    expect(configuration.id).toBe(first.id);
    expect(configuration.version).toBe(2);
    expect(versions.map((version: { version: number }) => version.version)).toEqual([2, 1]);
    expect(versions[0].monthly).toBeGreaterThan(versions[1].monthly);
    const resumed = (await call("GET", "/api/sb/draft", session)).json().data;
    expect(resumed.configuration).toEqual({ id: first.id, version: 2 });
  });

  it("shows a configuration only to the session that saved it", async () => {
    const session = await withLead();
    const { configuration } = (await save(session)).json().data;
    expect(
      (await call("GET", `/api/sb/configurations/${configuration.id}`, session)).statusCode,
    ).toBe(200);
    const other = await call("GET", `/api/sb/configurations/${configuration.id}`, kit.newSession());
    expect(other.statusCode).toBe(404);
    expect((await call("GET", "/api/sb/configurations/not-a-uuid", session)).statusCode).toBe(400);
  });

  it("refuses unknown services, no locations and a missing name", async () => {
    const session = await withLead();
    for (const extra of [
      { selections: [{ locationId: "hq", serviceId: 99_999 }] },
      { locations: [] },
      { name: "" },
    ]) {
      const res = await save(session, extra);
      expect(res.statusCode).toBe(400);
    }
  });
});
