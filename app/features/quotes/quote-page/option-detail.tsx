import { formatMoney } from "@shared/pricing/money";
import type { LineKey } from "@shared/quotes/line-key";
import { figureLabels, perPeriodText } from "@shared/quotes/presentation/labels";
import { appliedDiscounts, quoteFigures } from "@shared/quotes/presentation/quote-figures";
import type { SnapshotOption } from "@shared/quotes/snapshot";
import { type LinesColumn, ServiceLinesHead } from "~/components/quotes/service-lines-head";

const columns: LinesColumn[] = [
  { label: "Service", className: "py-2 pr-2 font-semibold" },
  { label: "Quantity", className: "px-2 py-2 text-right font-semibold" },
  { label: "Unit price", className: "hidden px-2 py-2 text-right font-semibold sm:table-cell" },
  { label: "Setup", className: "hidden px-2 py-2 text-right font-semibold sm:table-cell" },
  { label: "Price", className: "py-2 pl-2 text-right font-semibold" },
];

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/**
 * The customer's choice of optional items: the option as offered (every line), the lines
 * left out, and how to include one again. Without it the option's lines are shown as they are.
 */
export interface OptionalChoice {
  offered: SnapshotOption;
  declined: readonly LineKey[];
  /** Undefined once the quote is decided: the choice is then part of the record. */
  onInclude?: (line: LineKey, included: boolean) => void;
}

/** One option's locations with every line: quantity, unit price, discounts and the price. */
export function OptionDetail({
  option,
  choice,
}: {
  option: SnapshotOption;
  choice?: OptionalChoice;
}) {
  // Decision 049: every figure from the one presentation model of the option.
  const figures = quoteFigures(option);
  const offered = choice ? quoteFigures(choice.offered) : figures;
  return (
    <div className="grid gap-4">
      {offered.locations.map((offeredLocation) => {
        const location = {
          ...offeredLocation,
          lines: offeredLocation.lines.map(
            (line) =>
              figures.locations
                .find((entry) => entry.locationId === offeredLocation.locationId)
                ?.lines.find((entry) => entry.serviceId === line.serviceId) ?? {
                ...line,
                leftOut: true,
              },
          ),
        };
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
                  <ServiceLinesHead
                    location={location.name}
                    columns={columns}
                    rowClassName="text-left text-xs uppercase tracking-wide text-muted"
                  />
                  <tbody>
                    {location.lines.map((line) => (
                      <tr
                        key={line.serviceId}
                        className={`border-t border-border align-top ${"leftOut" in line ? "text-muted" : ""}`}
                        data-left-out={"leftOut" in line || undefined}
                      >
                        <th scope="row" className="py-2 pr-2 text-left font-medium">
                          {line.optional && choice ? (
                            <OptionalToggle
                              name={line.name}
                              locationName={location.name}
                              included={!("leftOut" in line)}
                              onInclude={
                                choice.onInclude
                                  ? (included) =>
                                      choice.onInclude?.(
                                        {
                                          locationId: location.locationId,
                                          serviceId: line.serviceId,
                                        },
                                        included,
                                      )
                                  : undefined
                              }
                            />
                          ) : (
                            line.name
                          )}
                          {line.optional && !choice ? <OptionalBadge /> : null}
                          <span className="block text-xs font-normal text-muted">
                            {/* Decision 050: an unpriced line says why instead of a price. */}
                            {"leftOut" in line
                              ? line.optional
                                ? "Left out: not in the total"
                                : "Not needed without the items left out"
                              : (line.notPriced ?? line.unitExplanation)}
                          </span>
                          {line.roundingCents !== 0 ? (
                            <span className="block text-xs font-normal text-muted">
                              Includes {formatMoney(line.roundingCents)} rounding (saved before unit
                              prices were rounded)
                            </span>
                          ) : null}
                          {line.staffDiscountCents > 0 ? (
                            <span className="block text-xs font-normal text-success">
                              {figureLabels.staffDiscount} −{formatMoney(line.staffDiscountCents)}
                            </span>
                          ) : null}
                        </th>
                        <td className="px-2 py-2 text-right tabular-nums">{line.quantity}</td>
                        <td className="hidden px-2 py-2 text-right tabular-nums whitespace-nowrap sm:table-cell">
                          {formatMoney(line.unitCents)}
                        </td>
                        <td className="hidden px-2 py-2 text-right tabular-nums whitespace-nowrap sm:table-cell">
                          {line.setupCents > 0 ? formatMoney(line.setupCents) : "—"}
                        </td>
                        <td className="py-2 pl-2 text-right tabular-nums whitespace-nowrap">
                          <span className={"leftOut" in line ? "line-through" : undefined}>
                            {formatMoney(line.totalCents)}
                          </span>
                          <span className="text-muted"> {perPeriodText(line.billing)}</span>
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

function OptionalBadge() {
  return (
    <span className="inline-block rounded-full border border-border px-2 text-xs font-medium whitespace-nowrap text-muted">
      Optional
    </span>
  );
}

/** The tick box of an optional line; read-only once the quote is decided. */
function OptionalToggle({
  name,
  locationName,
  included,
  onInclude,
}: {
  name: string;
  locationName: string;
  included: boolean;
  onInclude?: (included: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-2">
      <input
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-primary"
        checked={included}
        disabled={!onInclude}
        onChange={(event) => onInclude?.(event.target.checked)}
        aria-label={`Include ${name} at ${locationName}`}
      />
      <span>
        {name} <OptionalBadge />
      </span>
    </label>
  );
}

/**
 * Monthly, annual prepay and setup, then each discount and the prepay saving on its own
 * labelled row (decision 049), then every staff discount with its reason.
 */
export function OptionTotals({ option }: { option: SnapshotOption }) {
  const figures = quoteFigures(option);
  const rows: [string, string][] = [
    [figureLabels.monthly, `${formatMoney(figures.monthlyCents)} / mo`],
    [figureLabels.annualPrepay, `${formatMoney(figures.annualPrepayCents)} / yr`],
    [figureLabels.setup, formatMoney(figures.setupCents)],
    ...appliedDiscounts(figures).map((discount): [string, string] => [
      `${discount.label}, ${discount.per}`,
      `−${formatMoney(discount.cents)}`,
    ]),
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
      {figures.staffAdjustments.length > 0 ? (
        <div className="grid gap-1 rounded-xl border border-success/40 bg-success/10 p-3 text-sm">
          <p className="font-semibold">Discounts included</p>
          <ul className="grid gap-1">
            {figures.staffAdjustments.map((adjustment, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a snapshot's discounts never reorder
              <li key={index}>
                {adjustment.description}: {adjustment.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
