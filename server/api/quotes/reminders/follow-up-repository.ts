import type { FollowUp, FollowUpReason } from "@shared/quotes/reminders";
import type { QuoteSnapshot } from "@shared/quotes/snapshot";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database, Executor, Transaction } from "../../../db/client";
import { rowsOf } from "../../../db/rows";
import { followUpTasks, quoteReminders } from "../../../db/schema/quotes";

/** A contact of a sent, open, unanswered link whose quote has reminders on. */
export interface ReminderCandidate {
  shareId: string;
  token: string;
  snapshot: QuoteSnapshot;
  expiresAt: Date;
  email: string;
  /** When the link was first sent to this contact. */
  firstSentAt: Date;
  siteUrl: string;
  days: number[];
  /** Thresholds already reminded for the link's current expiry. */
  recorded: number[];
}

/** A sent, open, unanswered link, for its follow-up. */
export interface FollowUpCandidate {
  shareId: string;
  configurationId: string;
  prospectId: number | null;
  ownerUserId: string | null;
  firstSentAt: Date;
  viewed: boolean;
  open: FollowUpReason[];
}

const date = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/**
 * Reminders and follow-ups of sent quotes (issue 35 §2): the quote module's own tables
 * (quote_reminders, follow_up_tasks) and the reads that find what is due. Writes take the
 * use case's transaction; the unique keys make each reminder and task happen once, whichever
 * instance gets there first.
 */
