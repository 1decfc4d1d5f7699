import { randomBytes } from "node:crypto";
import type { OrganizationSize } from "@shared/inquiries/inquiry-constants";
import type { BuilderEventType } from "@shared/quotes/builder/events";
import type { TestApp } from "../../../tests/setup/test-app";
import { builderDrafts, builderEvents } from "../../db/schema/builder";
import { configurations, configurationVersions } from "../../db/schema/configurations";
import { inquiries } from "../../db/schema/inquiries";
import { opportunities } from "../../db/schema/opportunities";
import { prospects } from "../../db/schema/prospects";
import { quoteDecisionsTable, quoteShareOptions, quoteShares } from "../../db/schema/quotes";

const unique = () => randomBytes(5).toString("hex");
export const at = (iso: string) => new Date(iso);

interface Line {
  serviceId: number;
  name: string;
  totalCents: number;
  setupCents?: number;
  billing?: "monthly" | "annual";
}

/** Rows written at chosen times, so each analytics figure can be computed by hand. */
export function analyticsKit(t: TestApp) {
  return {
    async prospect(createdAt: string, companySize: OrganizationSize | null = null) {
      const [row] = await t.db
        .insert(prospects)
        .values({
          companyName: `Analytics ${unique()}`,
          contactName: "Rowan Hale",
          email: `analytics-${unique()}@example.com`,
          companySize,
          createdAt: at(createdAt),
        })
        .returning({ id: prospects.id });
      if (!row) throw new Error("prospect not written");
      return row.id;
    },

    async inquiry(createdAt: string) {
      await t.db.insert(inquiries).values({
        name: "Ada Byrne",
        email: `inquiry-${unique()}@example.com`,
        createdAt: at(createdAt),
      });
    },

    /** A configuration with one version priced as the given lines (monthly = their sum). */
    async quote(
      createdAt: string,
      lines: Line[],
      prospectId: number | null = null,
      sessionId: string | null = null,
    ) {
      const monthly = lines
        .filter((line) => line.billing !== "annual")
        .reduce((sum, line) => sum + line.totalCents, 0);
      const setup = lines.reduce((sum, line) => sum + (line.setupCents ?? 0), 0);
      const [configuration] = await t.db
        .insert(configurations)
        .values({ name: `Quote ${unique()}`, prospectId, sessionId, createdAt: at(createdAt) })
        .returning({ id: configurations.id });
      if (!configuration) throw new Error("configuration not written");
      await t.db.insert(configurationVersions).values({
        configurationId: configuration.id,
        version: 1,
        name: "v1",
        content: {} as never,
        priced: {
          locations: [
            {
              locationId: "main",
              lines: lines.map((line) => ({ billing: "monthly", setupCents: 0, ...line })),
            },
          ],
        },
        monthlyCents: monthly,
        annuallyCents: monthly * 12,
        setupCents: setup,
        savingsCents: 0,
        riskLevel: "low",
        formulaVersions: {},
        createdAt: at(createdAt),
      });
      return configuration.id;
    },

    async share(
      configurationId: string,
      createdAt: string,
      options: { viewedAt?: string; prospectId?: number | null } = {},
    ) {
      const [share] = await t.db
        .insert(quoteShares)
        .values({
          token: unique() + unique(),
          reference: `Q-${unique()}`,
          prospectId: options.prospectId ?? null,
          snapshot: {} as never,
          snapshotSha256: "0".repeat(64),
          expiresAt: at("2030-01-01T00:00:00Z"),
          firstViewedAt: options.viewedAt ? at(options.viewedAt) : null,
          viewCount: options.viewedAt ? 1 : 0,
          createdAt: at(createdAt),
        })
        .returning({ id: quoteShares.id });
      if (!share) throw new Error("share not written");
      await t.db
        .insert(quoteShareOptions)
        .values({ shareId: share.id, position: 1, configurationId, version: 1 });
      return share.id;
    },

    async decide(
      shareId: string,
      configurationId: string,
      decision: "accepted" | "declined",
      decidedAt: string,
    ) {
      await t.db.insert(quoteDecisionsTable).values({
        shareId,
        decision,
        position: decision === "accepted" ? 1 : null,
        configurationId: decision === "accepted" ? configurationId : null,
        version: decision === "accepted" ? 1 : null,
        ip: "203.0.113.9",
        userAgent: "test",
        snapshotSha256: "0".repeat(64),
        decidedAt: at(decidedAt),
      });
    },

    /** A builder session's events, each at its time, with its data if given. */
    async events(
      sessionId: string,
      events: [BuilderEventType, string, Record<string, unknown>?][],
    ) {
      await t.db
        .insert(builderEvents)
        .values(
          events.map(([type, time, data]) => ({ type, sessionId, createdAt: at(time), data })),
        );
    },

    async draft(
      sessionId: string,
      prospectId: number | null,
      answers: { complianceRequirements: string[]; securityFocus: string[] },
    ) {
      await t.db.insert(builderDrafts).values({
        sessionId,
        prospectId,
        stepReached: "summary",
        draft: {
          stepReached: "summary",
          answers,
          locations: [],
          selections: [],
          configurationName: "",
        } as never,
      });
    },

    async deal(prospectId: number, values: Partial<typeof opportunities.$inferInsert>) {
      const [row] = await t.db
        .insert(opportunities)
        .values({ prospectId, name: `Deal ${unique()}`, ...values })
        .returning({ id: opportunities.id });
      if (!row) throw new Error("deal not written");
      return row.id;
    },
  };
}
