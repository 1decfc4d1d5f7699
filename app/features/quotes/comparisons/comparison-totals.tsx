import { formatMoney } from "@shared/pricing/money";
import type { ComparisonView, Savings } from "@shared/quotes/comparison";
import {
  type ComparisonFigureRow,
  comparisonFigureRows,
} from "@shared/quotes/presentation/comparison-figures";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { MoneyDelta } from "./money-delta";

type Option = ComparisonView["options"][number];
type LocationTotal = ComparisonView["locations"][number]["totals"][number];

function TotalRow({
  title,
  cells,
  strong = false,
}: {
  title: ReactNode;
  cells: ReactNode[];
  strong?: boolean;
}) {
  return (
    <tr className="border-t border-border">
      <th
        scope="row"
        className="sticky left-0 z-10 w-40 min-w-36 border-r border-border bg-surface-2 px-4 py-2.5 text-left font-semibold sm:w-auto sm:min-w-52"
      >
        {title}
      </th>
      {cells.map((cell, index) => (
        <td
          // biome-ignore lint/suspicious/noArrayIndexKey: the options' positions are their identity.
          key={index}
          className={cn("bg-surface-2 px-4 py-2.5 tabular-nums", strong && "font-semibold")}
        >
          {cell}
        </td>
      ))}
    </tr>
  );
}

const amount = (cents: number, suffix = "") => (
  <>
    {formatMoney(cents)}
    {suffix ? <span className="text-xs font-normal text-muted">{suffix}</span> : null}
  </>
);

function versusFirst(view: ComparisonView, pick: (savings: Savings) => number, suffix: string) {
  return view.savings.map((savings, index) =>
    index === 0 ? (
      <span key="baseline" className="text-muted">
        Baseline
      </span>
    ) : (
      <MoneyDelta key="delta" savedCents={pick(savings)} suffix={suffix} />
    ),
  );
}

const rowSuffix: Record<ComparisonFigureRow["period"], string> = {
  month: " /mo",
  year: " /yr",
  once: "",
};

/** Monthly, annual prepay, setup and each discount, then each option against the first. */
export function OverallTotals({ view }: { view: ComparisonView }) {
  const options = view.options;
  const all = (pick: (option: Option) => ReactNode) => options.map(pick);
  const first = options[0]?.label ?? "the first option";
  return (
    <>
      <TotalRow
        strong
        title="Monthly"
        cells={all((option) => amount(option.totals.monthly, " /mo"))}
      />
      <TotalRow
        strong
        title="Annual prepay"
        cells={all((option) => amount(option.totals.annually, " /yr"))}
      />
      <TotalRow title="Setup (once)" cells={all((option) => amount(option.totals.setup))} />
      {/* Decision 049: one row per discount any option has, so equal lines with unequal
          totals show why; a discount is what it takes off, never "savings". */}
      {comparisonFigureRows(options)
        .filter((row) => row.discount)
        .map((row) => (
          <TotalRow
            key={row.key}
            title={row.label}
            cells={row.cents.map((cents) =>
              cents > 0 ? `−${formatMoney(cents)}${rowSuffix[row.period]}` : "None",
            )}
          />
        ))}
      {options.length > 1 ? (
        <>
          <TotalRow
            title={`Monthly vs ${first}`}
            cells={versusFirst(view, (savings) => savings.monthlyCents, " /mo")}
          />
          <TotalRow
            title={`Annual prepay vs ${first}`}
            cells={versusFirst(view, (savings) => savings.annuallyCents, " /yr")}
          />
          <TotalRow
            title={`Setup vs ${first}`}
            cells={versusFirst(view, (savings) => savings.setupCents, "")}
          />
        </>
      ) : null}
    </>
  );
}

/** One location's charges per option; prepay and savings apply to the whole quote. */
export function LocationTotals({
  view,
  totals,
}: {
  view: ComparisonView;
  totals: LocationTotal[];
}) {
  const absent = <span className="font-normal text-muted">Not at this location</span>;
  const cells = (pick: (total: NonNullable<LocationTotal>) => ReactNode) =>
    totals.map((total) => (total ? pick(total) : absent));
  const yearly = totals.some((total) => (total?.annualBilledCents ?? 0) > 0);
  return (
    <>
      <TotalRow
        strong
        title="Monthly here"
        cells={cells((total) => amount(total.monthlyCents, " /mo"))}
      />
      {yearly ? (
        <TotalRow
          title="Billed yearly here"
          cells={cells((total) => amount(total.annualBilledCents, " /yr"))}
        />
      ) : null}
      <TotalRow title="Setup here (once)" cells={cells((total) => amount(total.setupCents))} />
      <tr>
        <td
          colSpan={view.options.length + 1}
          className="bg-surface-2 px-4 py-2.5 text-xs text-muted"
        >
          Annual prepay, the discounts and the comparison with the first option cover every
          location: choose "All locations" to see them.
        </td>
      </tr>
    </>
  );
}
