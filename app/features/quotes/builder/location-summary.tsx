import { formatMoney } from "@shared/pricing/money";
import type { PricedLocation } from "@shared/quotes/engine/types";

/** One location as the summary reads it: counts, services, quantities and prices. */
export function LocationSummary({
  location,
  counts,
}: {
  location: PricedLocation;
  counts: string;
}) {
  return (
    <section
      aria-label={location.name}
      className="grid gap-3 rounded-2xl border border-border bg-surface p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold">{location.name}</h3>
        <p className="text-sm text-muted">{counts}</p>
      </div>
      {location.lines.length === 0 ? (
        <p className="text-sm text-muted">No services at this location.</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">Services at {location.name}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Service</th>
              <th scope="col">Quantity</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {location.lines.map((line) => (
              <tr key={line.serviceId} className="border-t border-border">
                <th scope="row" className="py-2 pr-2 text-left font-medium">
                  {line.name}
                </th>
                <td className="px-2 py-2 text-right text-muted tabular-nums">x{line.quantity}</td>
                <td className="py-2 pl-2 text-right tabular-nums whitespace-nowrap">
                  {formatMoney(line.totalCents)}
                  <span className="text-muted"> {line.billing === "annual" ? "/ yr" : "/ mo"}</span>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-border font-semibold">
              <th scope="row" className="py-2 text-left">
                Location total
              </th>
              <td />
              <td className="py-2 text-right tabular-nums">
                {formatMoney(location.totals.monthlyCents)} / mo
              </td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}
