import type {
  ConfigurationQuery,
  ConfigurationRow,
  ShareSummary,
} from "@shared/quotes/configuration-admin";
import type { ReminderSettings } from "@shared/quotes/reminders";
import type { QuoteStatus } from "@shared/quotes/status";
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { createdWithin } from "../../../db/created-range";
import { containing } from "../../../db/like";
import { users } from "../../../db/schema/auth";
import { configurations, configurationVersions } from "../../../db/schema/configurations";
import { prospects } from "../../../db/schema/prospects";
import { quoteReminders, quoteShares } from "../../../db/schema/quotes";
import { shareClosed, toEvidence } from "../share-repository";
import { type ShareOptionRequest, type SnapshotOwner, snapshotOption } from "../snapshot-option";
import { preparedForOf } from "./prepared-for";

/** Stored status, read as "expired" once a shared or viewed quote's link has run out. */
const effectiveStatus = sql<QuoteStatus>`case when ${configurations.status} in ('shared', 'viewed') and ${configurations.expiresAt} is not null and ${configurations.expiresAt} <= now() then 'expired' else ${configurations.status} end`;

function where(query: ConfigurationQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(configurations.isActive, query.archived === "0")];
  if (query.status) conditions.push(sql`${effectiveStatus} = ${query.status}`);
  if (query.prospectId) conditions.push(eq(configurations.prospectId, query.prospectId));
  conditions.push(...createdWithin(configurations.createdAt, query));
  if (query.q) {
    const pattern = containing(query.q);
    conditions.push(
      or(
        ilike(configurations.name, pattern),
        ilike(prospects.companyName, pattern),
        ilike(prospects.contactName, pattern),
        ilike(prospects.email, pattern),
      ),
    );
  }
  return and(...conditions);
}

const orderings = {
  activity: configurations.lastActivityAt,
  created: configurations.createdAt,
  name: sql`lower(${configurations.name})`,
  monthly: configurationVersions.monthlyCents,
} as const;

const rowSelection = {
  configuration: configurations,
  version: {
    monthlyCents: configurationVersions.monthlyCents,
    annuallyCents: configurationVersions.annuallyCents,
    setupCents: configurationVersions.setupCents,
    locations: sql<number>`jsonb_array_length(${configurationVersions.content} -> 'locations')`,
  },
  status: effectiveStatus,
  prospect: { id: prospects.id, companyName: prospects.companyName, email: prospects.email },
  share: {
    token: quoteShares.token,
    expiresAt: quoteShares.expiresAt,
    viewCount: quoteShares.viewCount,
    lastViewedAt: quoteShares.lastViewedAt,
  },
};

type Selected = {
  configuration: typeof configurations.$inferSelect;
  version: { monthlyCents: number; annuallyCents: number; setupCents: number; locations: number };
  status: QuoteStatus;
  prospect: { id: number; companyName: string; email: string } | null;
  share: { token: string; expiresAt: Date; viewCount: number; lastViewedAt: Date | null } | null;
};

function toRow(row: Selected): ConfigurationRow {
  const { configuration, version, share } = row;
  return {
    id: configuration.id,
    name: configuration.name,
    prospect: row.prospect,
    status: row.status,
    currentVersion: configuration.currentVersion,
    locations: Number(version.locations),
    monthlyCents: version.monthlyCents,
    annuallyCents: version.annuallyCents,
    setupCents: version.setupCents,
    isActive: configuration.isActive,
    share: share
      ? {
          token: share.token,
          expiresAt: share.expiresAt.toISOString(),
          viewCount: share.viewCount,
          lastViewedAt: share.lastViewedAt?.toISOString() ?? null,
        }
      : null,
    createdAt: configuration.createdAt.toISOString(),
    lastActivityAt: configuration.lastActivityAt.toISOString(),
  };
}

