import type { DecisionEvidence } from "@shared/quotes/decision";
import { acceptedOption } from "@shared/quotes/optional-pricing";
import { monthlyValueCents, quoteFigures } from "@shared/quotes/presentation/quote-figures";
import type { QuoteSnapshot } from "@shared/quotes/snapshot";
import type { QuoteBilling } from "@shared/quotes/status";
import { eq, inArray } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { opportunities } from "../../db/schema/opportunities";
import { prospects } from "../../db/schema/prospects";
import type { quoteShares } from "../../db/schema/quotes";
import { type ActivityActor, recordActivity } from "../prospects/activity";
import { prospectsOf, type SnapshotOptionRow, staffActor } from "./quote-timeline";
import { moveOpportunity, prospectWon } from "./stage-move";

/**
 * What a quote does to the pipeline (issue 13 §3): sharing opens a Proposal (or advances a
 * Qualification), accepting wins the deal. These are reactions to the quote use cases' events
 * (decision 048), run in the use case's transaction; the timeline and the staff notification
 * are reactions of their own.
 */

type ShareRow = typeof quoteShares.$inferSelect;
type Share = Pick<ShareRow, "reference" | "snapshot" | "expiresAt" | "createdByUserId">;

/**
 * A deal's value from the option it offers or won (decision 048): `monthlyCents` is the
 * monthly equivalent of the billing accepted, so with annual prepay it is the prepaid year
 * (after the prepay discount) / 12, rounded to the cent; set-up is paid once either way.
 */
export function dealValue(option: SnapshotOptionRow, billing: QuoteBilling = "monthly") {
  const figures = quoteFigures(option);
  return {
    monthlyCents: monthlyValueCents(figures, billing),
    setupCents: figures.setupCents,
    billing,
  };
}
const value = dealValue;

/** A card for the option's configuration; null when it already has one (sharing again). */
async function openFor(
  tx: Transaction,
  share: Share,
  option: SnapshotOptionRow,
  stage: "proposal" | "won",
  actor: ActivityActor | null,
  billing: QuoteBilling = "monthly",
) {
  const owners = await prospectsOf(tx, share.snapshot);
  const configuration = owners.get(option.configurationId);
  if (!configuration?.prospectId) return null;
  const [prospect] = await tx
    .select({ ownerUserId: prospects.ownerUserId })
    .from(prospects)
    .where(eq(prospects.id, configuration.prospectId));
  const now = new Date();
  const [created] = await tx
    .insert(opportunities)
    .values({
      prospectId: configuration.prospectId,
      configurationId: option.configurationId,
      name: configuration.name,
      stage,
      ownerUserId: prospect?.ownerUserId ?? null,
      ...value(option, billing),
      expectedCloseDate: share.expiresAt.toISOString().slice(0, 10),
      stageChangedAt: now,
      closedAt: stage === "won" ? now : null,
    })
    // The unique index on configuration_id settles two shares racing for the same quote.
    .onConflictDoNothing()
    .returning();
  if (!created) return null;
  await recordActivity(tx, {
    prospectId: created.prospectId,
    type: "opportunity_created",
    actor,
    data: {
      opportunityId: created.id,
      name: created.name,
      stage,
      monthlyCents: created.monthlyCents,
      setupCents: created.setupCents,
      ...(billing === "annual" ? { billing } : {}),
    },
  });
  // Opened already won (an acceptance with no open card): the prospect follows, as on a move.
  if (stage === "won") await prospectWon(tx, created.prospectId, actor);
  return created;
}

async function cardsOf(tx: Transaction, snapshot: QuoteSnapshot) {
  const ids = [...new Set(snapshot.options.map((option) => option.configurationId))];
  return tx.select().from(opportunities).where(inArray(opportunities.configurationId, ids));
}

/** A share link was made: a Proposal card or a moved/updated one. */
export async function onQuoteShared(tx: Transaction, share: ShareRow) {
  const actor = await staffActor(tx, share.createdByUserId);
  const existing = await cardsOf(tx, share.snapshot);
  if (existing.length === 0) {
    // A comparison offers alternatives of one deal: one card (its first option), not one per
    // option, or the pipeline would count the same deal several times.
    const [first] = share.snapshot.options;
    if (first) await openFor(tx, share, first, "proposal", actor);
    return;
  }
  for (const card of existing) {
    const offered = share.snapshot.options.filter(
      (o) => o.configurationId === card.configurationId,
    );
    const newest = offered.sort((a, b) => b.version - a.version)[0];
    if (!newest) continue;
    // Open deals take the value of the quote just sent; decided ones keep their history.
    if (card.stage === "qualification") {
      await moveOpportunity(tx, card.id, {
        to: "proposal",
        also: value(newest),
        actor,
        cause: "quote_shared",
      });
    } else if (card.stage === "proposal" || card.stage === "negotiation") {
      await moveOpportunity(tx, card.id, { to: card.stage, also: value(newest) });
    }
  }
}

/**
 * The prospect accepted. Accepting wins the accepted option's card, with that option's value.
 * In a comparison the card may belong to another option (the share opened one card for its
 * first option): it is re-pointed at the accepted configuration, since it is the same deal.
 * The options not chosen are declined as quotes, but their own cards (which staff may have
 * opened as separate deals) are left alone, like the card of a declined quote: a decline often
 * leads to a new version, so marking the deal Lost is staff's call.
 */
export async function onQuoteAccepted(
  tx: Transaction,
  share: ShareRow,
  evidence: DecisionEvidence,
) {
  const option = acceptedOption(share.snapshot, evidence);
  if (evidence.decision !== "accepted" || !option) return;
  const cards = await cardsOf(tx, share.snapshot);
  const card =
    cards.find((c) => c.configurationId === option.configurationId) ??
    cards.find((c) => c.stage !== "won" && c.stage !== "lost");
  if (!card) {
    await openFor(tx, share, option, "won", null, evidence.billing);
    return;
  }
  // A revision accepted later (decision 048) moves a Won deal to the new acceptance's value.
  await moveOpportunity(tx, card.id, {
    to: "won",
    also: { ...value(option, evidence.billing), configurationId: option.configurationId },
    cause: "quote_accepted",
  });
}
