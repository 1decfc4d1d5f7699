import { complianceOptions } from "@shared/assessment/options";
import { priceBasisLabels } from "@shared/catalog/service-constants";
import { type LineFigures, lineFigures } from "@shared/quotes/presentation/line-figures";
import type { SnapshotOption } from "@shared/quotes/snapshot";
import { formatMoney, perPeriod, riskLabel } from "./format";
import { html, type SafeHtml } from "./html";
import { optionTotals } from "./option-totals";

type PricedLocation = SnapshotOption["locations"][number];

const complianceLabels = new Map<string, string>(
  complianceOptions.map((option) => [option.id, option.label]),
);

/** Decision 049: the unit price, its explanation and the line total from the one model. */
function lineRow(line: LineFigures): SafeHtml {
  const annual = line.billing === "annual";
  // One small line under the name: the category, then the engine's explanations.
  const detail = [line.category, ...(line.optional ? ["Optional item"] : []), ...line.notes].join(
    " · ",
  );
  return html`<tr>
  <td><span class="service-name">${line.name}</span><span class="line-detail">${detail}</span></td>
  <td>${priceBasisLabels[line.basis]}${annual && html`<span class="line-detail">billed yearly</span>`}</td>
  <td class="num">${line.quantity.toLocaleString("en-US")}</td>
  <td class="num">${perPeriod(line.unitCents, line.billing)}<span class="line-detail">${line.unitExplanation}</span></td>
  <td class="num">${perPeriod(line.totalCents, line.billing)}${staffDiscount(line)}</td>
  <td class="num">${line.setupCents > 0 ? formatMoney(line.setupCents) : "—"}</td>
</tr>`;
}

/**
 * A staff discount on the line, shown as a discount beside the line total; and, for a line
 * saved before decision 049 rounded unit prices, the cents of rounding its total includes.
 */
function staffDiscount(line: LineFigures): SafeHtml | null {
  const rounding =
    line.roundingCents !== 0 &&
    html`<span class="line-detail">Includes ${formatMoney(line.roundingCents)} rounding</span>`;
  if (line.staffDiscountCents <= 0) return rounding || null;
  return html`${rounding}<span class="line-detail saving">Staff discount −${formatMoney(line.staffDiscountCents)}</span>`;
}

function siteCounts(option: SnapshotOption, locationId: string): string {
  const site = option.sites.find((candidate) => candidate.id === locationId);
  if (!site) return "";
  const count = (n: number, one: string, many: string) =>
    `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
  return [
    count(site.userCount, "user", "users"),
    count(site.endpointCount, "endpoint", "endpoints"),
    count(site.serverCount, "server", "servers"),
  ].join(" · ");
}

function locationTable(option: SnapshotOption, location: PricedLocation): SafeHtml {
  const { monthlyCents, annualBilledCents, setupCents } = location.totals;
  return html`<div class="location">
  <div class="location-head"><h3 class="location-name">${location.name}</h3>
    <span class="muted small">${siteCounts(option, location.locationId)}</span></div>
  <table class="lines">
    <colgroup><col class="c-service"><col class="c-basis"><col class="c-qty"><col class="c-unit"><col class="c-total"><col class="c-setup"></colgroup>
    <thead><tr><th>Service</th><th>Basis</th><th class="num">Qty</th>
      <th class="num">Unit price</th><th class="num">Line total</th><th class="num">Setup</th></tr></thead>
    <tbody>${
      location.lines.length > 0
        ? location.lines.map((line) => lineRow(lineFigures(line, option.riskLevel)))
        : html`<tr><td colspan="6" class="muted">No services at this location.</td></tr>`
    }
    <tr class="total"><td colspan="4">Location total</td>
      <td class="num">${formatMoney(monthlyCents)}/mo${annualBilledCents > 0 && html`<span class="block">+ ${formatMoney(annualBilledCents)}/yr</span>`}</td>
      <td class="num">${formatMoney(setupCents)}</td></tr></tbody>
  </table>
</div>`;
}

function profile(option: SnapshotOption): string {
  const compliance = option.answers.complianceRequirements
    .map((id) => complianceLabels.get(id) ?? id)
    .join(", ");
  const locations = option.locations.length;
  return [
    `${locations} ${locations === 1 ? "location" : "locations"}`,
    `${riskLabel(option.riskLevel)} risk`,
    compliance && `Compliance: ${compliance}`,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** `mark`: "Accepted" or "Chosen" on the prospect's option; `single`: the quote's only option. */
export function optionSection(
  option: SnapshotOption,
  { mark, single }: { mark: string | null; single: boolean },
): SafeHtml {
  return html`<section class="section option">
  <header class="section-head">
    <div class="eyebrow">${single ? "Your quote" : option.label}${mark && html` <span class="badge success">${mark}</span>`}</div>
    <h2 class="section-title">${option.name}</h2>
    <p class="section-meta">${profile(option)}</p>
  </header>
  ${optionTotals(option)}
  <div class="subsection"><h3 class="subsection-title">Services by location</h3>
    ${option.locations.map((location) => locationTable(option, location))}
  </div>
</section>`;
}
