import { formatMoney } from "@shared/pricing/money";
import type { QuoteResult } from "@shared/quotes/engine/types";
import { figureLabels, percentText } from "@shared/quotes/presentation/labels";
import type { Billing } from "@shared/quotes/presentation/quote-figures";
import {
  appliedDiscounts,
  headlineCents,
  type QuoteFigures,
  quoteFigures,
} from "@shared/quotes/presentation/quote-figures";
import { ChevronUp } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { cn } from "~/lib/cn";
import { useSettled } from "./use-settled";

export type { Billing };

function BillingSwitch({
  billing,
  onChange,
  prepayRate,
}: {
  billing: Billing;
  onChange(billing: Billing): void;
  prepayRate: number;
}) {
  const name = useId();
  const options: { id: Billing; label: string }[] = [
    { id: "monthly", label: "Pay monthly" },
    {
      id: "annual",
      label: prepayRate > 0 ? `Pay yearly, save ${percentText(prepayRate)}` : "Pay yearly",
    },
  ];
  return (
    <fieldset className="grid grid-cols-2 gap-1 rounded-xl bg-surface-2 p-1">
      <legend className="sr-only">Billing</legend>
      {options.map((option) => (
        <label
          key={option.id}
          className={cn(
            "grid min-h-10 cursor-pointer place-items-center rounded-lg px-2 text-center text-xs font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
            billing === option.id ? "bg-surface text-fg shadow-sm" : "text-muted hover:text-fg",
          )}
        >
          <input
            type="radio"
            name={name}
            className="sr-only"
            checked={billing === option.id}
            onChange={() => onChange(option.id)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className={cn("text-right tabular-nums", strong && "font-semibold text-fg")}>{value}</dd>
    </>
  );
}

/**
 * The quote's figures for the chosen billing, from the one presentation model (decision
 * 049): each discount on its own labelled row, the prepay saving only when paying yearly.
 */
function TotalsFigures({ figures, billing }: { figures: QuoteFigures; billing: Billing }) {
  const discounts = appliedDiscounts(figures).filter(
    (discount) => discount.key !== "prepay" || billing === "annual",
  );
  return (
    <div className="grid gap-3">
      <p>
        <span
          className="block text-3xl font-bold tracking-tight tabular-nums"
          data-testid="headline-total"
        >
          {formatMoney(headlineCents(figures, billing))}
        </span>
        <span className="text-sm text-muted">
          {billing === "monthly" ? "per month" : "per year, paid up front"}
        </span>
      </p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
        <Row
          label={figureLabels.monthly}
          value={formatMoney(figures.monthlyCents)}
          strong={billing === "monthly"}
        />
        {figures.annualBilledCents > 0 ? (
          <Row
            label="Billed yearly (annual services)"
            value={formatMoney(figures.annualBilledCents)}
          />
        ) : null}
        <Row
          label="Annual, paid up front"
          value={formatMoney(figures.annualPrepayCents)}
          strong={billing === "annual"}
        />
        <Row label="Setup (one-time)" value={formatMoney(figures.setupCents)} />
        {discounts.map((discount) => (
          <Row
            key={discount.key}
            label={`${discount.label}, ${discount.per}`}
            value={`−${formatMoney(discount.cents)}`}
          />
        ))}
      </dl>
      {billing === "annual" && figures.prepaySavingCents > 0 ? (
        <p className="rounded-lg bg-success/10 px-3 py-2 text-sm text-fg">
          Paying the year up front saves {formatMoney(figures.prepaySavingCents)} (
          {percentText(figures.prepayRate)}) against {formatMoney(figures.yearPayingMonthlyCents)}{" "}
          paid month by month.
        </p>
      ) : null}
    </div>
  );
}

/** Announces the total once changes settle, never on every keystroke. */
function TotalsAnnouncer({ quote }: { quote: QuoteResult }) {
  const monthly = useSettled(quote.totals.monthly, 1200);
  return (
    <p aria-live="polite" className="sr-only">
      {`Total ${formatMoney(monthly)} per month`}
    </p>
  );
}

/**
 * The live totals: a side panel on wide screens, a sticky bar on phones that opens to the
 * same figures. Monthly vs yearly prepay shows what paying up front saves.
 */
export function TotalsPanel({
  quote,
  title = "Your estimate",
  children,
}: {
  quote: QuoteResult;
  title?: string;
  /** Shown under the figures in both layouts: the builder's carried staff discounts. */
  children?: ReactNode;
}) {
  const [billing, setBilling] = useState<Billing>("monthly");
  const [open, setOpen] = useState(false);
  const figures = quoteFigures(quote);
  const switcher = (
    <BillingSwitch billing={billing} onChange={setBilling} prepayRate={quote.prepayDiscountRate} />
  );
  return (
    <>
      <TotalsAnnouncer quote={quote} />
      <aside
        aria-label="Totals"
        className="hidden h-fit gap-4 rounded-2xl border border-border bg-surface p-5 lg:sticky lg:top-24 lg:grid"
        data-testid="totals-panel"
      >
        <h2 className="text-base font-semibold">{title}</h2>
        {switcher}
        <TotalsFigures figures={figures} billing={billing} />
        {children}
      </aside>
      <div
        className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 shadow-[0_-8px_24px_rgb(0_0_0/0.15)] backdrop-blur lg:hidden"
        data-testid="totals-bar"
        data-totals-bar
      >
        {open ? (
          <div
            id="totals-bar-details"
            className="grid max-h-[60vh] gap-4 overflow-y-auto px-4 pt-4"
          >
            {switcher}
            <TotalsFigures figures={figures} billing={billing} />
            {children}
          </div>
        ) : null}
        <button
          type="button"
          aria-expanded={open}
          aria-controls="totals-bar-details"
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-14 w-full items-center justify-between gap-3 px-4 text-left"
        >
          <span>
            <span className="block text-xs text-muted">{title}</span>
            <span className="font-semibold tabular-nums">
              {formatMoney(quote.totals.monthly)} / mo
              <span className="text-xs font-normal text-muted">
                {" "}
                + {formatMoney(quote.totals.setup)} setup
              </span>
            </span>
          </span>
          <span className="inline-flex items-center gap-1 text-sm font-medium text-primary">
            {open ? "Hide" : "Details"}
            <ChevronUp
              aria-hidden
              className={cn("size-4 transition-transform", !open && "rotate-180")}
            />
          </span>
        </button>
      </div>
    </>
  );
}
