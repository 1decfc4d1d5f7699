import type { FieldErrors } from "@shared/api/envelope";
import type { ReactNode } from "react";
import { Field, inputClasses } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import type { OwnerChoice } from "./opportunity-filters";

export const UNASSIGNED = "none";

export interface OpportunityFieldValues {
  name: string;
  owner: string;
  monthly: string;
  setup: string;
  expectedCloseDate: string;
}

/** The form's values as the API takes them (dollars as numbers, no owner as null). */
export function opportunityFieldsOf(form: FormData, owner: string) {
  const amount = (key: string) => Number(String(form.get(key) || "0").replace(/[$,]/g, ""));
  return {
    name: String(form.get("name") ?? ""),
    ownerUserId: owner === UNASSIGNED ? null : owner,
    monthly: amount("monthly"),
    setup: amount("setup"),
    expectedCloseDate: String(form.get("expectedCloseDate") || "") || null,
  };
}

/**
 * Name, owner, values and expected close of a deal: the fields the New and Edit dialogs
 * share. `children` goes first in the grid (the stage of a new deal).
 */
export function OpportunityFields({
  defaults,
  owner,
  onOwnerChange,
  owners,
  errors,
  children,
}: {
  defaults: OpportunityFieldValues;
  owner: string;
  onOwnerChange(owner: string): void;
  owners: OwnerChoice[];
  errors: FieldErrors;
  children?: ReactNode;
}) {
  // Field hands its label, id and error wiring to a render function.
  const text =
    (name: keyof OpportunityFieldValues, extra: object = {}) =>
    (control: object) => (
      <input
        {...control}
        {...extra}
        name={name}
        defaultValue={defaults[name]}
        className={`${inputClasses} h-11`}
      />
    );
  return (
    <>
      <Field label="Deal name" required error={errors.name}>
        {text("name")}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {children}
        <Field label="Owner" error={errors.ownerUserId}>
          {(control) => (
            <Select
              {...control}
              value={owner}
              onValueChange={onOwnerChange}
              options={[
                { value: UNASSIGNED, label: "Unassigned" },
                ...owners.map((choice) => ({ value: choice.id, label: choice.name })),
              ]}
            />
          )}
        </Field>
        <Field label="Monthly value (USD)" error={errors.monthly}>
          {text("monthly", { inputMode: "decimal" })}
        </Field>
        <Field label="Set-up value (USD)" error={errors.setup}>
          {text("setup", { inputMode: "decimal" })}
        </Field>
        <Field label="Expected close" error={errors.expectedCloseDate}>
          {text("expectedCloseDate", { type: "date" })}
        </Field>
      </div>
    </>
  );
}
