import { groupDigits } from "@shared/numbers/group-digits";
import {
  type ImportField,
  type ImportMapping,
  importFieldLabels,
  importFields,
} from "@shared/prospects/prospect-import";
import { FormAlert } from "~/components/form-alert";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import type { CsvFile } from "./read-csv";

const NOT_IN_FILE = "-";

/** Step 2: which column fills which field; guessed from the header names, staff correct it. */
export function MappingStep({
  file,
  mapping,
  onChange,
  onBack,
  onNext,
  pending,
  error,
}: {
  file: CsvFile;
  mapping: ImportMapping;
  onChange(mapping: ImportMapping): void;
  onBack(): void;
  onNext(): void;
  pending: boolean;
  error: string | null;
}) {
  const set = (field: ImportField, value: string) => {
    const next = { ...mapping };
    if (value === NOT_IN_FILE) delete next[field];
    else next[field] = Number(value);
    onChange(next);
  };
  const sample = (index: number | undefined) =>
    index === undefined ? "" : (file.rows.find((row) => row[index]?.trim())?.[index] ?? "");
  return (
    <section className="grid gap-4 rounded-2xl border border-border bg-surface p-6">
      <h2 className="text-lg font-semibold">Map the columns of {file.name}</h2>
      <p className="text-sm text-muted">
        {groupDigits(file.rows.length)} rows. Each field takes one column of the file; fields left
        out stay empty (or unchanged on contacts that already exist).
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        {importFields.map((field) => (
          <div key={field} className="grid gap-1.5">
            <span className="text-sm font-medium">{importFieldLabels[field]}</span>
            <Select
              aria-label={importFieldLabels[field]}
              value={mapping[field] === undefined ? NOT_IN_FILE : String(mapping[field])}
              onValueChange={(value) => set(field, value)}
              options={[
                { value: NOT_IN_FILE, label: "Not in the file" },
                ...file.headers.map((header, index) => ({
                  value: String(index),
                  label: header || `Column ${index + 1}`,
                })),
              ]}
            />
            <span className="truncate text-xs text-muted">
              {mapping[field] === undefined
                ? "\u00a0"
                : `e.g. ${sample(mapping[field]) || "(empty)"}`}
            </span>
          </div>
        ))}
      </div>
      <FormAlert
        message={
          error ??
          (mapping.email === undefined ? "Choose the column with the e-mail address." : null)
        }
      />
      <div className="flex flex-wrap gap-3">
        <Button variant="ghost" onClick={onBack}>
          Choose another file
        </Button>
        <Button disabled={mapping.email === undefined || pending} onClick={onNext}>
          {pending ? "Checking the rows..." : "Preview the import"}
        </Button>
      </div>
    </section>
  );
}
