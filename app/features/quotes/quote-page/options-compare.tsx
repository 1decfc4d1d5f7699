import { formatMoney } from "@shared/pricing/money";
import { serviceMatrix } from "@shared/quotes/compare";
import {
  type ComparisonFigureRow,
  comparisonFigureRows,
} from "@shared/quotes/presentation/comparison-figures";
import { perPeriodText } from "@shared/quotes/presentation/labels";
import type { SnapshotOption } from "@shared/quotes/snapshot";
import { Check } from "lucide-react";
import { cn } from "~/lib/cn";
import type { Billing } from "./billing-switch";
import { headline, prepaySaving } from "./quote-money";

const rowSuffix: Record<ComparisonFigureRow["period"], string> = {
  month: " / mo",
  year: " / yr",
  once: "",
};

/** A totals row's cell: a charge as it is, a discount as what it takes off. */
const rowCell = (row: ComparisonFigureRow, cents: number) =>
  row.discount
    ? cents > 0
      ? `−${formatMoney(cents)}${rowSuffix[row.period]}`
      : "—"
    : `${formatMoney(cents)}${rowSuffix[row.period]}`;

const columns: Record<number, string> = { 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" };

/**
 * Several options side by side (issue 11): a card each with its headline price to choose
 * from, then every service with each option's quantity and price, differences marked.
 */
export function OptionsCompare({
  options,
  billing,
  chosen,
  onChoose,
  locked,
}: {
  options: readonly SnapshotOption[];
  billing: Billing;
  chosen: number;
  onChoose: (position: number) => void;
  /** After a decision nothing can be chosen any more. */
  locked: boolean;
}) {
  const rows = serviceMatrix(options);
  return (
    <div className="grid gap-6">
      <fieldset>
        <legend className="mb-3 text-lg font-semibold">Choose an option</legend>
        <div className={cn("grid gap-4 sm:grid-cols-2", columns[options.length])}>
          {options.map((option, position) => {
            const price = headline(option, billing);
            const saving = prepaySaving(option);
            return (
              <label
                key={`${option.configurationId}-${option.version}`}
                data-testid="quote-option"
                className={cn(
                  "relative grid cursor-pointer gap-2 rounded-2xl border bg-surface p-5 has-focus-visible:outline-2 has-focus-visible:outline-primary",
                  chosen === position ? "border-primary ring-2 ring-primary/40" : "border-border",
                  locked && "cursor-default",
                )}
              >
                <input
                  type="radio"
                  name="option"
                  className="sr-only"
                  checked={chosen === position}
                  disabled={locked && chosen !== position}
                  onChange={() => onChoose(position)}
                />
                <span className="text-xs font-semibold uppercase tracking-wide text-primary">
                  {option.label}
                </span>
                <span className="text-base font-semibold">{option.name}</span>
                <span className="text-2xl font-bold tabular-nums">{price.amount}</span>
                <span className="text-sm text-muted">{price.per}</span>
                <span className="text-sm text-muted">Setup {formatMoney(option.totals.setup)}</span>
                {billing === "annual" && saving > 0 ? (
                  <span className="text-sm font-medium text-success">
                    Saves {formatMoney(saving)} a year
                  </span>
                ) : null}
                {chosen === position ? (
                  <span className="absolute top-4 right-4 inline-flex items-center gap-1 text-xs font-semibold text-primary">
                    <Check aria-hidden className="size-4" />
                    Chosen
                  </span>
                ) : null}
              </label>
            );
          })}
        </div>
      </fieldset>

      <section aria-labelledby="compare-title" className="grid gap-3">
        <h2 id="compare-title" className="text-lg font-semibold">
          What differs between the options
        </h2>
        <div className="overflow-x-auto rounded-2xl border border-border bg-surface">
          <table className="w-full min-w-[36rem] text-sm">
            <caption className="sr-only">
              Services in each option; rows marked Differs are not the same in every option
            </caption>
            <thead>
              <tr className="text-left">
                <th scope="col" className="p-3 font-semibold">
                  Service
                </th>
                {options.map((option) => (
                  <th key={option.label} scope="col" className="p-3 text-right font-semibold">
                    {option.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.serviceId}
                  data-differs={row.differs || undefined}
                  className={cn("border-t border-border", row.differs && "bg-primary-soft/60")}
                >
                  <th scope="row" className="p-3 text-left font-medium">
                    {row.name}
                    {row.differs ? (
                      <span className="ml-2 rounded-full border border-primary/40 px-1.5 py-0.5 text-xs font-semibold text-primary">
                        Differs
                      </span>
                    ) : null}
                  </th>
                  {row.cells.map((cell, index) => (
                    <td
                      key={options[index]?.label ?? index}
                      className="p-3 text-right tabular-nums whitespace-nowrap"
                    >
                      {cell ? (
                        <>
                          <span className="text-muted">{cell.quantity} × </span>
                          {formatMoney(cell.totalCents)}
                          <span className="text-muted"> {perPeriodText(cell.billing)}</span>
                        </>
                      ) : (
                        <span className="text-muted">Not included</span>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot className="font-semibold">
              {comparisonFigureRows(options).map((row) => (
                <tr key={row.key} className="border-t border-border">
                  <th scope="row" className="p-3 text-left">
                    {row.label}
                  </th>
                  {options.map((option, index) => (
                    <td
                      key={option.label}
                      className="p-3 text-right tabular-nums whitespace-nowrap"
                    >
                      {rowCell(row, row.cents[index] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tfoot>
          </table>
        </div>
      </section>
    </div>
  );
}
