import { z } from "zod";

/**
 * Issue 35 §2: before a sent link runs out, its contacts are reminded (by default 7 days and
 * 1 day before, editable and off per quote); when a sent quote is not opened in 3 days, or not
 * answered in 7, its owner gets a follow-up task. Pure rules here; the scheduler applies them.
 */
export const REMINDER_DAYS_DEFAULT = [7, 1] as const;
export const REMINDER_DAYS_MAX = 60;
export const FOLLOW_UP_NOT_VIEWED_DAYS = 3;
export const FOLLOW_UP_NOT_ANSWERED_DAYS = 7;

export const DAY_MS = 24 * 60 * 60 * 1000;

export const reminderSettingsSchema = z.object({
  enabled: z.boolean(),
  days: z
    .array(
      z
        .number({ error: "Use whole days" })
        .int("Use whole days")
        .min(1, "At least one day before")
        .max(REMINDER_DAYS_MAX, `At most ${REMINDER_DAYS_MAX} days before`),
    )
    .max(5, "At most 5 reminders")
    // Newest-first is how they fire: 7 days, then 1 day before.
    .transform((days) => [...new Set(days)].sort((a, b) => b - a)),
});
export type ReminderSettings = z.output<typeof reminderSettingsSchema>;

/** The settings as the API answers them (already in order). */
export const reminderSettingsViewSchema = z.object({
  enabled: z.boolean(),
  days: z.array(z.number().int()),
});

/** PUT /api/admin/configurations/:id/reminders: the settings, over the ones the editor read. */
export const reminderSaveSchema = z.object({
  settings: reminderSettingsSchema,
  expected: reminderSettingsSchema,
});

/** "7 and 1 days before it expires", "1 day before it expires". */
export function reminderDaysText(days: readonly number[]): string {
  if (days.length === 0) return "never";
  const list =
    days.length === 1
      ? String(days[0])
      : `${days.slice(0, -1).join(", ")} and ${days[days.length - 1]}`;
  return `${list} ${days.length === 1 && days[0] === 1 ? "day" : "days"} before it expires`;
}

/** Parses "7, 1" as typed into the days field; null when something in it is not a number. */
export function parseReminderDays(text: string): number[] | null {
  const parts = text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  const days = parts.map(Number);
  return days.every((day) => Number.isFinite(day)) ? days : null;
}

/**
 * Which reminder a contact of a sent link is due now, if any. A threshold of `d` days is due
 * once the link has less than `d` days left, and only if the link was sent before that moment
 * (a link sent with 5 days left gets no "7 days" reminder). When several are due at once (the
 * scheduler was down), one message goes out, for the nearest expiry, and every due threshold
 * is recorded so none of them fires later. Thresholds already recorded never fire again.
 */
export function dueReminder(input: {
  expiresAt: Date;
  sentAt: Date;
  days: readonly number[];
  recorded: readonly number[];
  now: Date;
}): { days: number; record: number[] } | null {
  const { expiresAt, sentAt, now } = input;
  if (now.getTime() >= expiresAt.getTime()) return null;
  const due = input.days.filter((days) => {
    const at = expiresAt.getTime() - days * DAY_MS;
    return !input.recorded.includes(days) && at <= now.getTime() && sentAt.getTime() < at;
  });
  if (due.length === 0) return null;
  return { days: Math.min(...due), record: due };
}

export const followUpReasons = ["not_viewed", "not_answered"] as const;
export type FollowUpReason = (typeof followUpReasons)[number];

export const followUpReasonLabels: Record<FollowUpReason, string> = {
  not_viewed: `Not opened ${FOLLOW_UP_NOT_VIEWED_DAYS} days after it was sent`,
  not_answered: `Not answered ${FOLLOW_UP_NOT_ANSWERED_DAYS} days after it was sent`,
};

/**
 * The follow-up a sent, open, unanswered link calls for now: not opened 3 days after it was
 * first sent, or opened and still not answered 7 days after. Null when none is due yet.
 */
export function dueFollowUp(input: {
  firstSentAt: Date;
  viewed: boolean;
  now: Date;
}): FollowUpReason | null {
  const since = input.now.getTime() - input.firstSentAt.getTime();
  if (!input.viewed) return since >= FOLLOW_UP_NOT_VIEWED_DAYS * DAY_MS ? "not_viewed" : null;
  return since >= FOLLOW_UP_NOT_ANSWERED_DAYS * DAY_MS ? "not_answered" : null;
}

/** A follow-up task as the dashboard and the prospect page list it. */
export const followUpSchema = z.object({
  id: z.number().int(),
  reason: z.enum(followUpReasons),
  dueAt: z.iso.datetime(),
  doneAt: z.iso.datetime().nullable(),
  configurationId: z.uuid(),
  quoteName: z.string(),
  reference: z.string(),
  prospect: z.object({ id: z.number().int(), companyName: z.string() }).nullable(),
  owner: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type FollowUp = z.infer<typeof followUpSchema>;

export const followUpQuerySchema = z.object({
  prospectId: z.coerce.number().int().positive().optional(),
  /** "mine": the signed-in user's; "all": everyone's. */
  who: z.enum(["mine", "all"]).default("all"),
});
