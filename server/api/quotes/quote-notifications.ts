import { formatMoney } from "@shared/pricing/money";
import type { DecisionEvidence } from "@shared/quotes/decision";
import { acceptedOption } from "@shared/quotes/optional-pricing";
import { nextStepsOf } from "@shared/quotes/presentation/quote-document";
import { quoteFigures } from "@shared/quotes/presentation/quote-figures";
import { figuresSentence } from "@shared/quotes/presentation/summary-text";
import type { QuoteSnapshot } from "@shared/quotes/snapshot";

/**
 * The sales team hears when a prospect first opens a quote and when it is accepted or
 * declined (issue 11): an outbox message written in the same transaction as the event (the
 * e-mail reaction of decision 048), sent by the outbox worker (kept for staff to read when no
 * SMTP server is configured). The figures are the presentation model's (decision 049), worded
 * as on the quote page.
 */
const prospectOf = (snapshot: QuoteSnapshot) =>
  snapshot.preparedFor
    ? `${snapshot.preparedFor.companyName} (${snapshot.preparedFor.contactName})`
    : "A prospect";

function staffLink(siteUrl: string, configurationId: string | undefined) {
  return configurationId
    ? `${siteUrl}/admin/service-configurations?id=${configurationId}`
    : `${siteUrl}/admin/service-configurations`;
}

export function quoteViewedMessage(snapshot: QuoteSnapshot, siteUrl: string, to: string) {
  const who = prospectOf(snapshot);
  return {
    kind: "quote.viewed",
    to,
    subject: `Quote ${snapshot.reference} was opened by ${who}`,
    text: [
      `${who} opened quote ${snapshot.reference} ("${snapshot.title}") for the first time.`,
      "",
      ...snapshot.options.map(
        (option) => `${option.label}: ${option.name}, ${figuresSentence(quoteFigures(option))}`,
      ),
      "",
      `Valid until ${snapshot.validUntil.slice(0, 10)}.`,
      `Follow up: ${staffLink(siteUrl, snapshot.options[0]?.configurationId)}`,
    ].join("\n"),
  };
}

/** The optional items an acceptance left out (issue 35 §7), when it left any out. */
function leftOutLine(evidence: DecisionEvidence): string[] {
  return evidence.leftOut.length > 0
    ? [`Optional items left out: ${evidence.leftOut.join(", ")}.`]
    : [];
}

export function quoteDecidedMessage(
  snapshot: QuoteSnapshot,
  evidence: DecisionEvidence,
  siteUrl: string,
  to: string,
) {
  const who = prospectOf(snapshot);
  const option = acceptedOption(snapshot, evidence);
  const accepted = evidence.decision === "accepted";
  const lines = accepted
    ? [
        `${evidence.fullName} (${evidence.title}) accepted quote ${snapshot.reference} for ${who}.`,
        "",
        option ? `${option.label}: ${option.name}, ${figuresSentence(quoteFigures(option))}.` : "",
        // The billing the prospect chose is part of what was accepted (decision 048).
        `Billing accepted: ${evidence.billing === "annual" ? `annual prepay${option ? `, ${formatMoney(quoteFigures(option).annualPrepayCents)} a year` : ""}` : "monthly"}.`,
        ...leftOutLine(evidence),
      ]
    : [
        `${who} declined quote ${snapshot.reference}.`,
        "",
        `Reason: ${evidence.reason || "none given"}`,
      ];
  return {
    kind: accepted ? "quote.accepted" : "quote.declined",
    to,
    subject: `Quote ${snapshot.reference} was ${evidence.decision} by ${who}`,
    text: [
      ...lines,
      "",
      `Recorded ${evidence.decidedAt} from ${evidence.ip}; snapshot SHA-256 ${evidence.snapshotSha256}.`,
      `Details: ${staffLink(siteUrl, option?.configurationId ?? snapshot.options[0]?.configurationId)}`,
    ].join("\n"),
  };
}

/** The countersigned copy, rendered by the outbox when it sends (decision 066). */
export const countersignedCopy = (reference: string, shareId: string) => ({
  filename: `${reference}-countersigned.pdf`,
  contentType: "application/pdf",
  source: { kind: "quote-pdf" as const, shareId },
});

/**
 * Issue 35 §3: what the customer receives on acceptance, with the countersigned PDF: what was
 * accepted and how it is billed, where the record is, and who to call next.
 */
export function acceptedCopyMessage(
  snapshot: QuoteSnapshot,
  evidence: DecisionEvidence,
  link: string,
  to: string,
) {
  const option = acceptedOption(snapshot, evidence);
  const figures = option ? quoteFigures(option) : null;
  const provider = snapshot.provider;
  return {
    kind: "quote.countersigned",
    to,
    subject: `Your accepted quote ${snapshot.reference}: countersigned copy`,
    text: [
      `${evidence.fullName ?? "Hello"},`,
      "",
      `${provider.name} has recorded the acceptance of quote ${snapshot.reference} ("${snapshot.title}")${evidence.fullName ? ` by ${evidence.fullName}${evidence.title ? `, ${evidence.title}` : ""}` : ""}.`,
      "",
      option && figures ? `${option.name}: ${figuresSentence(figures)}.` : "",
      `Billing: ${evidence.billing === "annual" && figures ? `annual prepay, ${formatMoney(figures.annualPrepayCents)} a year` : "monthly"}.`,
      ...leftOutLine(evidence),
      "",
      "The countersigned copy is attached: every figure, the terms, and the record of the acceptance (name, title, time, address, browser and the quote's SHA-256 fingerprint).",
      `You can read the accepted quote at any time: ${link}`,
      "",
      "What happens next:",
      ...nextStepsOf(snapshot).map((step, index) => `${index + 1}. ${step}`),
      "",
      `Questions before then: ${provider.salesEmail}${provider.phone ? ` or ${provider.phone}` : ""}.`,
      "",
      provider.name,
    ].join("\n"),
  };
}

/** The one-time code a prospect asked for to accept a link (issue 35 §3, decision 069). */
export function acceptanceCodeMessage(snapshot: QuoteSnapshot, code: string, to: string) {
  return {
    kind: "quote.acceptance_code",
    to,
    subject: `Your code to accept quote ${snapshot.reference}: ${code}`,
    text: [
      "Hello,",
      "",
      `Your code to accept quote ${snapshot.reference} ("${snapshot.title}") is ${code}.`,
      "It works once, for 15 minutes. If you did not ask for it, you can ignore this e-mail.",
      "",
      snapshot.provider.name,
    ].join("\n"),
  };
}
