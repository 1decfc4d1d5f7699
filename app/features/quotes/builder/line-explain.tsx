import { priceBasisLabels, type RiskLevel } from "@shared/catalog/service-constants";
import { formatMoney } from "@shared/pricing/money";
import { figureLabels, percentText } from "@shared/quotes/presentation/labels";
import type { LineFigures } from "@shared/quotes/presentation/line-figures";
import { counted } from "@shared/text/plural";
import { Info } from "lucide-react";
import { Explainer } from "~/components/ui/explainer";
import type { Placement } from "~/lib/popover-place";

const units: Record<LineFigures["basis"], string> = {
  user: "user",
  endpoint: "endpoint",
  server: "server",
  location: "location",
};

const BESIDE: Placement = {
  side: "left",
  align: "start",
  gap: 6,
  padding: { top: 76, right: 12, bottom: 12, left: 12 },
};

/**
 * How a line's number is made, on hover, tap or Enter: basis, quantity, unit price, risk
 * multiplier, discount, and the engine's notes.
 */
export function LineExplain({
  line,
  riskLevel,
  quantitySource,
}: {
  line: LineFigures;
  riskLevel: RiskLevel;
  quantitySource: "chosen" | "counts";
}) {
  const period = line.billing === "annual" ? "year" : "month";
  return (
    <Explainer
      label={`How ${line.name} is priced`}
      contentLabel={`How ${line.name} is priced`}
      placement={BESIDE}
      triggerClassName="grid size-9 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
      trigger={<Info aria-hidden className="size-4" />}
    >
      <p className="font-semibold">{line.name}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">Basis</dt>
        <dd>{priceBasisLabels[line.basis]}</dd>
        <dt className="text-muted">Quantity</dt>
        <dd>
          {counted(line.quantity, units[line.basis])}{" "}
          <span className="text-muted">
            ({quantitySource === "chosen" ? "set by you" : "from this location's counts"})
          </span>
        </dd>
        <dt className="text-muted">Catalogue price</dt>
        <dd className="tabular-nums">
          {formatMoney(line.baseUnitCents)} per {period}
        </dd>
        <dt className="text-muted">Risk multiplier</dt>
        <dd className="tabular-nums">
          x{line.riskMultiplier} <span className="text-muted">at {riskLevel} risk</span>
        </dd>
        <dt className="text-muted">Discount</dt>
        <dd className="tabular-nums">
          {line.volumeRate > 0 ? `${percentText(line.volumeRate)} volume discount` : "none"}
        </dd>
        <dt className="text-muted">{figureLabels.unitPrice}</dt>
        <dd className="tabular-nums">
          {formatMoney(line.unitCents)} per {period}
        </dd>
        {line.staffDiscountCents > 0 ? (
          <>
            <dt className="text-muted">{figureLabels.staffDiscount}</dt>
            <dd className="tabular-nums">−{formatMoney(line.staffDiscountCents)}</dd>
          </>
        ) : null}
        <dt className="text-muted">{figureLabels.lineTotal}</dt>
        <dd className="font-semibold tabular-nums">
          {formatMoney(line.totalCents)} per {period}
        </dd>
        <dt className="text-muted">Setup</dt>
        <dd className="tabular-nums">{formatMoney(line.setupCents)} once</dd>
      </dl>
      <p className="text-xs text-muted">
        {figureLabels.unitPrice}: {line.unitExplanation} = {formatMoney(line.unitCents)}, rounded
        once to the cent. {line.quantity} x {formatMoney(line.unitCents)} ={" "}
        {formatMoney(line.amountCents)}
        {line.staffDiscountCents > 0
          ? `, less ${formatMoney(line.staffDiscountCents)} staff discount = ${formatMoney(line.totalCents)}`
          : ""}
        .
      </p>
      {line.notes.length > 0 ? (
        <ul className="grid list-disc gap-1 pl-4 text-xs">
          {line.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </Explainer>
  );
}
