import {
  MAX_CONFIGURATIONS_PER_SESSION,
  MAX_VERSIONS_PER_CONFIGURATION,
} from "@shared/quotes/builder/storage-limits";
import type { Configuration } from "@shared/quotes/configuration";
import type { QuoteDocumentOverride } from "@shared/quotes/document-template";
import type { QuoteAdjustment } from "@shared/quotes/engine/adjustments";
import type { QuoteResult, QuoteSelection } from "@shared/quotes/engine/types";
import type { PriceBook } from "@shared/quotes/optional-items";
import type { ReminderSettings } from "@shared/quotes/reminders";
import type { PreparedFor } from "@shared/quotes/snapshot";
import type { StoredQuoteStatus } from "@shared/quotes/status";
import { and, count, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Database, Executor, Transaction } from "../../../db/client";
import { configurations, configurationVersions } from "../../../db/schema/configurations";
import { toConfiguration } from "./configuration-mapper";
import { preparedForOf } from "./prepared-for";

export interface ConfigurationSave {
  /** The configuration this session saved before, to add a version to. */
  configurationId: string | null;
  name: string;
  prospectId: number | null;
  sessionId: string;
  /** The session's lead as typed; null keeps what the configuration names already. */
  preparedFor: PreparedFor | null;
  content: Configuration["configurations"];
  selections: readonly QuoteSelection[];
  priced: QuoteResult;
  /** Staff discounts a staff-opened session carries (decision 050); none for a visitor's. */
  adjustments?: readonly QuoteAdjustment[];
  /** What it was priced from, when it carries optional marks (decision 072). */
  priceBook?: PriceBook | null;
}

/** What the state machine needs of a quote's row. */
export interface LifecycleRow {
  id: string;
  status: StoredQuoteStatus;
  expiresAt: Date | null;
  isActive: boolean;
  currentVersion: number;
}

/** Why the builder could not save: the session's or the configuration's cap (decision 045). */
export type SaveRefusal = "configurations" | "versions";
type SaveOutcome = { id: string; created: boolean } | { refused: SaveRefusal };

/** What one stored version holds besides its totals. */
export interface VersionContent {
  name: string;
  content: Configuration["configurations"];
  selections: readonly QuoteSelection[];
  adjustments: readonly QuoteAdjustment[];
  priced: QuoteResult;
  /** Kept when the version has optional lines (issue 35 §7). */
  priceBook: PriceBook | null;
  createdByUserId: string | null;
}

/** A version row as written: the totals and risk level come from the priced result. */
export function versionRow(configurationId: string, version: number, stored: VersionContent) {
  return {
    configurationId,
    version,
    name: stored.name,
    content: stored.content,
    priced: stored.priced as unknown as Record<string, unknown>,
    monthlyCents: stored.priced.totals.monthly,
    annuallyCents: stored.priced.totals.annually,
    setupCents: stored.priced.totals.setup,
    savingsCents: stored.priced.totals.savings,
    riskLevel: stored.priced.riskLevel,
    formulaVersions: stored.priced.formulaVersions,
    selections: [...stored.selections],
    adjustments: [...stored.adjustments],
    priceBook: stored.priceBook,
    createdByUserId: stored.createdByUserId,
  };
}

/** A configuration with one of its versions (the current one without `version`). */
export async function selectVersion(executor: Executor, id: string, version?: number) {
  const [row] = await executor
    .select({ configuration: configurations, version: configurationVersions })
    .from(configurations)
    .innerJoin(
      configurationVersions,
      and(
        eq(configurationVersions.configurationId, configurations.id),
        eq(configurationVersions.version, version ?? configurations.currentVersion),
      ),
    )
    .where(eq(configurations.id, id));
  return row ?? null;
}

/**
 * Saved configurations (seed 001 §3): a row per quote, an immutable row per version. Writes
 * touch only these two tables; what a save causes elsewhere (the timeline) is a reaction to
 * the quote use case's event (decision 048). A write given `within` joins that transaction.
 */
