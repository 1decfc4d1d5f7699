import { formatPrice } from "@shared/pricing/money";
import { priceSuffix } from "@shared/pricing/period";
import { annualPriceCents, type PricedPlan, planPriceCents } from "@shared/pricing/plan-price";
import { annualSavingLabel } from "@shared/pricing/saving";
import { cn } from "~/lib/cn";

type Plan = PricedPlan & { period?: string };

const amountSizes = { sm: "text-2xl", md: "text-3xl", lg: "text-4xl" } as const;

/** "$35 /user/month": the price from `price` or `monthlyPrice`, with its period label. */
export function PriceTag({ plan, size = "md" }: { plan: Plan; size?: keyof typeof amountSizes }) {
  const cents = planPriceCents(plan);
  if (cents === null) return <p className="text-sm font-medium text-muted">Priced on request</p>;
  return (
    <p className="flex flex-wrap items-baseline gap-x-1">
      <span className={cn("font-bold tracking-tight text-fg", amountSizes[size])}>
        {formatPrice(cents)}
      </span>
      <span className="text-sm text-muted">{priceSuffix(plan.period)}</span>
    </p>
  );
}

/** The optional yearly price, with 'Save $X' when paying yearly is cheaper. */
export function AnnualPrice({ plan, className }: { plan: Plan; className?: string }) {
  const annual = annualPriceCents(plan);
  if (annual === null) return null;
  const saving = annualSavingLabel(plan);
  return (
    <p className={cn("flex flex-wrap items-center gap-2 text-sm text-muted", className)}>
      <span>
        or <span className="font-semibold text-fg">{formatPrice(annual)}</span>
        {priceSuffix("year")}
      </span>
      {saving ? (
        <span className="rounded-full bg-success/15 px-2.5 py-0.5 text-xs font-semibold text-success">
          {saving}
        </span>
      ) : null}
    </p>
  );
}