/** Staff's view of saved configurations: filtered, sorted and paged in SQL. */
export function createConfigurationQueries(db: Database) {
  const base = () =>
    db
      .select(rowSelection)
      .from(configurations)
      .innerJoin(
        configurationVersions,
        and(
          eq(configurationVersions.configurationId, configurations.id),
          eq(configurationVersions.version, configurations.currentVersion),
        ),
      )
      .leftJoin(prospects, eq(prospects.id, configurations.prospectId))
      .leftJoin(quoteShares, eq(quoteShares.token, configurations.shareToken));

  return {
    async list(query: ConfigurationQuery): Promise<{ items: ConfigurationRow[]; total: number }> {
      const { page, limit, sort, dir } = query;
      const order = dir === "asc" ? asc : desc;
      const [rows, [total]] = await Promise.all([
        base()
          .where(where(query))
          .orderBy(order(orderings[sort]), desc(configurations.createdAt))
          .limit(limit)
          .offset((page - 1) * limit),
        db
          .select({ value: count() })
          .from(configurations)
          .leftJoin(prospects, eq(prospects.id, configurations.prospectId))
          .where(where(query)),
      ]);
      return { items: (rows as Selected[]).map(toRow), total: total?.value ?? 0 };
    },

    async row(id: string): Promise<ConfigurationRow | null> {
      const [row] = await base().where(eq(configurations.id, id));
      return row ? toRow(row as Selected) : null;
    },

    /** Every version, newest first, with who made it and how many discounts it has. */
    /** When the quote's sent links remind their contacts (issue 35 §2). */
    async reminders(id: string): Promise<ReminderSettings | null> {
      const [row] = await db
        .select({ enabled: configurations.remindersEnabled, days: configurations.reminderDays })
        .from(configurations)
        .where(eq(configurations.id, id));
      return row ?? null;
    },

    /** The reminders these links sent (or recorded for an unsubscribed contact), oldest first. */
    async remindersOf(shareIds: string[]) {
      if (shareIds.length === 0) return [];
      return db
        .select()
        .from(quoteReminders)
        .where(inArray(quoteReminders.shareId, shareIds))
        .orderBy(asc(quoteReminders.createdAt));
    },

    async versions(id: string) {
      const rows = await db
        .select({
          version: configurationVersions.version,
          name: configurationVersions.name,
          monthlyCents: configurationVersions.monthlyCents,
          annuallyCents: configurationVersions.annuallyCents,
          setupCents: configurationVersions.setupCents,
          savingsCents: configurationVersions.savingsCents,
          // Decision 049: each discount and the prepay saving on its own, from the priced
          // result as saved (versions saved before staff discounts existed have none).
          volumeDiscountCents: pricedCents("volumeDiscountCents"),
          staffDiscountCents: pricedCents("staffDiscountCents"),
          setupDiscountCents: pricedCents("setupDiscountCents"),
          prepayDiscountCents: pricedCents("prepayDiscountCents"),
          prepayDiscountRate: sql<number>`coalesce((${configurationVersions.priced}->>'prepayDiscountRate')::float8, 0)`,
          discounts: sql<number>`jsonb_array_length(${configurationVersions.adjustments})`,
          createdBy: users.username,
          createdAt: configurationVersions.createdAt,
        })
        .from(configurationVersions)
        .leftJoin(users, eq(users.id, configurationVersions.createdByUserId))
        .where(eq(configurationVersions.configurationId, id))
        .orderBy(desc(configurationVersions.version));
      return rows.map((row) => ({
        ...row,
        volumeDiscountCents: Number(row.volumeDiscountCents),
        staffDiscountCents: Number(row.staffDiscountCents),
        setupDiscountCents: Number(row.setupDiscountCents),
        prepayDiscountCents: Number(row.prepayDiscountCents),
        prepayDiscountRate: Number(row.prepayDiscountRate),
        discounts: Number(row.discounts),
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /** One version's frozen content as a share would show it (the staff preview and PDF). */
    snapshotOption: (request: ShareOptionRequest) => snapshotOption(db, request),

    /** Who a quote names on its documents (issue 32). */
    preparedFor: (owner: SnapshotOwner) => preparedForOf(db, owner),
  };
}

/** A whole-cent figure of a version's priced result (0 when the version has none). */
const pricedCents = (field: string) =>
  sql<number>`coalesce((${configurationVersions.priced}->>${field})::bigint, 0)`;

/** A share as the staff pages list it. */
export function toShareSummary(
  row: {
    share: typeof quoteShares.$inferSelect;
    decision: Parameters<typeof toEvidence>[0] | null;
    version: number;
  },
  now = new Date(),
): ShareSummary {
  const { share } = row;
  return {
    id: share.id,
    token: share.token,
    reference: share.reference,
    version: row.version,
    createdAt: share.createdAt.toISOString(),
    expiresAt: share.expiresAt.toISOString(),
    revokedAt: share.revokedAt?.toISOString() ?? null,
    state: shareClosed(share, now) ?? "open",
    firstViewedAt: share.firstViewedAt?.toISOString() ?? null,
    lastViewedAt: share.lastViewedAt?.toISOString() ?? null,
    viewCount: share.viewCount,
    options: share.snapshot.options.length,
    decision: row.decision ? toEvidence(row.decision, share.snapshot) : null,
  };
}
