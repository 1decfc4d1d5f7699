import { formatMoney } from "@shared/pricing/money";
import { describeAdjustment } from "@shared/quotes/engine/adjustment-constants";
import type { SnapshotOption } from "@shared/quotes/snapshot";
import type { LineChoice } from "./discount-form-state";

type Adjustment = SnapshotOption["adjustments"][number];

function scopeLabel(adjustment: Adjustment, lines: LineChoice[]): string {
  if (adjustment.scope === "recurring") return "Whole quote (recurring)";
  if (adjustment.scope === "setup") return "Setup fees";
  return (
    lines.find(
      (line) =>
        line.locationId === adjustment.locationId && line.serviceId === adjustment.serviceId,
    )?.label ?? "One line"
  );
}

function effect(adjustment: Adjustment): string {
  const parts = [
    adjustment.monthlyCents > 0 ? `−${formatMoney(adjustment.monthlyCents)}/mo` : null,
    adjustment.annualCents > 0 ? `−${formatMoney(adjustment.annualCents)}/yr` : null,
    adjustment.setupCents > 0 ? `−${formatMoney(adjustment.setupCents)} setup` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : "No effect on the totals";
}

/** The discounts the version has, each with its reason and what it takes off. */
export function CurrentDiscounts({
  option,
  lines,
  version,
}: {
  option: SnapshotOption;
  lines: LineChoice[];
  version: number;
}) {
  return (
    <section aria-labelledby="current-discounts-title" className="grid gap-2">
      <h3 id="current-discounts-title" className="text-base font-semibold">
        Discounts in version {version}
      </h3>
      {option.adjustments.length === 0 ? (
        <p className="text-sm text-muted">None: the quote is at catalogue prices.</p>
      ) : (
        <ul className="grid gap-2" data-testid="current-discounts">
          {option.adjustments.map((adjustment, index) => (
            <li
              // Adjustments have no id; their order is part of the version.
              // biome-ignore lint/suspicious/noArrayIndexKey: a saved version's list never reorders
              key={index}
              className="grid gap-0.5 rounded-xl border border-border bg-surface px-4 py-3 text-sm"
            >
              <span className="font-semibold">
                {describeAdjustment(adjustment, formatMoney)} off{" "}
                {scopeLabel(adjustment, lines).replace(/^Whole quote/, "the whole quote")}
              </span>
              <span>Reason: {adjustment.reason}</span>
              <span className="text-muted tabular-nums">{effect(adjustment)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
