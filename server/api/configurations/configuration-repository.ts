import type { Configuration } from "@shared/configurations/configuration";
import type { QuoteResult } from "@shared/quote-engine/types";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { configurations, configurationVersions } from "../../db/schema/configurations";
import { toConfiguration } from "./configuration-mapper";

export interface ConfigurationSave {
  /** The configuration this session saved before, to add a version to. */
  configurationId: string | null;
  name: string;
  prospectId: number | null;
  sessionId: string;
  content: Configuration["configurations"];
  priced: QuoteResult;
}

/** Saved configurations (seed 001 §3): a row per quote, an immutable row per version. */
export function createConfigurationRepository(db: Database) {
  async function get(id: string): Promise<Configuration | null> {
    const [row] = await db
      .select({ configuration: configurations, version: configurationVersions })
      .from(configurations)
      .innerJoin(
        configurationVersions,
        and(
          eq(configurationVersions.configurationId, configurations.id),
          eq(configurationVersions.version, configurations.currentVersion),
        ),
      )
      .where(eq(configurations.id, id));
    return row ? toConfiguration(row.configuration, row.version) : null;
  }

  return {
    get,

    /**
     * Stores version 1 of a new configuration, or the next version of the session's own one;
     * saving unchanged content again adds nothing and answers the current version.
     */
    async save(
      save: ConfigurationSave,
    ): Promise<{ configuration: Configuration; created: boolean }> {
      const result = await db.transaction(async (tx) => {
        const versionRow = (configurationId: string, version: number) => ({
          configurationId,
          version,
          name: save.name,
          content: save.content,
          priced: save.priced as unknown as Record<string, unknown>,
          monthlyCents: save.priced.totals.monthly,
          annuallyCents: save.priced.totals.annually,
          setupCents: save.priced.totals.setup,
          savingsCents: save.priced.totals.savings,
          riskLevel: save.priced.riskLevel,
          formulaVersions: save.priced.formulaVersions,
        });
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
              currentVersion: sql`${configurations.currentVersion} + 1`,
            })
            .where(
              and(
                eq(configurations.id, save.configurationId),
                eq(configurations.sessionId, save.sessionId),
              ),
            )
            .returning({ version: configurations.currentVersion });
          if (bumped) {
            await tx
              .insert(configurationVersions)
              .values(versionRow(save.configurationId, bumped.version));
            return { id: save.configurationId, created: true };
          }
        }
        const [created] = await tx
          .insert(configurations)
          .values({ name: save.name, prospectId: save.prospectId, sessionId: save.sessionId })
          .returning({ id: configurations.id });
        if (!created) throw new Error("The configuration was not written");
        await tx.insert(configurationVersions).values(versionRow(created.id, 1));
        return { id: created.id, created: true };
      });
      const configuration = await get(result.id);
      if (!configuration)
        throw new Error(`Configuration ${result.id} vanished after it was written`);
      return { configuration, created: result.created };
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
  };
}

export type ConfigurationRepository = ReturnType<typeof createConfigurationRepository>;