export function createFollowUpRepository(db: Database) {
  return {
    /** Contacts of sent links that may be due a reminder at `now` (the rule decides). */
    async reminderCandidates(now: Date): Promise<ReminderCandidate[]> {
      const result = await db.execute(sql`
        select sh.id as share_id, sh.token, sh.snapshot, sh.expires_at, r.email,
          min(s.created_at) as first_sent_at, max(s.site_url) as site_url,
          c.reminder_days as days,
          coalesce((select array_agg(q.days_before) from quote_reminders q
            where q.share_id = sh.id and q.email = r.email and q.expires_at = sh.expires_at),
            '{}'::integer[]) as recorded
        from quote_sends s
        cross join lateral jsonb_array_elements_text(s.recipients) as r(email)
        join quote_shares sh on sh.id = s.share_id
        join configurations c on c.id = s.configuration_id
        where sh.revoked_at is null
          and sh.expires_at > ${now.toISOString()}::timestamptz
          and c.reminders_enabled
          and cardinality(c.reminder_days) > 0
          and sh.expires_at - make_interval(days => (select max(d) from unnest(c.reminder_days) d))
            <= ${now.toISOString()}::timestamptz
          and not exists (select 1 from quote_decisions qd where qd.share_id = sh.id)
        group by sh.id, c.reminder_days, r.email
        order by sh.expires_at, r.email`);
      type Row = {
        share_id: string;
        token: string;
        snapshot: QuoteSnapshot | string;
        expires_at: unknown;
        email: string;
        first_sent_at: unknown;
        site_url: string;
        days: number[];
        recorded: number[];
      };
      return rowsOf<Row>(result).map((row) => ({
        shareId: row.share_id,
        token: row.token,
        snapshot: typeof row.snapshot === "string" ? JSON.parse(row.snapshot) : row.snapshot,
        expiresAt: date(row.expires_at),
        email: row.email,
        firstSentAt: date(row.first_sent_at),
        siteUrl: row.site_url,
        days: row.days.map(Number),
        recorded: row.recorded.map(Number),
      }));
    },

    /**
     * Claims the thresholds for one contact and expiry; answers the ids claimed, or an empty
     * list when another run claimed them first (nothing is then sent).
     */
    async claimReminders(
      tx: Transaction,
      claim: { shareId: string; email: string; expiresAt: Date; days: number[] },
    ): Promise<number[]> {
      const rows = await tx
        .insert(quoteReminders)
        .values(
          claim.days.map((daysBefore) => ({
            shareId: claim.shareId,
            email: claim.email,
            expiresAt: claim.expiresAt,
            daysBefore,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: quoteReminders.id });
      return rows.length === claim.days.length ? rows.map((row) => row.id) : [];
    },

    async setReminderOutbox(tx: Transaction, ids: number[], outboxId: number) {
      await tx.update(quoteReminders).set({ outboxId }).where(inArray(quoteReminders.id, ids));
    },

    /** Sent, open, unanswered links, with the follow-ups they have open already. */
    async followUpCandidates(now: Date): Promise<FollowUpCandidate[]> {
      const result = await db.execute(sql`
        select sh.id as share_id, (array_agg(s.configuration_id order by s.created_at))[1] as configuration_id,
          c.prospect_id, coalesce(p.owner_user_id,
            (array_agg(s.sent_by_user_id order by s.created_at))[1]) as owner_user_id,
          min(s.created_at) as first_sent_at, sh.first_viewed_at is not null as viewed,
          coalesce((select array_agg(t.reason) from follow_up_tasks t where t.share_id = sh.id),
            '{}'::text[]) as open
        from quote_sends s
        join quote_shares sh on sh.id = s.share_id
        join configurations c on c.id = s.configuration_id
        left join prospects p on p.id = c.prospect_id
        where sh.revoked_at is null
          and sh.expires_at > ${now.toISOString()}::timestamptz
          and not exists (select 1 from quote_decisions qd where qd.share_id = sh.id)
        group by sh.id, c.prospect_id, p.owner_user_id`);
      type Row = {
        share_id: string;
        configuration_id: string;
        prospect_id: number | null;
        owner_user_id: string | null;
        first_sent_at: unknown;
        viewed: boolean;
        open: FollowUpReason[];
      };
      return rowsOf<Row>(result).map((row) => ({
        shareId: row.share_id,
        configurationId: row.configuration_id,
        prospectId: row.prospect_id === null ? null : Number(row.prospect_id),
        ownerUserId: row.owner_user_id,
        firstSentAt: date(row.first_sent_at),
        viewed: Boolean(row.viewed),
        open: row.open,
      }));
    },

    /** A new task; null when the link has one for this reason already. */
    async insertFollowUp(
      tx: Transaction,
      task: Omit<typeof followUpTasks.$inferInsert, "id" | "doneAt" | "doneByUserId">,
    ) {
      const [row] = await tx.insert(followUpTasks).values(task).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** Closes a link's open tasks (the prospect answered, or opened it at last). */
    async closeFollowUps(tx: Executor, shareId: string, reasons?: FollowUpReason[]) {
      await tx
        .update(followUpTasks)
        .set({ doneAt: new Date() })
        .where(
          and(
            eq(followUpTasks.shareId, shareId),
            isNull(followUpTasks.doneAt),
            reasons ? inArray(followUpTasks.reason, reasons) : undefined,
          ),
        );
    },

    /** Open tasks, soonest first: everyone's, one owner's, or one prospect's. */
    async open(filter: { ownerUserId?: string; prospectId?: number }): Promise<FollowUp[]> {
      const result = await db.execute(sql`
        select t.id, t.reason, t.due_at, t.done_at, t.configuration_id,
          coalesce(v.name, c.name) as quote_name, sh.reference,
          p.id as prospect_id, p.company_name, u.id as owner_id, u.display_name as owner_name
        from follow_up_tasks t
        join quote_shares sh on sh.id = t.share_id
        join configurations c on c.id = t.configuration_id
        left join configuration_versions v
          on v.configuration_id = c.id and v.version = c.current_version
        left join prospects p on p.id = t.prospect_id
        left join users u on u.id = t.owner_user_id
        where t.done_at is null
          ${filter.ownerUserId ? sql`and t.owner_user_id = ${filter.ownerUserId}` : sql``}
          ${filter.prospectId ? sql`and t.prospect_id = ${filter.prospectId}` : sql``}
        order by t.due_at, t.id
        limit 200`);
      type Row = {
        id: number | string;
        reason: FollowUpReason;
        due_at: unknown;
        done_at: unknown;
        configuration_id: string;
        quote_name: string;
        reference: string;
        prospect_id: number | null;
        company_name: string | null;
        owner_id: string | null;
        owner_name: string | null;
      };
      return rowsOf<Row>(result).map((row) => ({
        id: Number(row.id),
        reason: row.reason,
        dueAt: date(row.due_at).toISOString(),
        doneAt: row.done_at ? date(row.done_at).toISOString() : null,
        configurationId: row.configuration_id,
        quoteName: row.quote_name,
        reference: row.reference,
        prospect:
          row.prospect_id === null
            ? null
            : { id: Number(row.prospect_id), companyName: row.company_name ?? "" },
        owner: row.owner_id ? { id: row.owner_id, name: row.owner_name ?? "" } : null,
      }));
    },

    /** Marks a task done; null when there is no such open task. */
    async markDone(id: number, userId: string) {
      const [row] = await db
        .update(followUpTasks)
        .set({ doneAt: new Date(), doneByUserId: userId })
        .where(and(eq(followUpTasks.id, id), isNull(followUpTasks.doneAt)))
        .returning();
      return row ?? null;
    },
  };
}

export type FollowUpRepository = ReturnType<typeof createFollowUpRepository>;
