import { formatMoney } from "@shared/pricing/money";
import type { SnapshotOption } from "@shared/quotes/snapshot";
import { perPeriod } from "./quote-money";

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/** One option's locations with every line: quantity, unit price, discounts and the price. */
export function OptionDetail({ option }: { option: SnapshotOption }) {
  return (
    <div className="grid gap-4">
      {option.locations.map((location) => {
        const site = option.sites.find((entry) => entry.id === location.locationId);
        return (
          <section
            key={location.locationId}
            aria-label={location.name}
            className="grid gap-3 rounded-2xl border border-border bg-surface p-5"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="text-lg font-semibold">{location.name}</h3>
              {site ? (
                <p className="text-sm text-muted">
                  {plural(site.userCount, "user")} · {plural(site.endpointCount, "endpoint")} ·{" "}
                  {plural(site.serverCount, "server")}
                </p>
              ) : null}
            </div>
            {location.lines.length === 0 ? (
              <p className="text-sm text-muted">No services at this location.</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-sm">
                  <caption className="sr-only">Services at {location.name}</caption>
                  <thead>
                    <tr className="text-left text-xs uppercase tracking-wide text-muted">
                      <th scope="col" className="py-2 pr-2 font-semibold">
                        Service
                      </th>
                      <th scope="col" className="px-2 py-2 text-right font-semibold">
                        Quantity
                      </th>
                      <th
                        scope="col"
                        className="hidden px-2 py-2 text-right font-semibold sm:table-cell"
                      >
                        Unit price
                      </th>
                      <th
                        scope="col"
                        className="hidden px-2 py-2 text-right font-semibold sm:table-cell"
                      >
                        Setup
                      </th>
                      <th scope="col" className="py-2 pl-2 text-right font-semibold">
                        Price
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {location.lines.map((line) => (
                      <tr key={line.serviceId} className="border-t border-border align-top">
                        <th scope="row" className="py-2 pr-2 text-left font-medium">
                          {line.name}
                          {line.discountRate > 0 ? (
                            <span className="block text-xs font-normal text-muted">
                              Volume discount {Math.round(line.discountRate * 1000) / 10}%
                            </span>
                          ) : null}
                          {line.staffDiscountCents > 0 ? (
                            <span className="block text-xs font-normal text-success">
                              Discount −{formatMoney(line.staffDiscountCents)}
                            </span>
                          ) : null}
                        </th>
                        <td className="px-2 py-2 text-right tabular-nums">{line.quantity}</td>
                        <td className="hidden px-2 py-2 text-right tabular-nums whitespace-nowrap sm:table-cell">
                          {formatMoney(Math.round(line.unitPriceCents * line.riskMultiplier))}
                        </td>
                        <td className="hidden px-2 py-2 text-right tabular-nums whitespace-nowrap sm:table-cell">
                          {line.setupCents > 0 ? formatMoney(line.setupCents) : "—"}
                        </td>
                        <td className="py-2 pl-2 text-right tabular-nums whitespace-nowrap">
                          {formatMoney(line.totalCents)}
                          <span className="text-muted"> {perPeriod(line.billing)}</span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** Monthly, annual prepay, setup and savings, with every staff discount and its reason. */
export function OptionTotals({ option }: { option: SnapshotOption }) {
  const { totals } = option;
  const rows: [string, string][] = [
    ["Monthly", `${formatMoney(totals.monthly)} / mo`],
    ["Annual prepay", `${formatMoney(totals.annually)} / yr`],
    ["Setup (once)", formatMoney(totals.setup)],
    ["First-year savings", formatMoney(totals.savings)],
  ];
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm" data-testid="option-totals">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {option.adjustments.length > 0 ? (
        <div className="grid gap-1 rounded-xl border border-success/40 bg-success/10 p-3 text-sm">
          <p className="font-semibold">Discounts included</p>
          <ul className="grid gap-1">
            {option.adjustments.map((adjustment) => (
              <li
                key={`${adjustment.scope}:${adjustment.locationId}:${adjustment.serviceId}:${adjustment.kind}:${adjustment.value}:${adjustment.reason}`}
              >
                {adjustment.kind === "percent"
                  ? `${adjustment.value}%`
                  : formatMoney(adjustment.value)}{" "}
                off{" "}
                {adjustment.scope === "setup"
                  ? "setup"
                  : adjustment.scope === "recurring"
                    ? "recurring charges"
                    : "one service"}
                : {adjustment.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
