import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { rowsOf } from "../../../db/rows";

/** Configurations removed per transaction: each holds a priced copy of up to a few MB. */
const BATCH = 200;

/**
 * A builder configuration nobody claimed (decision 045): saved by a session (not by staff),
 * no lead on it or its session, still a draft (never shared, so never viewed or answered),
 * not archived, never opened by staff (decision 047), no staff version, comparison,
 * opportunity or audit entry naming it, and
 * nothing happened to it or its session's draft since `cutoff`. The last-activity and
 * status conditions are repeated in the DELETE itself, so a share or staff version that
 * commits while a sweep runs is seen when the row is locked, and the row is kept.
 */
const unclaimedConfigurations = (cutoff: Date) => sql`
  select c.id from configurations c
  where c.session_id is not null and c.created_by_user_id is null and c.prospect_id is null
    and c.status = 'draft' and c.is_active and c.reviewed_at is null
    and c.last_activity_at < ${cutoff.toISOString()}::timestamptz
    and c.updated_at < ${cutoff.toISOString()}::timestamptz
    and not exists (select 1 from builder_drafts d where d.session_id = c.session_id
      and (d.prospect_id is not null or d.updated_at >= ${cutoff.toISOString()}::timestamptz))
    and not exists (select 1 from configuration_versions v
      where v.configuration_id = c.id and v.created_by_user_id is not null)
    and not exists (select 1 from quote_share_options o where o.configuration_id = c.id)
    and not exists (select 1 from quote_decisions q where q.configuration_id = c.id)
    and not exists (select 1 from opportunities o where o.configuration_id = c.id)
    and not exists (select 1 from quote_comparisons qc
      where qc.items @> jsonb_build_array(jsonb_build_object('configurationId', c.id::text)))
    and not exists (select 1 from audit_log a
      where a.target_type = 'configuration' and a.target_id = c.id::text)
    and not exists (select 1 from builder_drafts d where d.configuration_id = c.id
      and d.session_id <> c.session_id)
  order by c.last_activity_at
  limit ${BATCH}`;

/** Removes the builder's unclaimed drafts and configurations (the sweep's SQL). */
export function createUnclaimedRepository(db: Database) {
  return {
    /**
     * Deletes one batch of unclaimed configurations (their versions go with them; the 0014
     * triggers recompute each session's quote rollup as the rows go) and answers how many.
     */
    async removeConfigurations(cutoff: Date): Promise<number> {
      const result = await db.execute(sql`
        delete from configurations
        where id in (${unclaimedConfigurations(cutoff)})
          and status = 'draft' and prospect_id is null and reviewed_at is null
          and last_activity_at < ${cutoff.toISOString()}::timestamptz
        returning id`);
      return rowsOf<{ id: string }>(result).length;
    },

    /**
     * Deletes the drafts without a lead untouched since `cutoff` whose session keeps no
     * configuration and that point at none (a draft opened from a staff quote stays).
     */
    async removeDrafts(cutoff: Date): Promise<number> {
      const result = await db.execute(sql`
        delete from builder_drafts d
        where d.prospect_id is null and d.contact_id is null and d.configuration_id is null
          and d.updated_at < ${cutoff.toISOString()}::timestamptz
          and not exists (select 1 from configurations c where c.session_id = d.session_id)
        returning d.session_id`);
      return rowsOf<{ session_id: string }>(result).length;
    },

    batchSize: BATCH,
  };
}

export type UnclaimedRepository = ReturnType<typeof createUnclaimedRepository>;
