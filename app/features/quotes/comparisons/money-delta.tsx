import { formatMoney } from "@shared/pricing/money";
import { Equal, TrendingDown, TrendingUp } from "lucide-react";

/**
 * What an option saves against the first one, in words as well as colour: "$12.00/mo less",
 * "$5.00 more" or "Same".
 */
export function MoneyDelta({ savedCents, suffix = "" }: { savedCents: number; suffix?: string }) {
  if (savedCents === 0) {
    return (
      <span className="inline-flex items-center gap-1 text-muted">
        <Equal aria-hidden className="size-3.5 shrink-0" />
        Same
      </span>
    );
  }
  const less = savedCents > 0;
  const Icon = less ? TrendingDown : TrendingUp;
  return (
    <span
      className={`inline-flex items-center gap-1 font-medium tabular-nums ${less ? "text-success" : "text-fg"}`}
    >
      <Icon aria-hidden className="size-3.5 shrink-0" />
      {formatMoney(Math.abs(savedCents))}
      {suffix} {less ? "less" : "more"}
    </span>
  );
}
