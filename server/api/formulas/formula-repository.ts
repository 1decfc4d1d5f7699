import {
  type ActiveFormula,
  type AdminFormula,
  type FormulaVersion,
  formulaInputSchema,
  type ValidFormulaInput,
} from "@shared/formulas/formula";
import { and, desc, eq, isNull, like, or, type SQL, sql } from "drizzle-orm";
import { type ContentCache, createContentCache } from "../../cache/content-cache";
import type { Database } from "../../db/client";
import { formulas, formulaVersions } from "../../db/schema/formulas";
import { hasAllSeedKeys } from "../../db/seeded";
import { type CachedAnswer, withEtag } from "../../http/conditional-get";
import { keyFromName, uniqueKey } from "./formula-key";
import {
  byPurposeThenId,
  toActiveFormula,
  toAdminFormula,
  toFormulaVersion,
  toVersionRow,
} from "./formula-mapper";
import { seedFormulas } from "./seed/formulas";

export interface FormulaActor {
  id: string;
  username: string;
}

export type FormulaUpdate =
  | { outcome: "updated"; formula: AdminFormula }
  | { outcome: "not-found" }
  | { outcome: "conflict"; current: AdminFormula };

/**
 * Calculation formulas: a row per formula and an immutable row per saved version. The
 * engine's set (the current version of every active formula) is cached with its ETag;
 * every write drops it.
 */
export function createFormulaRepository(db: Database, cache: ContentCache = createContentCache()) {
  async function writeThenInvalidate<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      await cache.invalidate();
    }
  }

  /** Formulas joined with their current version, in the engine's reading order. */
  async function current(where?: SQL) {
    const rows = await db
      .select({ formula: formulas, current: formulaVersions })
      .from(formulas)
      .innerJoin(
        formulaVersions,
        and(
          eq(formulaVersions.formulaId, formulas.id),
          eq(formulaVersions.version, formulas.currentVersion),
        ),
      )
      .where(where);
    return rows.sort(byPurposeThenId);
  }

  async function get(id: number): Promise<AdminFormula | null> {
    const [row] = await current(eq(formulas.id, id));
    return row ? toAdminFormula(row) : null;
  }

  /** The key for a new formula's name: its kebab form, numbered when already taken. */
  async function freeKey(executor: Database, name: string): Promise<string> {
    const base = keyFromName(name);
    const rows = await executor
      .select({ key: formulas.key })
      .from(formulas)
      .where(or(eq(formulas.key, base), like(formulas.key, `${base}-%`)));
    return uniqueKey(base, new Set(rows.map((row) => row.key)));
  }

  return {
    /** GET /api/catalog/formulas: what the engine prices with, in the browser and here. */
    active(): Promise<CachedAnswer<ActiveFormula[]>> {
      return cache.get("active", async () =>
        withEtag((await current(isNull(formulas.archivedAt))).map(toActiveFormula)),
      );
    },

    /** Every formula, archived ones included. */
    list: async (): Promise<AdminFormula[]> => (await current()).map(toAdminFormula),

    get,

    /** Every saved version, newest first. */
    async versions(id: number): Promise<FormulaVersion[]> {
      const rows = await db
        .select()
        .from(formulaVersions)
        .where(eq(formulaVersions.formulaId, id))
        .orderBy(desc(formulaVersions.version));
      return rows.map(toFormulaVersion);
    },

    async create(input: ValidFormulaInput, actor: FormulaActor): Promise<AdminFormula> {
      const id = await writeThenInvalidate(() =>
        db.transaction(async (tx) => {
          const [formula] = await tx
            .insert(formulas)
            .values({ key: await freeKey(tx, input.name), purpose: input.purpose })
            .returning({ id: formulas.id });
          if (!formula) throw new Error("The formula was not written");
          await tx.insert(formulaVersions).values(toVersionRow(formula.id, 1, input, actor));
          return formula.id;
        }),
      );
      const created = await get(id);
      if (!created) throw new Error(`Formula ${id} vanished after it was written`);
      return created;
    },

    /**
     * Saves `input` as the next version if the current one is still `baseVersion`: the
     * guarded UPDATE and the new version row commit together or not at all.
     */
    async update(
      id: number,
      input: ValidFormulaInput,
      baseVersion: number,
      actor: FormulaActor,
    ): Promise<FormulaUpdate> {
      const saved = await writeThenInvalidate(() =>
        db.transaction(async (tx) => {
          const [formula] = await tx
            .update(formulas)
            .set({ currentVersion: sql`${formulas.currentVersion} + 1` })
            .where(and(eq(formulas.id, id), eq(formulas.currentVersion, baseVersion)))
            .returning({ version: formulas.currentVersion });
          if (!formula) return false;
          await tx.insert(formulaVersions).values(toVersionRow(id, formula.version, input, actor));
          return true;
        }),
      );
      const after = await get(id);
      if (!after) return { outcome: "not-found" };
      return saved
        ? { outcome: "updated", formula: after }
        : { outcome: "conflict", current: after };
    },

    /** Archives (or restores) a formula; null when there is no such formula. */
    async setArchived(id: number, archived: boolean): Promise<AdminFormula | null> {
      const updated = await writeThenInvalidate(() =>
        db
          .update(formulas)
          .set({ archivedAt: archived ? sql`coalesce(${formulas.archivedAt}, now())` : null })
          .where(eq(formulas.id, id))
          .returning({ id: formulas.id }),
      );
      return updated.length > 0 ? get(id) : null;
    },

    /**
     * Default formulas, found by key: a missing one is added as version 1; existing ones
     * (and staff's versions of them) stay as they are.
     */
    async seed(): Promise<void> {
      const keys = seedFormulas.map((formula) => formula.key);
      if (await hasAllSeedKeys(db, formulas, formulas.key, keys)) return;
      const parsed = new Map(
        seedFormulas.map(({ key, ...formula }) => [key, formulaInputSchema.parse(formula)]),
      );
      await writeThenInvalidate(() =>
        db.transaction(async (tx) => {
          const added = await tx
            .insert(formulas)
            .values([...parsed].map(([key, input]) => ({ key, purpose: input.purpose })))
            .onConflictDoNothing()
            .returning({ id: formulas.id, key: formulas.key });
          if (added.length === 0) return;
          await tx.insert(formulaVersions).values(
            added.map(({ id, key }) => {
              const input = parsed.get(key);
              if (!input) throw new Error(`No seed formula ${key}`);
              return toVersionRow(id, 1, input, null);
            }),
          );
        }),
      );
    },
  };
}

export type FormulaRepository = ReturnType<typeof createFormulaRepository>;
