import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  DAY_MS,
  dueFollowUp,
  dueReminder,
  parseReminderDays,
  reminderDaysText,
  reminderSettingsSchema,
} from "./reminders";

const sentAt = new Date("2026-12-01T09:00:00Z");
const expiresAt = new Date(sentAt.getTime() + 30 * DAY_MS);
const at = (daysLeft: number) => new Date(expiresAt.getTime() - daysLeft * DAY_MS);

describe("reminders before expiry (issue 35 §2)", () => {
  it("fires 7 days before, then 1 day before, each once", () => {
    const base = { expiresAt, sentAt, days: [7, 1], recorded: [] as number[] };
    expect(dueReminder({ ...base, now: at(8) })).toBeNull();
    expect(dueReminder({ ...base, now: at(6.5) })).toEqual({ days: 7, record: [7] });
    expect(dueReminder({ ...base, recorded: [7], now: at(6) })).toBeNull();
    expect(dueReminder({ ...base, recorded: [7], now: at(0.5) })).toEqual({ days: 1, record: [1] });
    expect(dueReminder({ ...base, recorded: [7, 1], now: at(0.2) })).toBeNull();
  });

  it("sends one message when several are due at once, and never after expiry", () => {
    const base = { expiresAt, sentAt, days: [7, 1], recorded: [] as number[] };
    expect(dueReminder({ ...base, now: at(0.5) })).toEqual({ days: 1, record: [7, 1] });
    expect(dueReminder({ ...base, now: at(-0.1) })).toBeNull();
  });

  it("gives a link sent with 5 days left no '7 days' reminder", () => {
    const late = new Date(expiresAt.getTime() - 5 * DAY_MS);
    expect(
      dueReminder({ expiresAt, sentAt: late, days: [7, 1], recorded: [], now: at(4) }),
    ).toBeNull();
  });

  test.prop([
    fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { maxLength: 5 }),
    fc.array(fc.double({ min: -2, max: 40, noNaN: true }), { maxLength: 30 }),
  ])(
    "never reminds twice for a threshold, after expiry, or for one before the send",
    (days, ticks) => {
      const recorded: number[] = [];
      for (const daysLeft of [...ticks].sort((a, b) => b - a)) {
        const now = at(daysLeft);
        const due = dueReminder({ expiresAt, sentAt, days, recorded, now });
        if (!due) continue;
        expect(now.getTime()).toBeLessThan(expiresAt.getTime());
        for (const threshold of due.record) {
          expect(recorded).not.toContain(threshold);
          expect(threshold).toBeLessThan(30);
          recorded.push(threshold);
        }
        expect(due.record).toContain(due.days);
      }
    },
  );
});

describe("follow-ups for the owner", () => {
  it("asks after 3 days unopened, and after 7 days opened but unanswered", () => {
    const daysAfter = (days: number) => new Date(sentAt.getTime() + days * DAY_MS);
    expect(dueFollowUp({ firstSentAt: sentAt, viewed: false, now: daysAfter(2.9) })).toBeNull();
    expect(dueFollowUp({ firstSentAt: sentAt, viewed: false, now: daysAfter(3) })).toBe(
      "not_viewed",
    );
    expect(dueFollowUp({ firstSentAt: sentAt, viewed: true, now: daysAfter(6) })).toBeNull();
    expect(dueFollowUp({ firstSentAt: sentAt, viewed: true, now: daysAfter(7) })).toBe(
      "not_answered",
    );
  });
});

describe("the reminder settings", () => {
  it("are kept without repeats, nearest expiry last, and said in words", () => {
    expect(reminderSettingsSchema.parse({ enabled: true, days: [1, 7, 7] }).days).toEqual([7, 1]);
    expect(reminderDaysText([7, 1])).toBe("7 and 1 days before it expires");
    expect(reminderDaysText([14, 7, 1])).toBe("14, 7 and 1 days before it expires");
    expect(reminderDaysText([1])).toBe("1 day before it expires");
    expect(parseReminderDays("7, 1")).toEqual([7, 1]);
    expect(parseReminderDays("7 days")).toBeNull();
    expect(reminderSettingsSchema.safeParse({ enabled: true, days: [0] }).success).toBe(false);
  });
});
