import type { ConfigurationDetail } from "@shared/quotes/configuration-admin";
import {
  parseReminderDays,
  reminderDaysText,
  reminderSettingsSchema,
} from "@shared/quotes/reminders";
import { BellRing } from "lucide-react";
import { type FormEvent, useState } from "react";
import { FormAlert } from "~/components/form-alert";
import { Field, inputClasses } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { useFormFailure } from "~/lib/use-form-failure";
import { useSaveReminders } from "./use-configuration-mutations";

/**
 * Issue 35 §2: when this quote's sent links remind their contacts before they expire (7 and
 * 1 days by default), or not at all. Nobody who answered or unsubscribed is reminded.
 */
export function RemindersPanel({ detail }: { detail: ConfigurationDetail }) {
  const loaded = detail.reminders;
  const save = useSaveReminders(detail.configuration.id);
  const failure = useFormFailure("The reminders could not be saved. Please try again.");
  const [enabled, setEnabled] = useState(loaded.enabled);
  const [days, setDays] = useState(loaded.days.join(", "));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    failure.clearAlert();
    const parsed = parseReminderDays(days);
    const checked = reminderSettingsSchema.safeParse({ enabled, days: parsed ?? [] });
    const problem =
      parsed === null
        ? "Use whole days separated by commas, like 7, 1"
        : !checked.success
          ? (checked.error.issues[0]?.message ?? "Check the days")
          : enabled && checked.data.days.length === 0
            ? "Enter at least one day, or turn reminders off"
            : null;
    if (problem || !checked.success) {
      const fields = { days: problem ?? "Check the days" };
      failure.setErrors(fields);
      failure.refuse(fields);
      return;
    }
    failure.setErrors({});
    save.mutate(
      { settings: checked.data, expected: loaded },
      { onSuccess: ({ data }) => setDays(data.days.join(", ")), onError: failure.fail },
    );
  }

  return (
    <section
      aria-labelledby="quote-reminders"
      className="grid gap-3 rounded-2xl border border-border bg-surface p-4 sm:p-5"
    >
      <h3 id="quote-reminders" className="flex items-center gap-2 text-base font-semibold">
        <BellRing aria-hidden className="size-4 text-muted" />
        Reminders
      </h3>
      <p className="text-sm text-muted" data-testid="reminders-summary">
        {loaded.enabled && loaded.days.length > 0
          ? `Contacts a link was sent to are reminded ${reminderDaysText(loaded.days)}, unless they answered or unsubscribed.`
          : "Reminders are off for this quote: contacts are not reminded before a link expires."}
      </p>
      <form
        ref={failure.formRef}
        noValidate
        onSubmit={submit}
        className="grid gap-3 sm:grid-cols-[auto_minmax(0,14rem)_auto] sm:items-end"
      >
        <div className="sm:col-span-3">
          <FormAlert message={failure.alert} />
        </div>
        <label className="flex items-center gap-3 text-sm sm:h-11">
          <input
            type="checkbox"
            checked={enabled}
            onChange={(event) => setEnabled(event.target.checked)}
            className="size-4 accent-[var(--primary)]"
          />
          Remind contacts before a sent link expires
        </label>
        <Field label="Days before expiry" error={failure.errors.days}>
          {(control) => (
            <input
              {...control}
              value={days}
              disabled={!enabled}
              inputMode="numeric"
              onChange={(event) => setDays(event.target.value)}
              className={`${inputClasses} h-11`}
            />
          )}
        </Field>
        <SubmitButton variant="outline" pending={save.isPending} pendingLabel="Saving">
          Save reminders
        </SubmitButton>
      </form>
    </section>
  );
}
