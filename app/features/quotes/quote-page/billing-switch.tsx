import type { Billing } from "@shared/quotes/presentation/quote-figures";

export type { Billing };

/** Monthly vs annual prepay: two native radios, so arrow keys and screen readers just work. */
export function BillingSwitch({
  value,
  onChange,
  saving,
}: {
  value: Billing;
  onChange: (billing: Billing) => void;
  /** "Save $1,234.00 a year" with annual prepay, when there is a saving. */
  saving: string | null;
}) {
  const choices: { id: Billing; label: string }[] = [
    { id: "monthly", label: "Monthly" },
    { id: "annual", label: "Annual prepay" },
  ];
  return (
    <fieldset className="flex flex-wrap items-center gap-3">
      <legend className="sr-only">Billing</legend>
      <div className="inline-flex rounded-xl border border-border bg-surface-2 p-1">
        {choices.map((choice) => (
          <label
            key={choice.id}
            className="cursor-pointer rounded-lg px-4 py-2 text-sm font-semibold text-muted has-checked:bg-surface has-checked:text-fg has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-primary"
          >
            <input
              type="radio"
              name="billing"
              value={choice.id}
              checked={value === choice.id}
              onChange={() => onChange(choice.id)}
              className="sr-only"
            />
            {choice.label}
          </label>
        ))}
      </div>
      {saving ? <span className="text-sm font-medium text-success">{saving}</span> : null}
    </fieldset>
  );
}
