import { randomBytes } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { expect } from "vitest";
import type { TestApp } from "../../../tests/setup/test-app";
import { configurations, configurationVersions } from "../../db/schema/configurations";
import { outbox } from "../../db/schema/outbox";
import { quoteShares } from "../../db/schema/quotes";
import { serviceIds } from "../catalog/seed/seed-service";

/** Builder sessions, share links and prospects' answers for the quote API tests. */

export const site = (id: string, users: number) => ({
  id,
  name: id === "hq" ? "Head office" : `Branch ${id}`,
  userCount: users,
  endpointCount: users + 5,
  serverCount: 2,
  hasCloudServices: true,
  hasOnPremise: true,
  hasSaaSApps: true,
});

export const locations = [site("hq", 25), site("b1", 8)];
export const answers = { complianceRequirements: ["hipaa"], securityFocus: [] };

export type Selection = { locationId: string; serviceId: number; quantity?: number };

/** MDR (with its prerequisite EDR) and DNS filtering at the head office, training at the branch. */
export const defaultSelections: Selection[] = [
  { locationId: "hq", serviceId: serviceIds.managedDetection },
  { locationId: "hq", serviceId: serviceIds.dnsFiltering },
  { locationId: "b1", serviceId: serviceIds.awarenessTraining },
];

export const acceptance = (overrides: object = {}) => ({
  position: 0,
  fullName: "Dana Whitfield",
  title: "Practice Manager",
  agreeToTerms: true,
  ...overrides,
});

export const unique = () => randomBytes(4).toString("hex");

export interface BuilderQuote {
  session: string;
  id: string;
  version: number;
  company: string;
  name: string;
}

export function quoteKit(t: TestApp) {
  let clients = 0;
  /** A fresh client address per call: the lead and decision rate limits count per address. */
  const nextAddress = () => {
    clients += 1;
    return `10.61.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
  };

  function sb(
    method: "GET" | "PUT" | "POST",
    url: string,
    session: string,
    payload?: object,
    remoteAddress = nextAddress(),
  ) {
    return t.app.inject({
      method,
      url,
      remoteAddress,
      headers: { "x-sb-session": session },
      ...(payload ? { payload } : {}),
    });
  }

  async function save(session: string, name: string, selections: Selection[] = defaultSelections) {
    return sb("POST", "/api/sb/configurations", session, { name, answers, locations, selections });
  }

  return {
    nextAddress,
    sb,
    save,

    newSession: () => `session-${Date.now()}-${randomBytes(6).toString("hex")}`,

    /** A builder session with a lead (its own prospect company) that saved version 1. */
    async builderQuote(
      options: { company?: string; name?: string; selections?: Selection[] } = {},
    ): Promise<BuilderQuote> {
      const session = `session-${Date.now()}-${randomBytes(6).toString("hex")}`;
      const company = options.company ?? `Harbor Dental ${unique()}`;
      const lead = await sb("POST", "/api/sb/lead", session, {
        companyName: company,
        contactName: "Dana Whitfield",
        email: `ops-${unique()}@example.com`,
        phone: "",
        companySize: "11-50",
      });
      expect(lead.statusCode, lead.body).toBe(200);
      const name = options.name ?? `${company}: recommended`;
      const saved = await save(session, name, options.selections);
      expect(saved.statusCode, saved.body).toBe(201);
      const { id, version } = saved.json().data.configuration;
      return { session, id, version, company, name };
    },

    /** Shares the session's current version from the builder; answers the link. */
    async share(quote: BuilderQuote) {
      const res = await sb("POST", `/api/sb/configurations/${quote.id}/share`, quote.session);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as { token: string; url: string; reference: string; version: number };
    },

    accept(token: string, body: object = acceptance(), remoteAddress = nextAddress()) {
      return t.app.inject({
        method: "POST",
        url: `/api/quotes/${token}/accept`,
        remoteAddress,
        headers: { "user-agent": "QuoteTest/1.0 (evidence)" },
        payload: body,
      });
    },

    decline(token: string, body: object = {}, remoteAddress = nextAddress()) {
      return t.app.inject({
        method: "POST",
        url: `/api/quotes/${token}/decline`,
        remoteAddress,
        headers: { "user-agent": "QuoteTest/1.0 (evidence)" },
        payload: body,
      });
    },

    pdf(token: string) {
      return t.app.inject({
        method: "GET",
        url: `/api/quotes/${token}/pdf`,
        remoteAddress: nextAddress(),
      });
    },

    async shareRow(token: string) {
      const found = await t.repositories.shares.byToken(token);
      if (!found) throw new Error(`no share for ${token}`);
      return found;
    },

    async configurationRow(id: string) {
      const [row] = await t.db.select().from(configurations).where(eq(configurations.id, id));
      if (!row) throw new Error(`no configuration ${id}`);
      return row;
    },

    /** One stored version of a quote, as the database holds it. */
    async versionRow(id: string, version: number) {
      const [row] = await t.db
        .select()
        .from(configurationVersions)
        .where(
          and(
            eq(configurationVersions.configurationId, id),
            eq(configurationVersions.version, version),
          ),
        );
      if (!row) throw new Error(`no version ${version}`);
      return row;
    },

    /** Outbox messages of one kind about one quote (its reference is in every subject). */
    outboxAbout(reference: string, kind: string) {
      return t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, kind), like(outbox.subject, `%${reference}%`)));
    },

    /** The link ran out an hour ago (the share and the configurations it set). */
    async expire(token: string) {
      const past = new Date(Date.now() - 60 * 60 * 1000);
      await t.db.update(quoteShares).set({ expiresAt: past }).where(eq(quoteShares.token, token));
      await t.db
        .update(configurations)
        .set({ expiresAt: past })
        .where(eq(configurations.shareToken, token));
    },
  };
}

export type QuoteKit = ReturnType<typeof quoteKit>;
