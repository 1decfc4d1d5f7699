import { verificationText } from "@shared/quotes/acceptance-check-constants";
import type { DecisionEvidence } from "@shared/quotes/decision";
import {
  type ComparisonFigureRow,
  comparisonFigureRows,
} from "@shared/quotes/presentation/comparison-figures";
import { quoteFigures } from "@shared/quotes/presentation/quote-figures";
import type { RenderedDocument } from "@shared/quotes/presentation/rendered-document";
import type { QuoteSnapshot, SnapshotOption } from "@shared/quotes/snapshot";
import { quoteBillingLabels } from "@shared/quotes/status";
import { formatDate, formatDateTime, formatMoney, riskLabel } from "./format";
import { html, type SafeHtml, trusted } from "./html";

function serviceCount(option: SnapshotOption): number {
  return new Set(option.locations.flatMap((location) => location.lines.map((l) => l.serviceId)))
    .size;
}

const profileRows: [string, (option: SnapshotOption) => string][] = [
  ["Services", (option) => String(serviceCount(option))],
  ["Locations", (option) => String(option.locations.length)],
  ["Risk level", (option) => riskLabel(option.riskLevel)],
];

const rowSuffix: Record<ComparisonFigureRow["period"], string> = {
  month: "/mo",
  year: "/yr",
  once: "",
};

/**
 * The options' figures from the one presentation model (decision 049): the charges, the
 * first year prepaid with setup, then one row per discount any option has.
 */
function comparisonRows(options: readonly SnapshotOption[]): [string, string[]][] {
  const rows = comparisonFigureRows(options).map((row): [string, string[]] => [
    row.label,
    row.cents.map((cents) =>
      row.discount
        ? cents > 0
          ? `−${formatMoney(cents)}${rowSuffix[row.period]}`
          : "—"
        : `${formatMoney(cents)}${rowSuffix[row.period]}`,
    ),
  ]);
  const figures = options.map(quoteFigures);
  rows.splice(3, 0, [
    "First year, prepaid with setup",
    figures.map((figure) => formatMoney(figure.annualPrepayCents + figure.setupCents)),
  ]);
  return [
    ...rows,
    ...profileRows.map(([label, value]): [string, string[]] => [label, options.map(value)]),
  ];
}

export function comparisonSection(snapshot: QuoteSnapshot, chosen: number | undefined): SafeHtml {
  const cell = (index: number) => (index === chosen ? "option-col num chosen" : "option-col num");
  return html`<section class="section">
  <header class="section-head"><div class="eyebrow">Side by side</div>
    <h2 class="section-title">Comparing your options</h2></header>
  <table class="compare">
    <thead><tr><th></th>${snapshot.options.map(
      (option, index) =>
        html`<th class="${cell(index)}">${option.label}<span class="option-name">${option.name}</span></th>`,
    )}</tr></thead>
    <tbody>${comparisonRows(snapshot.options).map(
      ([label, values]) =>
        html`<tr><th scope="row">${label}</th>${values.map(
          (value, index) => html`<td class="${cell(index)}">${value}</td>`,
        )}</tr>`,
    )}</tbody>
  </table>
</section>`;
}

/** `flow`: continue on the page before (after the comparison) instead of a new page. */
export function termsSection(
  snapshot: QuoteSnapshot,
  document: RenderedDocument,
  flow: boolean,
): SafeHtml {
  const { provider } = snapshot;
  return html`<section class="section${flow ? " flow" : ""}">
  <header class="section-head"><div class="eyebrow">The small print</div>
    <h2 class="section-title">Terms and validity</h2></header>
  <p>This quote is valid until <strong>${formatDate(snapshot.validUntil)}</strong>. Prices are fixed as shown for that period.</p>
  <div class="subsection"><h3 class="subsection-title">Terms</h3>
    <div class="terms">${trusted(document.termsHtml)}</div></div>
  <div class="subsection"><h3 class="subsection-title">Contact</h3>
    <div class="contact">
      <div class="panel"><div class="panel-title">${provider.name}</div>
        <p class="address">${provider.postalAddress}</p></div>
      <div class="panel"><table class="totals-table"><tbody>
        <tr><td>Phone</td><td class="right">${provider.phone}</td></tr>
        <tr><td>Sales</td><td class="right">${provider.salesEmail}</td></tr>
        <tr><td>Support</td><td class="right">${provider.supportEmail}</td></tr>
      </tbody></table></div>
    </div></div>
</section>`;
}

/**
 * `single`: the quote's only option, so no option letter to record beside the decision. An
 * acceptance is countersigned by the provider (issue 35 §3): the copy both parties receive.
 */
export function decisionSection(
  decision: DecisionEvidence,
  single: boolean,
  provider: string,
): SafeHtml {
  const accepted = decision.decision === "accepted";
  const field = (label: string, value: string | null) =>
    html`<tr><th scope="row">${label}</th><td>${value ?? "—"}</td></tr>`;
  return html`<section class="section">
  <header class="section-head"><div class="eyebrow">Record of the decision</div>
    <h2 class="section-title">${accepted ? "Acceptance" : "Declined"}</h2></header>
  <div class="evidence ${accepted ? "accepted" : "declined"}"><table><tbody>
    ${field("Decision", accepted ? "Accepted" : "Declined")}
    ${single ? "" : field("Option", decision.optionLabel)}
    ${accepted ? field("Billing", quoteBillingLabels[decision.billing]) : ""}
    ${decision.leftOut.length > 0 ? field("Optional items left out", decision.leftOut.join(", ")) : ""}
    ${field("Full name", decision.fullName)}
    ${field("Title", decision.title)}
    ${field("Reason", decision.reason)}
    ${field("Terms agreed", decision.termsAgreed)}
    ${field("Decided at", formatDateTime(decision.decidedAt))}
    ${field("IP address", decision.ip)}
    ${field("User agent", decision.userAgent)}
    ${verificationText(decision) ? field("Verified", verificationText(decision)) : ""}
    <tr><th scope="row">Quote SHA-256</th><td class="hash">${decision.snapshotSha256}</td></tr>
    ${accepted ? field("Countersigned by", `${provider}, on the acceptance recorded above`) : ""}
  </tbody></table></div>
  <p class="muted small" style="margin-top:3mm">The SHA-256 fingerprint identifies the exact quote shown when this decision was made; any change to the quote would change it.</p>
</section>`;
}
