import type { ReactNode } from "react";

export interface DataTable {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
}

/**
 * A chart with its accessible alternative: a text summary everyone reads, the drawing hidden
 * from assistive technology, and the numbers behind it in a table that opens on demand.
 */
export function ChartFrame({
  id,
  title,
  summary,
  table,
  empty,
  fitContent = false,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  table: DataTable;
  /** Shown instead of an empty drawing when the period has nothing to draw. */
  empty?: string;
  /** The drawing takes the height its rows need (an HTML bar list) instead of a fixed box. */
  fitContent?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-2xl border border-border bg-surface p-4 sm:p-6"
    >
      <h3 id={`${id}-title`} className="text-base font-semibold">
        {title}
      </h3>
      <p className="mt-1 text-sm text-muted">{empty ?? summary}</p>
      {empty ? null : (
        <>
          <div aria-hidden className={fitContent ? "mt-4 w-full" : "mt-4 h-56 w-full"}>
            {children}
          </div>
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer rounded font-medium text-primary">
              Show the data as a table
            </summary>
            <div className="mt-2 max-h-72 overflow-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{table.caption}</caption>
                <thead>
                  <tr>
                    {table.columns.map((column) => (
                      <th key={column} scope="col" className="border-b border-border py-1 pr-3">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row) => (
                    <tr key={String(row[0])}>
                      {row.map((cell, index) => (
                        <td
                          // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed per table
                          key={index}
                          className="border-b border-border/60 py-1 pr-3 tabular-nums"
                        >
                          {cell}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}

export function ChartSkeleton() {
  return <div className="h-80 animate-pulse rounded-2xl bg-surface-2" />;
}

/** Theme tokens, so the drawings follow the light and the dark theme. */
export const chartColors = {
  primary: "var(--primary)",
  accent: "var(--accent)",
  muted: "var(--muted)",
  border: "var(--border)",
  surface: "var(--surface)",
  fg: "var(--fg)",
};

export const axisTick = { fill: chartColors.muted, fontSize: 12 };

export const tooltipStyle = {
  contentStyle: {
    background: chartColors.surface,
    border: `1px solid ${chartColors.border}`,
    borderRadius: 8,
    color: chartColors.fg,
  },
  labelStyle: { color: chartColors.fg },
};
