import { groupDigits } from "@shared/numbers/group-digits";
import type { ImportResult } from "@shared/prospects/prospect-import";

/** The counts of a dry run or an import, as a short list of figures. */
export function ImportCounts({ counts, done }: { counts: ImportResult["counts"]; done: boolean }) {
  const figures = [
    [done ? "New prospects" : "New prospects to create", counts.newProspects],
    [done ? "Contacts added" : "Contacts to add", counts.newContacts],
    [done ? "Contacts updated" : "Contacts to update", counts.updatedContacts],
    ["Rows with errors", counts.errors],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-border bg-surface-2/40 p-3">
          <dt className="text-xs text-muted">{label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{groupDigits(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
