import { acceptedOption } from "@shared/quotes/optional-pricing";
import { emailBrandOf } from "@shared/quotes/presentation/quote-document";
import {
  type QuoteTransaction,
  savedTransaction,
  snapshotTransaction,
} from "@shared/similar-companies/transactions";
import type { Transaction } from "../../db/client";
import type { AuditService } from "../audit/audit-service";
import { onQuoteAccepted, onQuoteShared } from "../opportunities/quote-pipeline";
import { recordQuoteEvent, recordQuoteSaved, staffActor } from "../opportunities/quote-timeline";
import type { OutboxBatch } from "../outbox/outbox-service";
import type { StaffMailService } from "../users/staff-mail-service";
import {
  approvalDecidedMessage,
  approvalRequestedMessage,
  notifyApprovalDecided,
  notifyApprovalRequested,
} from "./approvals/approval-messages";
import type { QuoteEvent, QuoteEventOf, QuoteEventType } from "./quote-events";
import {
  acceptedCopyMessage,
  countersignedCopy,
  quoteDecidedMessage,
  quoteViewedMessage,
} from "./quote-notifications";
import type { FollowUpRepository } from "./reminders/follow-up-repository";
import { notifyQuoteDecided, notifyQuoteViewed } from "./staff-notifications";
import { selectVersion } from "./versions/configuration-repository";

/**
 * What follows each quote event (decision 048), in one list. Every reaction runs inside the
 * transaction of the use case that caused the event, so a share, a view or an answer commits
 * with its timeline rows, deal move, notification, e-mail and audit entry, or not at all.
 * Adding a reaction is one entry here.
 */

export interface ReactionContext {
  /** The audit log, through its module's service (decision 061). */
  audit: AuditService;
  /** This unit of work's mail, through the outbox module's service (decision 061). */
  outbox: OutboxBatch;
  /**
   * The sales team's address and the site's address for e-mails. Read before the transaction
   * opens (the embedded database has one connection); null where no e-mail is sent.
   */
  mail: { salesEmail: string; siteUrl: string } | null;
  /** Who acted, for the audit log: the address and browser of the request. */
  client: { ip: string; userAgent: string | null } | null;
  /** The quote module's follow-up tasks (issue 35 §2). */
  followUps: Pick<FollowUpRepository, "closeFollowUps">;
  /** Who a link was e-mailed to: they receive the countersigned copy (issue 35 §3). */
  sentTo: (tx: Transaction, shareId: string) => Promise<string[]>;
  /** "Companies like yours" (issue 36 §2): what quotes chose, counted by its own module. */
  similarCompanies: QuoteChoiceCounter;
  /** Staff members' own addresses, through the users module's service (issue 35 §5). */
  staffMail: StaffMailService;
}

/**
 * The similar-companies module's service as the reactions use it, handed in by the
 * composition root (that module reads the builder session of this one, decision 071).
 */
export interface QuoteChoiceCounter {
  /** The quote now counts as `choice`; null when it no longer does (declined). */
  record(tx: Transaction, configurationId: string, choice: QuoteTransaction | null): Promise<void>;
}

type Handler<T extends QuoteEventType> = (
  tx: Transaction,
  event: QuoteEventOf<T>,
  context: ReactionContext,
) => Promise<void>;
export type Reaction = { [T in QuoteEventType]?: Handler<T> };

const acceptedOf = (event: QuoteEventOf<"quote.accepted">) =>
  acceptedOption(event.share.snapshot, event.evidence);

