import type { FieldErrors } from "@shared/api/envelope";
import type { CaseStudyMetric } from "@shared/case-studies/case-study";
import { CASE_STUDY_METRICS_MAX } from "@shared/case-studies/case-study-admin";
import { Plus, Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Field, inputClasses } from "~/components/ui/field";

export const emptyMetric = (): CaseStudyMetric => ({
  label: "",
  value: "",
  previousValue: "",
  improvement: "",
  isPositive: true,
});

const textParts = [
  ["label", "Label"],
  ["value", "Value"],
  ["previousValue", "Previous value"],
  ["improvement", "Improvement"],
] as const;

/** The Key Metrics tab's figures: a row each, added and removed here. */
export function MetricsEditor({
  metrics,
  onChange,
  errors,
}: {
  metrics: CaseStudyMetric[];
  onChange(metrics: CaseStudyMetric[]): void;
  errors: FieldErrors;
}) {
  const change = (index: number, patch: Partial<CaseStudyMetric>) =>
    onChange(metrics.map((metric, at) => (at === index ? { ...metric, ...patch } : metric)));
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1.5 text-sm font-medium">Key metrics</legend>
      {metrics.length === 0 ? <p className="text-sm text-muted">No metrics yet.</p> : null}
      <ol className="grid gap-3">
        {metrics.map((metric, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; a removal re-renders the rest
            key={index}
            className="grid gap-3 rounded-xl border border-border p-3 sm:grid-cols-2"
            aria-label={`Metric ${index + 1}`}
          >
            {textParts.map(([part, label]) => (
              <Field
                key={part}
                label={`${label}`}
                required={part !== "previousValue"}
                error={errors[`metrics.${index}.${part}`]}
              >
                {(control) => (
                  <input
                    {...control}
                    value={metric[part] ?? ""}
                    onChange={(event) => change(index, { [part]: event.target.value })}
                    className={`${inputClasses} h-10`}
                  />
                )}
              </Field>
            ))}
            <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-2">
              <label className="flex items-center gap-2.5 text-sm">
                <input
                  type="checkbox"
                  checked={metric.isPositive}
                  onChange={(event) => change(index, { isPositive: event.target.checked })}
                  className="size-4 accent-[var(--primary)]"
                />
                The change is good news
              </label>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange(metrics.filter((_, at) => at !== index))}
              >
                <Trash2 aria-hidden className="size-4" />
                Remove metric<span className="sr-only"> {index + 1}</span>
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {errors.metrics ? <p className="text-sm font-medium text-danger">{errors.metrics}</p> : null}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={metrics.length >= CASE_STUDY_METRICS_MAX}
        onClick={() => onChange([...metrics, emptyMetric()])}
      >
        <Plus aria-hidden className="size-4" />
        Add metric
      </Button>
    </fieldset>
  );
}
