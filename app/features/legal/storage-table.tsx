interface StorageRow {
  name: string;
  kind: string;
  purpose: string;
  duration: string;
}

/** The cookie and browser-storage list; a table on wide screens, stacked rows on phones. */
export function StorageTable({ caption, rows }: { caption: string; rows: StorageRow[] }) {
  return (
    <div className="mt-6 overflow-hidden rounded-xl border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-2 max-md:sr-only">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Name
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Type
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Purpose
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Kept for
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.name} className="align-top max-md:grid max-md:gap-1 max-md:p-4">
              <th scope="row" className="font-mono text-[0.8125rem] font-semibold md:px-4 md:py-3">
                {row.name}
              </th>
              <td className="text-muted md:px-4 md:py-3 md:whitespace-nowrap">{row.kind}</td>
              <td className="md:px-4 md:py-3">{row.purpose}</td>
              <td className="text-muted md:px-4 md:py-3">
                <span className="md:sr-only">Kept for: </span>
                {row.duration}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