/** Every reaction, in the order they run for one event. */
export const quoteReactions = {
  /** The prospect's timeline (issue 13). */
  timeline: {
    "quote.shared": async (tx, { share }) =>
      recordQuoteEvent(tx, "quote_shared", share, {
        actor: await staffActor(tx, share.createdByUserId),
      }),
    "quote.sent": async (tx, { share, send }) =>
      recordQuoteEvent(tx, "quote_sent", share, {
        actor: await staffActor(tx, send.sentByUserId),
        only: share.snapshot.options.filter(
          (option) => option.configurationId === send.configurationId,
        ),
        extra: { recipients: send.recipients, attachPdf: send.attachPdf },
      }),
    "quote.viewed": (tx, { share }) => recordQuoteEvent(tx, "quote_viewed", share),
    "quote.accepted": async (tx, event) => {
      const option = acceptedOf(event);
      if (!option) return;
      await recordQuoteEvent(tx, "quote_accepted", event.share, {
        only: [option],
        extra: { acceptedBy: event.evidence.fullName, billing: event.evidence.billing },
      });
    },
    "quote.declined": (tx, { share, evidence }) =>
      recordQuoteEvent(tx, "quote_declined", share, { extra: { reason: evidence.reason } }),
    "version.saved": (tx, event) =>
      recordQuoteSaved(tx, event.configurationId, event.version, event.createdByUserId),
  },

  /** The deal on the board (issue 13 §3). */
  pipeline: {
    "quote.shared": (tx, { share }) => onQuoteShared(tx, share),
    "quote.accepted": (tx, { share, evidence }) => onQuoteAccepted(tx, share, evidence),
  },

  /** The owner's follow-ups (issue 35 §2): moot once the prospect opened or answered. */
  followUps: {
    "quote.viewed": (tx, { share }, { followUps }) =>
      followUps.closeFollowUps(tx, share.id, ["not_viewed"]),
    "quote.accepted": (tx, { share }, { followUps }) => followUps.closeFollowUps(tx, share.id),
    "quote.declined": (tx, { share }, { followUps }) => followUps.closeFollowUps(tx, share.id),
  },

  /** The staff bell (issue 11). */
  notification: {
    "quote.viewed": (tx, { share }) => notifyQuoteViewed(tx, share),
    "quote.accepted": (tx, { share, evidence }) => notifyQuoteDecided(tx, share, evidence),
    "quote.declined": (tx, { share, evidence }) => notifyQuoteDecided(tx, share, evidence),
    "discount.approval_requested": (tx, { approval }) => notifyApprovalRequested(tx, approval),
    "discount.decided": (tx, { approval }) => notifyApprovalDecided(tx, approval),
  },

  /**
   * Staff e-mail, through the outbox (sent once the transaction commits): to the sales team's
   * address, and a discount's approval to the approvers and its decision to the requester at
   * their own addresses (the sales address when they have none).
   */
  email: {
    "quote.viewed": async (tx, { share }, { mail, outbox }) => {
      if (!mail) return;
      await outbox.queue(quoteViewedMessage(share.snapshot, mail.siteUrl, mail.salesEmail), tx);
    },
    "quote.accepted": (tx, event, context) => decidedMail(tx, event, context),
    "quote.declined": (tx, event, context) => decidedMail(tx, event, context),
    "discount.approval_requested": async (tx, { approval }, { mail, outbox, staffMail }) => {
      if (!mail) return;
      const to = await staffMail.approvers(tx, approval.requestedByUserId, mail.salesEmail);
      for (const address of to) {
        await outbox.queue(approvalRequestedMessage(approval, mail.siteUrl, address), tx);
      }
    },
    "discount.decided": async (tx, { approval }, { mail, outbox, staffMail }) => {
      if (!mail) return;
      const to = await staffMail.personOrSales(tx, approval.requestedByUserId, mail.salesEmail);
      await outbox.queue(approvalDecidedMessage(approval, mail.siteUrl, to), tx);
    },
  },

  /** The customer's countersigned copy (issue 35 §3), to every address the link was sent to. */
  countersigned: {
    "quote.accepted": async (tx, { share, evidence }, { mail, outbox, sentTo }) => {
      if (!mail) return;
      const sent = await sentTo(tx, share.id);
      const to = sent.length > 0 ? sent : [share.snapshot.preparedFor?.email].filter(Boolean);
      const link = `${mail.siteUrl}/sb/quote/${share.token}`;
      for (const address of to as string[]) {
        await outbox.queueCustomer(
          {
            ...acceptedCopyMessage(share.snapshot, evidence, link, address),
            attachments: [countersignedCopy(share.reference, share.id)],
            brand: emailBrandOf(share.snapshot),
          },
          tx,
          mail.siteUrl,
        );
      }
    },
  },

  /**
   * What companies like yours chose (issue 36 §2): an accepted option counts as accepted, the
   * link's other quotes and a declined link's no longer count, and a version the prospect
   * saved in the builder counts as saved (staff versions are not the prospect's choice).
   */
  similarCompanies: {
    "quote.accepted": async (tx, event, { similarCompanies }) => {
      const option = acceptedOf(event);
      if (!option) return;
      await similarCompanies.record(tx, option.configurationId, snapshotTransaction(option));
      for (const id of quotesOffered(event.share)) {
        if (id !== option.configurationId) await similarCompanies.record(tx, id, null);
      }
    },
    "quote.declined": async (tx, { share }, { similarCompanies }) => {
      for (const id of quotesOffered(share)) await similarCompanies.record(tx, id, null);
    },
    "version.saved": async (tx, event, { similarCompanies }) => {
      if (event.createdByUserId !== null) return;
      const saved = await selectVersion(tx, event.configurationId, event.version);
      if (!saved) return;
      await similarCompanies.record(
        tx,
        event.configurationId,
        savedTransaction(saved.version.content),
      );
    },
  },

  /** The prospect's answer in the audit log, with what was accepted and how it is billed. */
  audit: {
    "quote.accepted": (tx, event, context) => auditDecision(tx, event, context),
    "quote.declined": (tx, event, context) => auditDecision(tx, event, context),
    "quote.sent": (tx, event, context) => auditSend(tx, event, context),
    "quote.archived": (tx, event, context) => auditArchive(tx, event, context),
    "quote.restored": (tx, event, context) => auditArchive(tx, event, context),
    "discount.approval_requested": (tx, event, context) => auditApproval(tx, event, context),
    "discount.decided": (tx, event, context) => auditApproval(tx, event, context),
  },
} satisfies Record<string, Reaction>;

