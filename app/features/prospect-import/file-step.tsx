import { groupDigits } from "@shared/numbers/group-digits";
import { IMPORT_MAX_ROWS } from "@shared/prospects/prospect-import";
import { type ChangeEvent, useId, useState } from "react";
import { FormAlert } from "~/components/form-alert";
import { type CsvFile, readCsv } from "./read-csv";

/** Step 1: the CSV file, read in the browser. */
export function FileStep({ onRead }: { onRead(file: CsvFile): void }) {
  const id = useId();
  const [message, setMessage] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    setReading(true);
    setMessage(null);
    const read = await readCsv(file);
    setReading(false);
    if (read.ok) onRead(read.file);
    else setMessage(read.message);
  };
  return (
    <section className="grid max-w-2xl gap-4 rounded-2xl border border-border bg-surface p-6">
      <h2 className="text-lg font-semibold">Choose a CSV file</h2>
      <p className="text-sm text-muted">
        The first line names the columns. One contact per line: an e-mail address is required;
        company, name, phone, job title, status, tags and owner are optional. Up to{" "}
        {groupDigits(IMPORT_MAX_ROWS)} rows and 5 MB.
      </p>
      <label htmlFor={id} className="text-sm font-medium">
        CSV file
      </label>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        onChange={(event) => void choose(event)}
        aria-describedby={`${id}-status`}
        className="text-sm file:mr-3 file:rounded-lg file:border file:border-control file:bg-surface-2 file:px-3 file:py-2 file:text-fg"
      />
      <p id={`${id}-status`} aria-live="polite" className="text-sm text-muted">
        {reading ? "Reading the file..." : ""}
      </p>
      <FormAlert message={message} />
    </section>
  );
}
