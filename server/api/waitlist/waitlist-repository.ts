import type { WaitlistEntry } from "@shared/waitlist/waitlist";
import { count, desc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { waitlistSignups } from "../../db/schema/waitlist";

const entryColumns = {
  id: waitlistSignups.id,
  email: waitlistSignups.email,
  createdAt: waitlistSignups.createdAt,
};

export function createWaitlistRepository(db: Database) {
  return {
    /**
     * Adds the address unless it is already on the list in any case (the unique index on
     * lower(email) decides, so two simultaneous sign-ups cannot both insert).
     * @returns whether a row was added
     */
    async add(email: string): Promise<boolean> {
      const rows = await db
        .insert(waitlistSignups)
        .values({ email })
        .onConflictDoNothing()
        .returning({ id: waitlistSignups.id });
      return rows.length > 0;
    },

    /** Newest first, for staff (GET /api/admin/waitlist?limit=&offset=). */
    async list({ limit, offset }: { limit: number; offset: number }) {
      const [rows, [totals]] = await Promise.all([
        db
          .select(entryColumns)
          .from(waitlistSignups)
          .orderBy(desc(waitlistSignups.createdAt), desc(waitlistSignups.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(waitlistSignups),
      ]);
      const items: WaitlistEntry[] = rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
      }));
      return { items, total: totals?.total ?? 0 };
    },
  };
}

export type WaitlistRepository = ReturnType<typeof createWaitlistRepository>;
