import type { DecisionEvidence } from "@shared/quotes/decision";
import { asAccepted } from "@shared/quotes/optional-pricing";
import { appliedDiscounts, quoteFigures } from "@shared/quotes/presentation/quote-figures";
import {
  type RenderedDocument,
  renderedDocument,
} from "@shared/quotes/presentation/rendered-document";
import type { QuoteSnapshot, SnapshotOption } from "@shared/quotes/snapshot";
import { comparisonSection, decisionSection, termsSection } from "./closing-sections";
import { formatDate, formatMoney } from "./format";
import { html, type SafeHtml, trusted } from "./html";
import { optionSection } from "./option-section";
import { documentCss } from "./styles";

/**
 * The branded quote document (issue 11): a shared quote's frozen snapshot as one
 * self-contained HTML page for Chromium to print. Nothing is recomputed; every value
 * comes from the snapshot (or the decision evidence) and is escaped by `html`.
 */
export interface QuoteDocumentOptions {
  decision: DecisionEvidence | null;
  /** The option the prospect chose (index into `snapshot.options`); the decision's by default. */
  chosen?: number;
  /**
   * Blank on screen: Chromium then lays the document out once, for print, instead of also
   * for its window (about a fifth less work on a long quote). quotePdfJob sets it; leave it
   * off for an HTML preview.
   */
  printOnly?: boolean;
  /** The template's logo as a data URI (media-service.ts); the provider's name alone without. */
  logo?: string | null;
}

/** No script, no request: even a markup slip could neither run nor fetch anything. */
const CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; font-src data:; img-src data:";

function chosenIndex(snapshot: QuoteSnapshot, options: QuoteDocumentOptions): number | undefined {
  const chosen =
    options.chosen ??
    (options.decision?.decision === "accepted" ? options.decision.position : null);
  return chosen !== null && chosen !== undefined && snapshot.options[chosen] ? chosen : undefined;
}

/**
 * The cover's card of an option: the model's figures (decision 049), discounts labelled. A
 * quote's only option has no letter: "Option A" of one reads as if others were missing
 * (issue 34).
 */
function optionCard(option: SnapshotOption, mark: string | null, single: boolean): SafeHtml {
  const figures = quoteFigures(option);
  return html`<div class="card${mark ? " chosen" : ""}">
  <div class="eyebrow">${single ? "Your quote" : option.label}${mark && html` <span class="badge success">${mark}</span>`}</div>
  <div class="card-name">${option.name}</div>
  <div class="card-amount">${formatMoney(figures.monthlyCents)} <span>/month</span></div>
  <div class="card-lines small">
    <div>${formatMoney(figures.annualPrepayCents)}/yr with annual prepay</div>
    <div>${formatMoney(figures.setupCents)} one-time setup</div>
    ${appliedDiscounts(figures).map(
      (discount) =>
        html`<div>${discount.label} ${formatMoney(discount.cents)} ${discount.per}</div>`,
    )}
  </div>
</div>`;
}

/** The quote's cover letter (issue 35 §6), or for a link made before templates, a fixed one. */
function intro(snapshot: QuoteSnapshot, document: RenderedDocument): SafeHtml {
  const { options, provider, preparedFor } = snapshot;
  if (document.coverLetterHtml) {
    return html`<div class="cover-intro letter">${trusted(document.coverLetterHtml)}</div>`;
  }
  const sites = Math.max(...options.map((option) => option.locations.length));
  const offer = options.length === 1 ? "our proposal" : `${options.length} options`;
  return html`<div class="cover-intro">
  <p>Thank you for the opportunity to work with ${preparedFor?.companyName ?? "you"}. This quote sets out ${offer} for ${sites} ${sites === 1 ? "location" : "locations"}: every service priced per location, with every discount shown. Prices hold until ${formatDate(snapshot.validUntil)}.</p>
  <p class="muted">Questions about this quote: ${provider.salesEmail} · ${provider.phone}</p>
</div>`;
}

function cover(
  snapshot: QuoteSnapshot,
  document: RenderedDocument,
  logo: string | null,
  markOf: (index: number) => string | null,
): SafeHtml {
  const { preparedFor, provider, options } = snapshot;
  return html`<section class="cover">
  <div class="cover-band" style="--brand: ${document.brandColor}">
    <div class="brand">${logo ? html`<span class="brand-logo"><img src="${logo}" alt=""></span>` : html`<span class="brand-mark"></span>`}${provider.name}</div>
    <h1 class="cover-title">Quote</h1>
    <div class="cover-reference">${snapshot.reference}</div>
    <p class="cover-subtitle">${snapshot.title}</p>
  </div>
  <div class="cover-facts">
    <div><div class="fact-label">Prepared for</div>
      ${
        preparedFor
          ? html`<div class="fact-value">${preparedFor.companyName}</div>
            <div class="fact-detail">${preparedFor.contactName}</div>
            <div class="fact-detail">${preparedFor.email}</div>`
          : html`<div class="fact-value">—</div>`
      }</div>
    <div><div class="fact-label">Issued</div><div class="fact-value">${formatDate(snapshot.issuedAt)}</div></div>
    <div><div class="fact-label">Valid until</div><div class="fact-value">${formatDate(snapshot.validUntil)}</div></div>
  </div>
  ${intro(snapshot, document)}
  <div class="cover-options">
    <div class="fact-label">${options.length > 1 ? "Your options at a glance" : "At a glance"}</div>
    <div class="cards cards-${options.length}">${options.map((option, index) => optionCard(option, markOf(index), options.length === 1))}</div>
  </div>
</section>`;
}

export function quoteDocumentHtml(shown: QuoteSnapshot, options: QuoteDocumentOptions): string {
  // An accepted quote prints the accepted lines and figures (issue 35 §7).
  const snapshot = asAccepted(shown, options.decision);
  const chosen = chosenIndex(snapshot, options);
  const markLabel = options.decision?.decision === "accepted" ? "Accepted" : "Chosen";
  const markOf = (index: number) => (index === chosen ? markLabel : null);
  const single = snapshot.options.length === 1;
  const document = renderedDocument(snapshot);
  const page = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">
<title>${snapshot.provider.name} quote ${snapshot.reference}</title>
<style>${trusted(documentCss())}</style>
${options.printOnly && html`<style media="screen">body{display:none}</style>`}</head>
<body>
${cover(snapshot, document, options.logo ?? null, markOf)}
${snapshot.options.map((option, index) => optionSection(option, { mark: markOf(index), single }))}
${!single && comparisonSection(snapshot, chosen)}
${termsSection(snapshot, document, !single)}
${options.decision && decisionSection(options.decision, single, snapshot.provider.name)}
</body></html>`;
  return page.value;
}

/** Chromium's footer on every page: the reference and "Page X of Y" (its own small document). */
export function quoteFooterTemplate(snapshot: QuoteSnapshot): string {
  return html`<div style="width:100%;margin:0 16mm;display:flex;justify-content:space-between;font-family:'Helvetica Neue',Arial,sans-serif;font-size:7pt;color:#718096;-webkit-print-color-adjust:exact">
<span>${snapshot.provider.name} · Quote ${snapshot.reference}</span>
<span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span>
</div>`.value;
}

/** What the renderer prints for a quote: the document and its footer. */
export function quotePdfJob(snapshot: QuoteSnapshot, options: QuoteDocumentOptions) {
  return {
    html: quoteDocumentHtml(snapshot, { ...options, printOnly: true }),
    footerTemplate: quoteFooterTemplate(snapshot),
  };
}
