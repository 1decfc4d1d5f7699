import { groupDigits } from "@shared/numbers/group-digits";
import type { ImportResult } from "@shared/prospects/prospect-import";
import { Badge } from "~/components/ui/badge";

type Row = ImportResult["rows"][number];

/** What happens to a row, in words: "New contact at Acme". */
export function outcomeLabel(row: Row): string {
  switch (row.outcome) {
    case "new_prospect":
      return "New prospect";
    case "new_contact":
      return `New contact at ${row.company}`;
    case "update_contact":
      return `Update contact at ${row.company}`;
    case "skipped":
      return "Empty line, skipped";
    default:
      return "Not imported";
  }
}

/** "Row 14, email: Enter a valid e-mail address", one per bad field. */
export function rowErrors(row: Row): string[] {
  return Object.entries(row.errors ?? {}).map(
    ([field, message]) => `Row ${row.row}, ${field}: ${message}`,
  );
}

const SHOWN = 100;

/** The rows that will be (or were) imported, first ones only; errors are listed apart. */
export function ImportRows({ result }: { result: ImportResult }) {
  const rows = result.rows.filter((row) => row.outcome !== "error" && row.outcome !== "skipped");
  if (rows.length === 0) return null;
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">What happens to each row</caption>
        <thead className="border-b border-border bg-surface-2/60 text-xs text-muted uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Row
            </th>
            <th scope="col" className="px-3 py-2">
              E-mail
            </th>
            <th scope="col" className="px-3 py-2">
              What happens
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.slice(0, SHOWN).map((row) => (
            <tr key={row.row}>
              <td className="px-3 py-2 tabular-nums">{row.row}</td>
              <td className="px-3 py-2 break-all">{row.email}</td>
              <td className="px-3 py-2">
                <Badge tone={row.outcome === "new_prospect" ? "primary" : "neutral"}>
                  {outcomeLabel(row)}
                </Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > SHOWN ? (
        <p className="border-t border-border px-3 py-2 text-xs text-muted">
          And {groupDigits(rows.length - SHOWN)} more rows.
        </p>
      ) : null}
    </div>
  );
}

/** Every row that will not be imported, with its line and field. */
export function ImportErrors({ result }: { result: ImportResult }) {
  const messages = result.rows.flatMap(rowErrors);
  if (messages.length === 0) return null;
  return (
    <section aria-labelledby="import-errors" className="grid gap-2">
      <h3 id="import-errors" className="font-semibold text-danger">
        {result.counts.errors} {result.counts.errors === 1 ? "row has" : "rows have"} errors and
        will be skipped
      </h3>
      <ul className="grid max-h-64 gap-1 overflow-y-auto rounded-xl border border-danger/40 p-3 text-sm">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </section>
  );
}
