import { SHARE_DAYS_MAX } from "@shared/quotes/status";
import { Field, inputClasses } from "~/components/ui/field";

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
