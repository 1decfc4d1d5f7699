import { SHARE_DAYS_DEFAULT, SHARE_DAYS_MAX } from "@shared/quotes/status";
import { type FormEvent, useState } from "react";
import { Field, inputClasses } from "~/components/ui/field";
import { useFormFailure } from "~/lib/use-form-failure";

/** How many days a share link stays open: the same field wherever staff share or extend. */
export function ShareDaysField({
  label = "Link valid for (days)",
  hint,
  value,
  error,
  onChange,
}: {
  label?: string;
  hint: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} error={error} hint={`From 1 to ${SHARE_DAYS_MAX} days${hint}`}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="numeric"
          min={1}
          max={SHARE_DAYS_MAX}
          step={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClasses} h-11 w-32 tabular-nums`}
        />
      )}
    </Field>
  );
}

/** The typed number of days, or the message to show beside the field. */
export function readShareDays(value: string): { days: number } | { error: string } {
  const days = Number(value);
  return Number.isInteger(days) && days >= 1 && days <= SHARE_DAYS_MAX
    ? { days }
    : { error: `Enter whole days from 1 to ${SHARE_DAYS_MAX}` };
}

/**
 * The days of a share or extend form and its submit: the number is checked first, and a
 * refused one is marked, focused and named (issue 34 "Forms"); the form's failure carries
 * the server's answer as in every other form.
 */
export function useShareDaysForm(fallback: string, action: string) {
  const [days, setDays] = useState(String(SHARE_DAYS_DEFAULT));
  const failure = useFormFailure(fallback, action);
  /** The form's props: its submit sends the checked days unless a send is `pending`. */
  const form = (pending: boolean, send: (expiresInDays: number) => void) => ({
    ref: failure.formRef,
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (pending) return;
      failure.clearAlert();
      const read = readShareDays(days);
      if ("error" in read) {
        const fields = { expiresInDays: read.error };
        failure.setErrors(fields);
        failure.refuse(fields);
        return;
      }
      failure.setErrors({});
      send(read.days);
    },
  });
  /** The props of the form's ShareDaysField. */
  const field = { value: days, error: failure.errors.expiresInDays, onChange: setDays };
  return { failure, form, field };
}
