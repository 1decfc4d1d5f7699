import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button";

/** A titled table of the analytics page with its CSV download for the same period. */
export function AnalyticsTable({
  id,
  title,
  csvHref,
  columns,
  rows,
  empty,
  note,
}: {
  id: string;
  title: string;
  csvHref: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
  empty: string;
  note?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-2xl border border-border bg-surface p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-title`} className="text-base font-semibold">
          {title}
        </h3>
        <a
          href={csvHref}
          download
          className={buttonClasses({ variant: "ghost", size: "sm", className: "-mr-2" })}
        >
          <Download aria-hidden className="size-4" />
          CSV<span className="sr-only"> of {title}</span>
        </a>
      </div>
      {note ? <p className="mt-1 text-sm text-muted">{note}</p> : null}
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{empty}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className="border-b border-border py-2 pr-3 font-medium whitespace-nowrap"
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, index) => (
                    <td
                      // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed per table
                      key={index}
                      className="border-b border-border/60 py-2 pr-3 tabular-nums"
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
