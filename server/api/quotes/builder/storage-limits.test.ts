import { randomBytes } from "node:crypto";
import {
  MAX_CONFIGURATIONS_PER_SESSION,
  MAX_NEW_SESSIONS_PER_IP_PER_DAY,
  MAX_VERSIONS_PER_CONFIGURATION,
  NEW_SESSION_WINDOW_MS,
  TOO_MANY_CONFIGURATIONS,
  TOO_MANY_VERSIONS,
} from "@shared/quotes/builder/storage-limits";
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { builderSessionClients } from "../../../db/schema/builder";
import { configurations } from "../../../db/schema/configurations";
import { answers, defaultSelections, locations, type QuoteKit } from "../quote-test-kit";
import { builderTestApp } from "./builder-test-kit";

/** Decision 045: what one anonymous builder session and one client address can store. */

const { t, kit } = builderTestApp();
const sb: QuoteKit["sb"] = (...call) => kit.sb(...call);

const save = (session: string, name: string, remoteAddress?: string) =>
  sb(
    "POST",
    "/api/sb/configurations",
    session,
    { name, answers, locations, selections: defaultSelections },
    remoteAddress,
  );

const draft = {
  stepReached: "lead",
  answers,
  locations,
  selections: defaultSelections,
};

describe("per builder session", () => {
  it(`keeps at most ${MAX_CONFIGURATIONS_PER_SESSION} configurations, then answers 409 with a message the builder shows`, async () => {
    // No lead, no draft: each save used to add a configuration with a full priced copy.
    const session = kit.newSession();
    for (let index = 1; index <= MAX_CONFIGURATIONS_PER_SESSION; index += 1) {
      const res = await save(session, `Loop ${index}`);
      expect(res.statusCode, res.body).toBe(201);
    }
    const refused = await save(session, "One too many");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      data: null,
      message: TOO_MANY_CONFIGURATIONS,
    });
    const [stored] = await t.db
      .select({ value: count() })
      .from(configurations)
      .where(eq(configurations.sessionId, session));
    expect(stored?.value).toBe(MAX_CONFIGURATIONS_PER_SESSION);
  });

  it("counts parallel saves of one session under one lock", async () => {
    const session = kit.newSession();
    const answersOf = await Promise.all(
      Array.from({ length: MAX_CONFIGURATIONS_PER_SESSION + 5 }, (_, index) =>
        save(session, `Parallel ${index}`),
      ),
    );
    const statuses = answersOf.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(
      MAX_CONFIGURATIONS_PER_SESSION,
    );
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
  });

  it(`keeps at most ${MAX_VERSIONS_PER_CONFIGURATION} versions of a configuration`, async () => {
    const session = kit.newSession();
    expect((await sb("PUT", "/api/sb/draft", session, draft)).statusCode).toBe(200);
    const first = await save(session, "Version 1");
    expect(first.statusCode, first.body).toBe(201);
    const { id } = first.json().data.configuration;
    // Versions 2 to 48 as if saved: the cap reads current_version, as the save does.
    await t.db.execute(
      sql`update configurations set current_version = ${MAX_VERSIONS_PER_CONFIGURATION - 1} where id = ${id}`,
    );
    const last = await save(session, "The last version");
    expect(last.statusCode, last.body).toBe(201);
    expect(last.json().data.configuration.version).toBe(MAX_VERSIONS_PER_CONFIGURATION);
    const refused = await save(session, "One version too many");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(TOO_MANY_VERSIONS);
    // Saving what the last version holds still answers it, without a new version.
    const same = await save(session, "The last version");
    expect(same.statusCode).toBe(200);
    expect(same.json().data.configuration.version).toBe(MAX_VERSIONS_PER_CONFIGURATION);
  });
});

describe("per client address and day", () => {
  it(`admits ${MAX_NEW_SESSIONS_PER_IP_PER_DAY} new writing sessions, then answers 429 with Retry-After`, async () => {
    const address = "10.46.0.1";
    const sessions: string[] = [];
    for (let index = 0; index < MAX_NEW_SESSIONS_PER_IP_PER_DAY; index += 1) {
      const session = kit.newSession();
      sessions.push(session);
      const res = await sb("PUT", "/api/sb/draft", session, draft, address);
      expect(res.statusCode, res.body).toBe(200);
    }
    // Every way a new session writes is counted: the draft, the lead and a save.
    const lead = {
      companyName: "Harbor Dental Group",
      contactName: "Dana Whitfield",
      email: `cap-${randomBytes(4).toString("hex")}@example.com`,
      phone: "",
      companySize: "11-50",
    };
    const refusals = [
      await sb("PUT", "/api/sb/draft", kit.newSession(), draft, address),
      await sb("POST", "/api/sb/lead", kit.newSession(), lead, address),
      await save(kit.newSession(), "Over the cap", address),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers["retry-after"]);
      expect(wait).toBeGreaterThan(NEW_SESSION_WINDOW_MS / 1000 - 120);
      expect(wait).toBeLessThanOrEqual(NEW_SESSION_WINDOW_MS / 1000);
      expect(refused.json()).toMatchObject({ success: false, data: null });
      expect(refused.json().message).toBe(
        `Your network has started ${MAX_NEW_SESSIONS_PER_IP_PER_DAY} new Service Builder sessions today, the most we accept from one address in a day. Please try again in 24 hours, or contact us.`,
      );
    }
    // Sessions that wrote before go on; other addresses are not affected.
    expect(
      (await sb("PUT", "/api/sb/draft", sessions[0] as string, draft, address)).statusCode,
    ).toBe(200);
    expect((await save(sessions[1] as string, "Still mine", address)).statusCode).toBe(201);
    expect((await sb("PUT", "/api/sb/draft", kit.newSession(), draft)).statusCode).toBe(200);
  });

  it("counts in the database, so every instance shares the count, and waits only for the oldest to age out", async () => {
    const address = "2001:db8:45:1::7";
    // Sessions another instance admitted 23 hours ago, from the same /64.
    const earlier = new Date(Date.now() - 23 * 60 * 60 * 1000);
    await t.db.insert(builderSessionClients).values(
      Array.from({ length: MAX_NEW_SESSIONS_PER_IP_PER_DAY }, () => ({
        sessionId: kit.newSession(),
        client: "2001:db8:45:1::/64",
        createdAt: earlier,
      })),
    );
    const refused = await sb("PUT", "/api/sb/draft", kit.newSession(), draft, address);
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers["retry-after"]);
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(refused.json().message).toContain("Please try again in an hour");
  });

  it("lets parallel first writes from one address pass the cap no further than it allows", async () => {
    const address = "10.46.0.2";
    const answered = await Promise.all(
      Array.from({ length: MAX_NEW_SESSIONS_PER_IP_PER_DAY + 6 }, () =>
        sb("PUT", "/api/sb/draft", kit.newSession(), draft, address),
      ),
    );
    const statuses = answered.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(
      MAX_NEW_SESSIONS_PER_IP_PER_DAY,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });
});
