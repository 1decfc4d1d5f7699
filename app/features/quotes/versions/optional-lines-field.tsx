import type { LineChoice } from "./discount-form-state";

/**
 * Which lines the customer may leave out on the quote page (issue 35 §7). Lines the engine
 * added for another service go with it and are not offered.
 */
export function OptionalLinesField({
  lines,
  chosen,
  error,
  onChange,
}: {
  lines: LineChoice[];
  chosen: ReadonlySet<string>;
  error: string | undefined;
  onChange: (value: string, checked: boolean) => void;
}) {
  const offered = lines.filter((line) => !line.added);
  if (offered.length === 0) return null;
  return (
    <fieldset
      className="grid gap-2 rounded-xl border border-border p-4"
      aria-describedby={`optional-lines-help${error ? " optional-lines-error" : ""}`}
    >
      <legend className="px-1 text-sm font-semibold">Optional items</legend>
      <p id="optional-lines-help" className="text-sm text-muted">
        The customer can untick these on the quote page; the totals follow, and what they accept is
        the deal&apos;s value.
      </p>
      <div className="grid gap-1 sm:grid-cols-2">
        {offered.map((line) => (
          <label key={line.value} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="optionalLines"
              className="mt-0.5 size-4 accent-primary"
              checked={chosen.has(line.value)}
              aria-invalid={error ? true : undefined}
              onChange={(event) => onChange(line.value, event.target.checked)}
            />
            <span>{line.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="optional-lines-error" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
