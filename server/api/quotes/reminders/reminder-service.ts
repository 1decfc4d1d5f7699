import { emailBrandOf } from "@shared/quotes/presentation/quote-document";
import {
  DAY_MS,
  dueFollowUp,
  dueReminder,
  FOLLOW_UP_NOT_ANSWERED_DAYS,
  FOLLOW_UP_NOT_VIEWED_DAYS,
} from "@shared/quotes/reminders";
import type { DatabaseHandle } from "../../../db/client";
import type { OutboxService } from "../../outbox/outbox-service";
import type { FollowUpRepository } from "./follow-up-repository";
import { reminderMessage } from "./reminder-message";

export interface ReminderRun {
  /** Reminders queued in the outbox. */
  reminded: number;
  /** Reminders due to an address that unsubscribed: recorded, never sent. */
  suppressed: number;
  /** Follow-up tasks created for owners. */
  followUps: number;
}

/**
 * Issue 35 §2's use cases: remind sent links' contacts before expiry, and give owners a task
 * when a sent quote is not opened or not answered. Each reminder claims its row and queues
 * its message in one transaction, so a crash or a second instance never sends it twice; an
 * answered, revoked or expired link is never reminded (the candidates leave them out).
 */
export function createReminderService({
  transaction,
  followUps,
  outbox,
}: {
  transaction: DatabaseHandle["transaction"];
  followUps: FollowUpRepository;
  outbox: Pick<OutboxService, "batch">;
}) {
  async function remind(now: Date): Promise<Omit<ReminderRun, "followUps">> {
    let reminded = 0;
    let suppressed = 0;
    for (const candidate of await followUps.reminderCandidates(now)) {
      const due = dueReminder({
        expiresAt: candidate.expiresAt,
        sentAt: candidate.firstSentAt,
        days: candidate.days,
        recorded: candidate.recorded,
        now,
      });
      if (!due) continue;
      const batch = outbox.batch();
      const sent = await transaction(async (tx) => {
        const claimed = await followUps.claimReminders(tx, {
          shareId: candidate.shareId,
          email: candidate.email,
          expiresAt: candidate.expiresAt,
          days: due.record,
        });
        if (claimed.length === 0) return null;
        const link = `${candidate.siteUrl}/sb/quote/${candidate.token}`;
        const queued = await batch.queueCustomer(
          {
            kind: "quote.reminder",
            to: candidate.email,
            ...reminderMessage(candidate.snapshot, due.days, link),
            brand: emailBrandOf(candidate.snapshot),
          },
          tx,
          candidate.siteUrl,
        );
        if (queued) await followUps.setReminderOutbox(tx, claimed, queued.id);
        return queued ? "sent" : "suppressed";
      });
      batch.committed();
      if (sent === "sent") reminded++;
      if (sent === "suppressed") suppressed++;
    }
    return { reminded, suppressed };
  }

  async function followUp(now: Date): Promise<number> {
    let created = 0;
    for (const candidate of await followUps.followUpCandidates(now)) {
      const reason = dueFollowUp({
        firstSentAt: candidate.firstSentAt,
        viewed: candidate.viewed,
        now,
      });
      if (!reason || candidate.open.includes(reason)) continue;
      const task = await transaction(async (tx) => {
        // Opened at last: the "not opened" task is moot.
        if (reason === "not_answered") {
          await followUps.closeFollowUps(tx, candidate.shareId, ["not_viewed"]);
        }
        return followUps.insertFollowUp(tx, {
          shareId: candidate.shareId,
          configurationId: candidate.configurationId,
          prospectId: candidate.prospectId,
          ownerUserId: candidate.ownerUserId,
          reason,
          // Due the day the rule says, counted from the first send.
          dueAt: new Date(
            candidate.firstSentAt.getTime() +
              (reason === "not_viewed" ? FOLLOW_UP_NOT_VIEWED_DAYS : FOLLOW_UP_NOT_ANSWERED_DAYS) *
                DAY_MS,
          ),
        });
      });
      if (task) created++;
    }
    return created;
  }

  return {
    /** One run of both rules at `now` (the scheduler's tick; tests pass a later clock). */
    async run(now: Date): Promise<ReminderRun> {
      const reminders = await remind(now);
      return { ...reminders, followUps: await followUp(now) };
    },
  };
}

export type ReminderService = ReturnType<typeof createReminderService>;
