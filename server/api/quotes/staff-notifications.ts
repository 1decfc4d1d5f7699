import { formatPrice } from "@shared/pricing/money";
import type { DecisionEvidence } from "@shared/quotes/decision";
import { acceptedOption } from "@shared/quotes/optional-pricing";
import { headlineCents, quoteFigures } from "@shared/quotes/presentation/quote-figures";
import type { QuoteSnapshot } from "@shared/quotes/snapshot";
import { quoteBillingLabels } from "@shared/quotes/status";
import type { Transaction } from "../../db/client";
import { raiseNotification } from "../notifications/raise";
import { prospectsOf } from "../opportunities/quote-timeline";

type Share = { reference: string; snapshot: QuoteSnapshot };

/** The prospect page of the quote's first option, else the configurations list. */
async function quoteHref(tx: Transaction, snapshot: QuoteSnapshot) {
  const owners = await prospectsOf(tx, snapshot);
  const first = snapshot.options[0];
  const prospectId = first ? owners.get(first.configurationId)?.prospectId : null;
  return prospectId ? `/admin/prospects/${prospectId}` : "/admin/service-configurations";
}

const forWhom = (snapshot: QuoteSnapshot) => snapshot.preparedFor?.companyName ?? snapshot.title;

/** Raised on a share's first view only: later views are counted on the share, not announced. */
export async function notifyQuoteViewed(tx: Transaction, share: Share) {
  await raiseNotification(tx, {
    kind: "quote_viewed",
    title: `Quote ${share.reference} viewed`,
    body: `${forWhom(share.snapshot)} opened the quote for the first time`,
    href: await quoteHref(tx, share.snapshot),
  });
}

/** The prospect's answer; a decline's reason is the prospect's own text and stays out. */
export async function notifyQuoteDecided(
  tx: Transaction,
  share: Share,
  evidence: DecisionEvidence,
) {
  const option = acceptedOption(share.snapshot, evidence);
  const accepted = evidence.decision === "accepted" && option;
  // The billing accepted is part of the answer (decision 048): an annual prepay reads as the
  // prepaid year, monthly billing as the month.
  const headline = accepted ? headlineCents(quoteFigures(option), evidence.billing) : 0;
  const figure = !accepted
    ? ""
    : `${formatPrice(headline)}${evidence.billing === "annual" ? "/yr prepaid" : "/mo"}`;
  await raiseNotification(tx, {
    kind: accepted ? "quote_accepted" : "quote_declined",
    title: accepted
      ? `Quote ${share.reference} accepted, ${figure}`
      : `Quote ${share.reference} declined`,
    body: accepted
      ? `${forWhom(share.snapshot)}: ${option.label} accepted by ${evidence.fullName}, billed ${quoteBillingLabels[evidence.billing].toLowerCase()}`
      : forWhom(share.snapshot),
    href: await quoteHref(tx, share.snapshot),
  });
}