export function createConfigurationRepository(db: Database) {
  /** The quote's own cover letter and terms (issue 35 §6); null when it does not exist. */
  async function document(id: string): Promise<QuoteDocumentOverride | null> {
    const [row] = await db
      .select({ coverLetter: configurations.coverLetter, terms: configurations.terms })
      .from(configurations)
      .where(eq(configurations.id, id));
    return row ?? null;
  }

  async function get(id: string, executor: Executor = db): Promise<Configuration | null> {
    const row = await selectVersion(executor, id);
    return row ? toConfiguration(row.configuration, row.version) : null;
  }
  const run = <T>(within: Transaction | undefined, work: (tx: Transaction) => Promise<T>) =>
    within ? work(within) : db.transaction(work);

  return {
    get,

    /**
     * Stores version 1 of a new configuration, or the next version of the session's own one;
     * saving unchanged content again adds nothing and answers the current version.
     */
    async save(
      save: ConfigurationSave,
      within?: Transaction,
    ): Promise<
      { configuration: Configuration; created: boolean; version: number } | { refused: SaveRefusal }
    > {
      const result = await run(within, async (tx): Promise<SaveOutcome> => {
        const stored: VersionContent = {
          name: save.name,
          content: save.content,
          selections: save.selections,
          adjustments: save.adjustments ?? [],
          priced: save.priced,
          priceBook: save.priceBook ?? null,
          createdByUserId: null,
        };
        if (save.configurationId) {
          // jsonb equality in the database: key order in the stored document does not matter.
          const [latest] = await tx
            .select({
              same: sql<boolean>`${configurationVersions.name} = ${save.name} and ${configurationVersions.content} = ${JSON.stringify(save.content)}::jsonb`,
            })
            .from(configurationVersions)
            .where(eq(configurationVersions.configurationId, save.configurationId))
            .orderBy(desc(configurationVersions.version))
            .limit(1);
          if (latest?.same) return { id: save.configurationId, created: false };
          const [bumped] = await tx
            .update(configurations)
            .set({
              name: save.name,
              prospectId: save.prospectId,
              ...(save.preparedFor ? { preparedFor: save.preparedFor } : {}),
              currentVersion: sql`${configurations.currentVersion} + 1`,
              lastActivityAt: new Date(),
            })
            // The draft's link (set by the server) says which configuration this session
            // adds to: its own, or the one staff opened in the builder for it. The builder
            // adds versions up to the cap (decision 045), counted in the same statement.
            .where(
              and(
                eq(configurations.id, save.configurationId),
                lt(configurations.currentVersion, MAX_VERSIONS_PER_CONFIGURATION),
              ),
            )
            .returning({ version: configurations.currentVersion });
          if (bumped) {
            await tx
              .insert(configurationVersions)
              .values(versionRow(save.configurationId, bumped.version, stored));
            return { id: save.configurationId, created: true };
          }
          const [full] = await tx
            .select({ id: configurations.id })
            .from(configurations)
            .where(eq(configurations.id, save.configurationId));
          if (full) return { refused: "versions" };
        }
        // One session's new configurations are counted under its lock, so parallel saves
        // cannot pass the cap together.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`builder-session:${save.sessionId}`}, 0))`,
        );
        const [saved] = await tx
          .select({ count: count() })
          .from(configurations)
          .where(eq(configurations.sessionId, save.sessionId));
        if ((saved?.count ?? 0) >= MAX_CONFIGURATIONS_PER_SESSION) {
          return { refused: "configurations" };
        }
        const [created] = await tx
          .insert(configurations)
          .values({
            name: save.name,
            prospectId: save.prospectId,
            sessionId: save.sessionId,
            preparedFor: save.preparedFor,
          })
          .returning({ id: configurations.id });
        if (!created) throw new Error("The configuration was not written");
        await tx.insert(configurationVersions).values(versionRow(created.id, 1, stored));
        return { id: created.id, created: true };
      });
      if ("refused" in result) return result;
      const configuration = await get(result.id, within);
      if (!configuration)
        throw new Error(`Configuration ${result.id} vanished after it was written`);
      return { configuration, created: result.created, version: configuration.version };
    },

    /** One stored version (the current one without `version`) with its configuration. */
    versionOf: (id: string, version?: number, executor: Executor = db) =>
      selectVersion(executor, id, version),

    /**
     * Staff add a version (a discount, a change): only on top of the version they saw, so two
     * people editing the same quote get a conflict instead of overwriting each other.
     */
    async addVersion(
      id: string,
      expectedVersion: number,
      stored: VersionContent,
      within?: Transaction,
    ): Promise<{ version: number } | "conflict" | null> {
      return run(within, async (tx) => {
        const [bumped] = await tx
          .update(configurations)
          .set({
            name: stored.name,
            currentVersion: sql`${configurations.currentVersion} + 1`,
            lastActivityAt: new Date(),
            reviewedAt: sql`coalesce(${configurations.reviewedAt}, now())`,
          })
          .where(and(eq(configurations.id, id), eq(configurations.currentVersion, expectedVersion)))
          .returning({ version: configurations.currentVersion });
        if (!bumped) {
          const [exists] = await tx
            .select({ id: configurations.id })
            .from(configurations)
            .where(eq(configurations.id, id));
          return exists ? "conflict" : null;
        }
        await tx.insert(configurationVersions).values(versionRow(id, bumped.version, stored));
        return { version: bumped.version };
      });
    },

    /** A new configuration (version 1) holding a copy of one version; staff own the copy. */
    async duplicate(
      id: string,
      version: number,
      copy: { name: string; createdByUserId: string },
      within?: Transaction,
    ): Promise<string | null> {
      return run(within, async (tx) => {
        const source = await selectVersion(tx, id, version);
        if (!source) return null;
        const [created] = await tx
          .insert(configurations)
          .values({
            name: copy.name,
            prospectId: source.configuration.prospectId,
            // The copy is staff's, but it is still for the person the original named.
            preparedFor: await preparedForOf(tx, source.configuration),
            createdByUserId: copy.createdByUserId,
            reviewedAt: new Date(),
          })
          .returning({ id: configurations.id });
        if (!created) throw new Error("The copy was not written");
        await tx.insert(configurationVersions).values({
          ...source.version,
          configurationId: created.id,
          version: 1,
          name: copy.name,
          createdByUserId: copy.createdByUserId,
          createdAt: new Date(),
        });
        return created.id;
      });
    },

    /** Where each quote stands, for the state machine (decision 048); locks the rows. */
    async lifecycleOf(tx: Transaction, ids: readonly string[]) {
      if (ids.length === 0) return new Map<string, LifecycleRow>();
      const rows = await tx
        .select({
          id: configurations.id,
          status: configurations.status,
          expiresAt: configurations.expiresAt,
          isActive: configurations.isActive,
          currentVersion: configurations.currentVersion,
        })
        .from(configurations)
        .where(inArray(configurations.id, [...ids]))
        .for("update");
      return new Map(
        rows.map((row) => [row.id, { ...row, status: row.status as StoredQuoteStatus }]),
      );
    },

    /** Stores the statuses the state machine settled on. */
    async setStatuses(tx: Transaction, statuses: ReadonlyMap<string, StoredQuoteStatus>) {
      const now = new Date();
      for (const [id, status] of statuses) {
        await tx
          .update(configurations)
          .set({ status, lastActivityAt: now })
          .where(eq(configurations.id, id));
      }
    },

    /** The configurations a new link offers point at it; staff sharing have reviewed them. */
    async linkShare(
      tx: Transaction,
      ids: readonly string[],
      link: { token: string; expiresAt: Date; byStaff: boolean },
    ) {
      await tx
        .update(configurations)
        .set({
          shareToken: link.token,
          expiresAt: link.expiresAt,
          lastActivityAt: new Date(),
          ...(link.byStaff
            ? { reviewedAt: sql`coalesce(${configurations.reviewedAt}, now())` }
            : {}),
        })
        .where(inArray(configurations.id, [...ids]));
    },

    /** The link a quote points at after its own link was revoked (another one, or none). */
    async relink(
      tx: Transaction,
      id: string,
      revokedToken: string,
      link: { token: string; expiresAt: Date } | null,
    ) {
      if (link) {
        await tx.update(configurations).set(link).where(eq(configurations.id, id));
        return;
      }
      await tx
        .update(configurations)
        .set({ shareToken: null, expiresAt: null })
        .where(and(eq(configurations.id, id), eq(configurations.shareToken, revokedToken)));
    },

    /** The quotes pointing at a link follow its new expiry. */
    async followExpiry(tx: Transaction, token: string, expiresAt: Date) {
      await tx
        .update(configurations)
        .set({ expiresAt, lastActivityAt: new Date() })
        .where(eq(configurations.shareToken, token));
    },

    /** A staff member opened it: from now on a customer's acceptance of it is reviewed. */
    async markReviewed(id: string): Promise<void> {
      await db
        .update(configurations)
        .set({ reviewedAt: new Date() })
        .where(and(eq(configurations.id, id), isNull(configurations.reviewedAt)));
    },

    /** Archive (false) or restore (true); answers whether the configuration exists. */
    async setActive(id: string, isActive: boolean, executor: Executor = db): Promise<boolean> {
      const rows = await executor
        .update(configurations)
        .set({ isActive, lastActivityAt: new Date() })
        .where(eq(configurations.id, id))
        .returning({ id: configurations.id });
      return rows.length > 0;
    },

    /** Every version, newest first, with its totals in cents. */
    async versions(id: string) {
      return db
        .select({
          version: configurationVersions.version,
          name: configurationVersions.name,
          monthlyCents: configurationVersions.monthlyCents,
          annuallyCents: configurationVersions.annuallyCents,
          setupCents: configurationVersions.setupCents,
          savingsCents: configurationVersions.savingsCents,
          createdAt: configurationVersions.createdAt,
        })
        .from(configurationVersions)
        .where(eq(configurationVersions.configurationId, id))
        .orderBy(desc(configurationVersions.version));
    },

    document,

    /**
     * Replaces them, only if they are still what the editor loaded (`expected`): a collision
     * answers "conflict" instead of losing the other person's text.
     */
    async updateDocument(
      id: string,
      next: QuoteDocumentOverride,
      expected: QuoteDocumentOverride,
    ): Promise<"updated" | "conflict" | null> {
      const same = (
        column: typeof configurations.coverLetter | typeof configurations.terms,
        value: string | null,
      ) => (value === null ? isNull(column) : eq(column, value));
      const updated = await db
        .update(configurations)
        .set({ ...next, updatedAt: new Date() })
        .where(
          and(
            eq(configurations.id, id),
            same(configurations.coverLetter, expected.coverLetter),
            same(configurations.terms, expected.terms),
          ),
        )
        .returning({ id: configurations.id });
      if (updated.length > 0) return "updated";
      return (await document(id)) ? "conflict" : null;
    },

    /** New reminder settings over the ones the editor read; "conflict" when they moved on. */
    async updateReminders(
      id: string,
      next: ReminderSettings,
      expected: ReminderSettings,
    ): Promise<"updated" | "conflict" | null> {
      const updated = await db
        .update(configurations)
        .set({ remindersEnabled: next.enabled, reminderDays: next.days, updatedAt: new Date() })
        .where(
          and(
            eq(configurations.id, id),
            eq(configurations.remindersEnabled, expected.enabled),
            sql`${configurations.reminderDays} = ${sql.param(expected.days)}::integer[]`,
          ),
        )
        .returning({ id: configurations.id });
      if (updated.length > 0) return "updated";
      return (await document(id)) ? "conflict" : null;
    },
  };
}

export type ConfigurationRepository = ReturnType<typeof createConfigurationRepository>;
