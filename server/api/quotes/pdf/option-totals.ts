import { describeAdjustment } from "@shared/quote-engine/adjustments";
import type { SnapshotOption } from "@shared/quotes/snapshot";
import { formatMoney, formatRate } from "./format";
import { html, type SafeHtml } from "./html";

type Adjustment = SnapshotOption["adjustments"][number];

const scopeLabels: Record<Adjustment["scope"], string> = {
  line: "on one service",
  recurring: "on recurring charges",
  setup: "on setup fees",
};

/** What the yearly-billed services cost a year, after staff discounts. */
export function yearlyBilledCents(option: SnapshotOption): number {
  return option.yearlyPayMonthlyCents - option.totals.monthly * 12;
}

function adjustmentTarget(option: SnapshotOption, adjustment: Adjustment): string {
  if (adjustment.scope !== "line") return scopeLabels[adjustment.scope];
  const location = option.locations.find((entry) => entry.locationId === adjustment.locationId);
  const line = location?.lines.find((entry) => entry.serviceId === adjustment.serviceId);
  return line && location ? `on ${line.name} at ${location.name}` : scopeLabels.line;
}

function tookOff(adjustment: Adjustment): string {
  const parts = [
    adjustment.monthlyCents > 0 && `${formatMoney(adjustment.monthlyCents)}/mo`,
    adjustment.annualCents > 0 && `${formatMoney(adjustment.annualCents)}/yr`,
    adjustment.setupCents > 0 && `${formatMoney(adjustment.setupCents)} setup`,
  ].filter((part): part is string => typeof part === "string");
  return parts.length > 0 ? `−${parts.join(", −")}` : "—";
}

function staffDiscounts(option: SnapshotOption): SafeHtml | null {
  if (option.adjustments.length === 0) return null;
  return html`<div class="subsection"><h3 class="subsection-title">Discounts from your account team</h3>
  <table>
    <thead><tr><th>Reason</th><th>Discount</th><th class="num">Takes off</th></tr></thead>
    <tbody>${option.adjustments.map(
      (adjustment) => html`<tr><td>${adjustment.reason}</td>
        <td>${describeAdjustment(adjustment, formatMoney)} ${adjustmentTarget(option, adjustment)}</td>
        <td class="num">${tookOff(adjustment)}</td></tr>`,
    )}</tbody>
  </table></div>`;
}

function savingsRows(option: SnapshotOption): SafeHtml[] {
  const rows: [string, number][] = [
    ["Volume discounts", option.volumeDiscountCents],
    [
      `Annual prepay discount (${formatRate(option.prepayDiscountRate)})`,
      option.prepayDiscountCents,
    ],
    ["Staff discounts on recurring charges", option.staffDiscountCents],
    ["Staff discounts on setup", option.setupDiscountCents],
  ];
  return rows
    .filter(([, cents]) => cents > 0)
    .map(
      ([label, cents]) =>
        html`<tr><td>${label}</td><td class="num">${formatMoney(cents)}</td></tr>`,
    );
}

export function optionTotals(option: SnapshotOption): SafeHtml {
  const { totals } = option;
  const yearly = yearlyBilledCents(option);
  const savings = savingsRows(option);
  return html`<div class="totals">
  <div class="panel"><div class="panel-title">Totals</div>
    <table class="totals-table"><tbody>
      <tr><td>Monthly, billed monthly</td><td class="num">${formatMoney(totals.monthly)}/mo</td></tr>
      ${yearly > 0 && html`<tr><td>Services billed yearly</td><td class="num">${formatMoney(yearly)}/yr</td></tr>`}
      <tr><td>A year paying monthly</td><td class="num">${formatMoney(option.yearlyPayMonthlyCents)}</td></tr>
      <tr><td>Annual prepay${option.prepayDiscountCents > 0 && html`<span class="saving-note">You save ${formatMoney(option.prepayDiscountCents)} paying the year up front</span>`}</td>
        <td class="num">${formatMoney(totals.annually)}/yr</td></tr>
      <tr class="grand"><td>One-time setup${option.setupDiscountCents > 0 && html`<span class="saving-note">After a setup discount of ${formatMoney(option.setupDiscountCents)}</span>`}</td>
        <td class="num">${formatMoney(totals.setup)}</td></tr>
    </tbody></table></div>
  <div class="panel"><div class="panel-title">First-year savings</div>
    <table class="totals-table"><tbody>
      ${savings.length > 0 ? savings : html`<tr><td class="muted">No discounts apply.</td><td></td></tr>`}
      <tr class="grand"><td>Total first-year savings</td><td class="num">${formatMoney(totals.savings)}</td></tr>
    </tbody></table></div>
</div>
${staffDiscounts(option)}`;
}