/** The quotes a link offers, each once (a link may offer two versions of one). */
const quotesOffered = (share: QuoteEventOf<"quote.shared">["share"]) =>
  new Set(share.snapshot.options.map((option) => option.configurationId));

async function decidedMail(
  tx: Transaction,
  { share, evidence }: QuoteEventOf<"quote.accepted" | "quote.declined">,
  { mail, outbox }: ReactionContext,
) {
  if (!mail) return;
  const message = quoteDecidedMessage(share.snapshot, evidence, mail.siteUrl, mail.salesEmail);
  // Staff receive the same countersigned copy as the customer.
  const attachments =
    evidence.decision === "accepted" ? [countersignedCopy(share.reference, share.id)] : [];
  await outbox.queue({ ...message, attachments }, tx);
}

async function auditDecision(
  tx: Transaction,
  { type, share, evidence }: QuoteEventOf<"quote.accepted" | "quote.declined">,
  { client, audit }: ReactionContext,
) {
  // The prospect answers through a link: no account, only the request's client.
  await audit.record(
    {
      event: type,
      targetType: "quote",
      targetId: share.id,
      targetLabel: share.reference,
      details: {
        option: evidence.optionLabel,
        billing: evidence.decision === "accepted" ? evidence.billing : null,
        name: evidence.fullName,
        title: evidence.title,
        reason: evidence.reason,
        sha256: evidence.snapshotSha256,
      },
    },
    { client },
    tx,
  );
}

/** Who was sent which link, with the staff member who sent it (none: the prospect did). */
async function auditSend(
  tx: Transaction,
  { share, send, by }: QuoteEventOf<"quote.sent">,
  { client, audit }: ReactionContext,
) {
  await audit.record(
    {
      event: "quote.sent",
      targetType: "quote",
      targetId: share.id,
      targetLabel: share.reference,
      details: { recipients: send.recipients.join(", "), attachPdf: send.attachPdf },
    },
    { actor: by, client },
    tx,
  );
}

/** Staff's archive or restore in the audit log, in the same transaction as the flag. */
async function auditArchive(
  tx: Transaction,
  { type, configurationId, name, by }: QuoteEventOf<"quote.archived" | "quote.restored">,
  { client, audit }: ReactionContext,
) {
  await audit.record(
    {
      event: type === "quote.archived" ? "configuration.archived" : "configuration.restored",
      targetType: "configuration",
      targetId: configurationId,
      targetLabel: name,
    },
    { actor: by, client },
    tx,
  );
}

/** A discount's approval asked for or decided, with its reasons or the approver's reason. */
async function auditApproval(
  tx: Transaction,
  event: QuoteEventOf<"discount.approval_requested" | "discount.decided">,
  { client, audit }: ReactionContext,
) {
  const { approval } = event;
  const decided = event.type === "discount.decided";
  await audit.record(
    {
      event: !decided
        ? "discount.approval_requested"
        : approval.status === "approved"
          ? "discount.approved"
          : "discount.rejected",
      targetType: "configuration",
      targetId: approval.configurationId,
      targetLabel: `${approval.name} v${approval.version}`,
      details: decided
        ? { reason: approval.decisionReason, requestedBy: approval.requestedBy }
        : { reasons: approval.reasons.map((reason) => reason.kind).join(", ") },
    },
    {
      actor: decided
        ? event.by
        : approval.requestedByUserId && approval.requestedBy
          ? { id: approval.requestedByUserId, username: approval.requestedBy }
          : undefined,
      client,
    },
    tx,
  );
}

/** Runs every reaction to each event, in order, in the caller's transaction. */
export async function react(
  tx: Transaction,
  events: readonly QuoteEvent[],
  context: ReactionContext,
): Promise<void> {
  for (const event of events) {
    for (const reaction of Object.values(quoteReactions) as Reaction[]) {
      const handler = reaction[event.type] as Handler<typeof event.type> | undefined;
      if (handler) await handler(tx, event as never, context);
    }
  }
}
