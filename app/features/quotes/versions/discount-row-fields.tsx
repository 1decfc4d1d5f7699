import type { FieldErrors } from "@shared/api/envelope";
import { ADJUSTMENT_REASON_MAX } from "@shared/quotes/engine/adjustment-constants";
import { Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Field, inputClasses } from "~/components/ui/field";
import { Select, type SelectOption } from "~/components/ui/select";
import type { DiscountRow } from "./discount-form-state";

const kindOptions = [
  { value: "percent", label: "Percentage" },
  { value: "amount", label: "Amount (USD)" },
];

/** One discount of the form: what it applies to, how much, and the reason the prospect reads. */
export function DiscountRowFields({
  row,
  index,
  targets,
  errors,
  onChange,
  onRemove,
}: {
  row: DiscountRow;
  index: number;
  targets: SelectOption[];
  errors: FieldErrors;
  onChange(row: DiscountRow): void;
  onRemove(): void;
}) {
  const error = (field: string) => errors[`adjustments.${index}.${field}`];
  const set = (patch: Partial<DiscountRow>) => onChange({ ...row, ...patch });
  const percent = row.kind === "percent";
  return (
    <fieldset
      data-testid="discount-row"
      className="grid gap-3 rounded-xl border border-border bg-surface p-4 md:grid-cols-[minmax(0,1.4fr)_10rem_9rem] xl:grid-cols-[minmax(0,1.3fr)_10rem_8rem_minmax(0,1.5fr)_auto]"
    >
      <legend className="px-1 text-sm font-semibold">Discount {index + 1}</legend>
      <Field label="Applies to" error={error("scope") ?? error("serviceId") ?? error("locationId")}>
        {(control) => (
          <Select
            {...control}
            value={row.target}
            onValueChange={(target) => set({ target })}
            options={targets}
          />
        )}
      </Field>
      <Field label="Type" error={error("kind")}>
        {(control) => (
          <Select
            {...control}
            value={row.kind}
            onValueChange={(kind) => set({ kind: kind === "amount" ? "amount" : "percent" })}
            options={kindOptions}
          />
        )}
      </Field>
      <Field
        label={percent ? "Percent" : "Dollars"}
        error={error("value")}
        hint={percent ? "0.01 to 100" : row.target === "setup" ? "Once" : "Per billing period"}
      >
        {(control) => (
          <input
            {...control}
            inputMode="decimal"
            autoComplete="off"
            value={row.value}
            onChange={(event) => set({ value: event.target.value })}
            placeholder={percent ? "10" : "120.00"}
            className={`${inputClasses} h-11 tabular-nums`}
          />
        )}
      </Field>
      <Field
        label="Reason"
        required
        error={error("reason")}
        hint="The prospect reads it on the quote."
        className="md:col-span-2 xl:col-span-1"
      >
        {(control) => (
          <input
            {...control}
            value={row.reason}
            maxLength={ADJUSTMENT_REASON_MAX}
            onChange={(event) => set({ reason: event.target.value })}
            className={`${inputClasses} h-11`}
          />
        )}
      </Field>
      <div className="flex items-start md:pt-7">
        <Button variant="ghost" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden className="size-4" />
          Remove<span className="sr-only"> discount {index + 1}</span>
        </Button>
      </div>
    </fieldset>
  );
}
