import { figureLabels } from "@shared/quotes/presentation/labels";
import {
  appliedDiscounts,
  type QuoteFigures,
  quoteFigures,
  type StaffAdjustmentFigure,
} from "@shared/quotes/presentation/quote-figures";
import type { SnapshotOption } from "@shared/quotes/snapshot";
import { formatMoney } from "./format";
import { html, type SafeHtml } from "./html";

function tookOff(adjustment: StaffAdjustmentFigure): string {
  const parts = [
    adjustment.monthlyCents > 0 && `${formatMoney(adjustment.monthlyCents)}/mo`,
    adjustment.annualCents > 0 && `${formatMoney(adjustment.annualCents)}/yr`,
    adjustment.setupCents > 0 && `${formatMoney(adjustment.setupCents)} setup`,
  ].filter((part): part is string => typeof part === "string");
  return parts.length > 0 ? `−${parts.join(", −")}` : "—";
}

function staffDiscounts(figures: QuoteFigures): SafeHtml | null {
  if (figures.staffAdjustments.length === 0) return null;
  return html`<div class="subsection"><h3 class="subsection-title">Discounts from your account team</h3>
  <table>
    <thead><tr><th>Reason</th><th>Discount</th><th class="num">Takes off</th></tr></thead>
    <tbody>${figures.staffAdjustments.map(
      (adjustment) => html`<tr><td>${adjustment.reason}</td>
        <td>${adjustment.description}</td>
        <td class="num">${tookOff(adjustment)}</td></tr>`,
    )}</tbody>
  </table></div>`;
}

/** Each discount and the prepay saving on its own labelled row (decision 049). */
function discountRows(figures: QuoteFigures): SafeHtml[] {
  return appliedDiscounts(figures).map(
    (discount) =>
      html`<tr><td>${discount.label}<span class="saving-note">${discount.per}</span></td><td class="num">−${formatMoney(discount.cents)}</td></tr>`,
  );
}

export function optionTotals(option: SnapshotOption): SafeHtml {
  const figures = quoteFigures(option);
  const discounts = discountRows(figures);
  return html`<div class="totals">
  <div class="panel"><div class="panel-title">Totals</div>
    <table class="totals-table"><tbody>
      <tr><td>Monthly, billed monthly</td><td class="num">${formatMoney(figures.monthlyCents)}/mo</td></tr>
      ${figures.annualBilledCents > 0 && html`<tr><td>${figureLabels.annualBilled}</td><td class="num">${formatMoney(figures.annualBilledCents)}/yr</td></tr>`}
      <tr><td>${figureLabels.yearPayingMonthly}</td><td class="num">${formatMoney(figures.yearPayingMonthlyCents)}</td></tr>
      <tr><td>${figureLabels.annualPrepay}${figures.prepaySavingCents > 0 && html`<span class="saving-note">You save ${formatMoney(figures.prepaySavingCents)} paying the year up front</span>`}</td>
        <td class="num">${formatMoney(figures.annualPrepayCents)}/yr</td></tr>
      <tr class="grand"><td>One-time setup${figures.setupDiscountCents > 0 && html`<span class="saving-note">After a setup discount of ${formatMoney(figures.setupDiscountCents)}</span>`}</td>
        <td class="num">${formatMoney(figures.setupCents)}</td></tr>
    </tbody></table></div>
  <div class="panel"><div class="panel-title">Discounts and savings</div>
    <table class="totals-table"><tbody>
      ${discounts.length > 0 ? discounts : html`<tr><td class="muted">No discounts apply.</td><td></td></tr>`}
    </tbody></table></div>
</div>
${staffDiscounts(figures)}`;
}
