import {
  type AcceptanceVerification,
  CODE_NEEDED,
  CODE_WRONG,
  EMAIL_NEEDED,
  EMAIL_NOT_RECIPIENT,
} from "@shared/quotes/acceptance-check-constants";
import type { DecisionEvidence } from "@shared/quotes/decision";
import {
  APPROVAL_DECIDED,
  APPROVAL_PENDING,
  APPROVAL_REJECTED,
  type ApprovalDecision,
  type ApprovalReason,
  SELF_APPROVAL,
} from "@shared/quotes/discount-approval";
import type { LineKey } from "@shared/quotes/line-key";
import { unknownDeclines } from "@shared/quotes/optional-pricing";
import {
  acceptanceCheckOf,
  emailBrandOf,
  placeholderValues,
} from "@shared/quotes/presentation/quote-document";
import { fillAsText, sentMessageText } from "@shared/quotes/quote-send";
import type { QuoteDecision, StoredQuoteStatus } from "@shared/quotes/status";
import {
  decisionOutcome,
  effectiveStatus,
  linkActions,
  linkState,
  type QuoteAction,
  transition,
} from "@shared/quotes/status-machine";
import type { DatabaseHandle, Transaction } from "../../db/client";
import { HttpError } from "../../http/http-error";
import type { AuditService } from "../audit/audit-service";
import type { PriceBookService } from "../catalog/price-book-service";
import type { OutboxService } from "../outbox/outbox-service";
import type { CompanyProfileService } from "../settings/company-profile-service";
import type { StaffMailService } from "../users/staff-mail-service";
import type { AcceptanceCodeRepository } from "./acceptance/acceptance-code-repository";
import type { ApprovalRepository } from "./approvals/approval-repository";
import { createPricingService, type PricedVersion } from "./pricing-service";
import type { QuoteEvent } from "./quote-events";
import { acceptanceCodeMessage } from "./quote-notifications";
import { type QuoteChoiceCounter, type ReactionContext, react } from "./quote-reactions";
import type { FollowUpRepository } from "./reminders/follow-up-repository";
import {
  type DecisionInput,
  type ShareRepository,
  type ShareRequest,
  toEvidence,
} from "./share-repository";
import type {
  ConfigurationRepository,
  ConfigurationSave,
  LifecycleRow,
  VersionContent,
} from "./versions/configuration-repository";

/**
 * The quote's lifecycle as use cases (decision 048). Each one opens one transaction, asks the
 * state machine (shared/quotes/status-machine.ts) whether the step is allowed, writes through
 * repositories that touch only their own tables, and runs the reactions to the events it
 * caused (quote-reactions.ts) before committing. It answers its result with those events.
 */

/** The quote module's own repositories the use cases write through (decision 048). */
export interface QuoteRepositories {
  configurations: ConfigurationRepository;
  shares: ShareRepository;
  followUps: FollowUpRepository;
  approvals: ApprovalRepository;
  acceptanceCodes: AcceptanceCodeRepository;
}

/** What other modules offer the use cases and their reactions (decision 061). */
export interface QuoteServices {
  audit: AuditService;
  outbox: OutboxService;
  /** Read before a save's transaction: what the engine prices with. */
  priceBook: PriceBookService;
  companyProfile: CompanyProfileService;
  /** "Companies like yours" (issue 36 §2): the similar-companies module's counting. */
  similarCompanies: QuoteChoiceCounter;
  /** Staff members' own addresses (the users module's service). */
  staffMail: StaffMailService;
}

export interface QuoteServiceDeps {
  /** One transaction per use case (the database plugin's runner). */
  transaction: DatabaseHandle["transaction"];
  repositories: QuoteRepositories;
  services: QuoteServices;
}

/** Who asked, as the reactions need it: the e-mail's site address and the caller's client. */
export interface Caller {
  siteUrl?: string;
  client?: { ip: string; userAgent: string | null };
}

/** The staff member behind a change, as the audit log names them. */
export interface Staff {
  id: string;
  username: string;
}

export type Outcome<T> = T & { events: QuoteEvent[] };

/**
 * One open link e-mailed to some of the prospect's contacts (issue 35 §1): by staff, or by the
 * prospect from the builder to the address they gave there (`by` null).
 */
export interface SendRequest {
  shareId: string;
  configurationId: string;
  recipients: readonly { email: string; name: string }[];
  subject: string;
  message: string;
  /** The link's PDF, rendered before the transaction; null to send the link alone. */
  pdf: Uint8Array<ArrayBuffer> | null;
  by: Staff | null;
}

export const LINK_NOT_SENDABLE =
  "This link is no longer open (revoked, expired or answered). Send a new link instead.";

export type DecideOutcome =
  | { outcome: "decided"; share: DecidedShare; evidence: DecisionEvidence; events: QuoteEvent[] }
  /** The link's acceptance check was not met (decision 069): which field, and why. */
  | { outcome: "unverified"; field: "email" | "code"; message: string }
  | { outcome: "missing" }
  | { outcome: "closed"; closed: "revoked" | "expired" }
  | { outcome: "already"; evidence: DecisionEvidence }
  | { outcome: "bad-option" }
  | { outcome: "bad-optional"; lines: LineKey[] }
  | { outcome: "frozen"; reason: string };
type DecidedShare = NonNullable<Awaited<ReturnType<ShareRepository["insert"]>>>;

/** A refusal of the state machine, as the API answers it (409 in the envelope). */
function assertAllowed(rows: Iterable<LifecycleRow>, action: QuoteAction, message?: string) {
  for (const row of rows) {
    const result = transition(stateOf(row), action);
    if (!result.ok) throw new HttpError(409, message ?? result.reason);
  }
}

/** A builder save on an accepted quote (decision 048), in the prospect's words. */
export const BUILDER_FROZEN =
  "This quote was accepted, so it can no longer be changed here. Contact us and we will prepare a revised quote.";

const stateOf = (row: LifecycleRow) => ({
  status: effectiveStatus(row.status, row.expiresAt),
  archived: !row.isActive,
});

/** The stored statuses after `action`, for the rows it changes. */
function next(rows: Iterable<LifecycleRow>, action: QuoteAction) {
  const statuses = new Map<string, StoredQuoteStatus>();
  for (const row of rows) {
    const result = transition({ status: row.status }, action);
    if (result.ok && result.to !== row.status) statuses.set(row.id, result.to);
  }
  return statuses;
}

/** A version that cannot be shared: its discount waits for, or was refused, approval. */
async function assertApproved(
  approvals: ApprovalRepository,
  tx: Transaction,
  versions: readonly { configurationId: string; version: number }[],
) {
  const blocked = await approvals.blocking(tx, versions);
  if (blocked.includes("rejected")) throw new HttpError(409, APPROVAL_REJECTED);
  if (blocked.length > 0) throw new HttpError(409, APPROVAL_PENDING);
}

export function createQuoteService({ transaction, repositories, services }: QuoteServiceDeps) {
  const { configurations, shares, approvals, acceptanceCodes } = repositories;

  /** Who may accept a link that asks for an address: those it was sent to, and its lead. */
  async function acceptanceAddresses(tx: Transaction, share: DecidedShare) {
    const sent = await shares.sentTo(tx, share.id);
    const lead = share.snapshot.preparedFor?.email;
    return new Set([...sent, ...(lead ? [lead] : [])].map((email) => email.toLowerCase()));
  }

  /** The link's acceptance check (decision 069), met or answered with the field to fix. */
  async function verifyAcceptance(
    tx: Transaction,
    share: DecidedShare,
    input: DecisionInput,
  ): Promise<
    | { verification: AcceptanceVerification; verifiedEmail: string | null }
    | { field: "email" | "code"; message: string }
  > {
    const check = acceptanceCheckOf(share.snapshot);
    if (check === "off") return { verification: "none", verifiedEmail: null };
    const email = input.email;
    if (!email) return { field: "email", message: EMAIL_NEEDED };
    if (!(await acceptanceAddresses(tx, share)).has(email)) {
      return { field: "email", message: EMAIL_NOT_RECIPIENT };
    }
    if (check === "code") {
      if (!input.code) return { field: "code", message: CODE_NEEDED };
      if (!(await acceptanceCodes.redeem(tx, share.id, email, input.code))) {
        return { field: "code", message: CODE_WRONG };
      }
    }
    return { verification: check, verifiedEmail: email };
  }

  /** The approval a saved version needs, requested with the save (issue 35 §5). */
  async function requestApproval(
    tx: Transaction,
    configurationId: string,
    version: number,
    reasons: ApprovalReason[],
    requestedByUserId: string | null,
  ): Promise<QuoteEvent[]> {
    if (reasons.length === 0) return [];
    const row = await approvals.request(tx, {
      configurationId,
      version,
      reasons,
      requestedByUserId,
    });
    const approval = await approvals.lock(tx, row.id);
    return approval ? [{ type: "discount.approval_requested", approval }] : [];
  }
  const pricing = createPricingService(services);

  /** Reads what reactions need before the transaction (one connection on PGlite). */
  async function contextFor(caller: Caller): Promise<ReactionContext> {
    const mail = caller.siteUrl
      ? {
          salesEmail: await services.companyProfile.salesEmail(),
          siteUrl: caller.siteUrl,
        }
      : null;
    return {
      audit: services.audit,
      outbox: services.outbox.batch(),
      mail,
      client: caller.client ?? null,
      followUps: repositories.followUps,
      sentTo: shares.sentTo,
      similarCompanies: services.similarCompanies,
      staffMail: services.staffMail,
    };
  }

  /** Runs a use case and its reactions in one transaction; wakes the outbox after commit. */
  async function unitOfWork<T extends object>(
    caller: Caller,
    work: (tx: Transaction, context: ReactionContext) => Promise<T>,
  ): Promise<T> {
    const context = await contextFor(caller);
    const eventsOf = (done: T) => ("events" in done ? (done.events as QuoteEvent[]) : []);
    const result = await transaction(async (tx) => {
      const done = await work(tx, context);
      if (eventsOf(done).length > 0) await react(tx, eventsOf(done), context);
      return done;
    });
    context.outbox.committed();
    return result;
  }

  /** Archive and restore: the machine decides, the flag is written, the event returned. */
  function setArchived(id: string, action: "archive" | "restore", by: Staff, caller: Caller) {
    return unitOfWork(caller, async (tx) => {
      const rows = await configurations.lifecycleOf(tx, [id]);
      const current = rows.has(id) ? await configurations.versionOf(id, undefined, tx) : null;
      if (!current) return { quote: null, events: [] as QuoteEvent[] };
      assertAllowed(rows.values(), action);
      await configurations.setActive(id, action === "restore", tx);
      const type = action === "archive" ? "quote.archived" : "quote.restored";
      const events: QuoteEvent[] = [{ type, configurationId: id, name: current.version.name, by }];
      return { quote: { id }, events };
    });
  }

  return {
    /** Freezes versions behind a new link; an accepted version is refused (409). */
    async shareQuote(request: ShareRequest, caller: Caller = {}) {
      // Read before the transaction: the embedded database has one connection.
      const template = await services.companyProfile.quoteTemplate();
      return unitOfWork(caller, async (tx) => {
        const ids = [...new Set(request.options.map((option) => option.configurationId))];
        const rows = await configurations.lifecycleOf(tx, ids);
        assertAllowed(rows.values(), "share");
        await assertApproved(approvals, tx, request.options);
        const share = await shares.insert(tx, { ...request, template });
        if (!share) return { share: null, events: [] };
        await configurations.linkShare(tx, ids, {
          token: share.token,
          expiresAt: request.expiresAt,
          byStaff: request.createdByUserId !== null,
        });
        await configurations.setStatuses(tx, next(rows.values(), "share"));
        return { share, events: [{ type: "quote.shared", share }] as QuoteEvent[] };
      });
    },

    /**
     * E-mails an open, unanswered link to the prospect's contacts, each with the sender's
     * message filled in for them, the link, and the PDF when asked; each copy is an outbox
     * message (customer mail: unsubscribe link, never to an unsubscribed address). The send,
     * its timeline entry and its audit entry commit with the messages, or not at all.
     */
    sendQuote(request: SendRequest, caller: Caller & { siteUrl: string }) {
      return unitOfWork(caller, async (tx, context) => {
        const locked = await shares.lockById(tx, request.shareId);
        const offered = locked ? await shares.optionIds(tx, locked.share.id) : [];
        if (!locked || !offered.includes(request.configurationId)) {
          throw new HttpError(404, "Share link not found");
        }
        const { share } = locked;
        const state = linkState({
          decision: locked.decision,
          revokedAt: share.revokedAt,
          expiresAt: share.expiresAt,
        });
        if (state !== "open") throw new HttpError(409, LINK_NOT_SENDABLE);
        const values = placeholderValues(share.snapshot);
        const brand = emailBrandOf(share.snapshot);
        const link = `${caller.siteUrl}/sb/quote/${share.token}`;
        const attachments = request.pdf
          ? [
              {
                filename: `${share.reference}.pdf`,
                contentType: "application/pdf",
                content: request.pdf,
              },
            ]
          : [];
        const outboxIds: number[] = [];
        for (const recipient of request.recipients) {
          const theirs = {
            ...values,
            "prospect.contactName": recipient.name || values["prospect.contactName"],
          };
          const queued = await context.outbox.queueCustomer(
            {
              kind: "quote.sent",
              to: recipient.email,
              subject: fillAsText(request.subject, theirs),
              text: sentMessageText(request.message, theirs, link),
              attachments,
              brand,
            },
            tx,
            caller.siteUrl,
          );
          if (!queued) {
            throw new HttpError(
              409,
              `${recipient.email} unsubscribed from our e-mail; remove them from the recipients.`,
            );
          }
          outboxIds.push(queued.id);
        }
        const send = await shares.insertSend(tx, {
          shareId: share.id,
          configurationId: request.configurationId,
          recipients: request.recipients.map((recipient) => recipient.email),
          // As sent (the first contact's name where the subject names one).
          subject: fillAsText(request.subject, {
            ...values,
            "prospect.contactName": request.recipients[0]?.name || values["prospect.contactName"],
          }),
          message: request.message,
          attachPdf: request.pdf !== null,
          outboxIds,
          siteUrl: caller.siteUrl,
          viewsBefore: share.viewCount,
          sentByUserId: request.by?.id ?? null,
        });
        const events: QuoteEvent[] = [{ type: "quote.sent", share, send, by: request.by }];
        return { send, events };
      });
    },

    /** Counts a view of an open link; the first one makes its quotes "viewed". */
    recordView(shareId: string, caller: Caller = {}) {
      return unitOfWork(caller, async (tx) => {
        const counted = await shares.countView(tx, shareId);
        if (!counted?.first) return { first: false, events: [] as QuoteEvent[] };
        const rows = await configurations.lifecycleOf(tx, await shares.optionIds(tx, shareId));
        await configurations.setStatuses(tx, next(rows.values(), "view"));
        return {
          first: true,
          events: [{ type: "quote.viewed", share: counted.share }] as QuoteEvent[],
        };
      });
    },

    /**
     * The prospect's one answer to a link, with its evidence and the billing chosen.
     * Accepting one option declines the others; a quote accepted elsewhere stays accepted.
     */
    decide(token: string, input: DecisionInput, caller: Caller = {}): Promise<DecideOutcome> {
      return unitOfWork(caller, async (tx): Promise<DecideOutcome> => {
        const locked = await shares.lockForDecision(tx, token);
        if (!locked) return { outcome: "missing" };
        const { share, existing } = locked;
        // The link's own rule (issue 33 item 3): answered once, and only while open.
        const state = linkState({
          decision: existing ? (existing.decision as QuoteDecision) : null,
          revokedAt: share.revokedAt,
          expiresAt: share.expiresAt,
        });
        if (!linkActions(state).includes(input.decision === "accepted" ? "accept" : "decline")) {
          if (existing) {
            return { outcome: "already", evidence: toEvidence(existing, share.snapshot) };
          }
          return { outcome: "closed", closed: state === "revoked" ? "revoked" : "expired" };
        }
        const option =
          input.position === null ? null : (share.snapshot.options[input.position] ?? null);
        if (input.decision === "accepted" && !option) return { outcome: "bad-option" };
        const strangers = option ? unknownDeclines(option, input.declinedOptional ?? []) : [];
        if (strangers.length > 0) return { outcome: "bad-optional", lines: strangers };
        const rows = await configurations.lifecycleOf(tx, await shares.optionIds(tx, share.id));
        const chosen = option ? rows.get(option.configurationId) : undefined;
        if (chosen) {
          // The link is open (checked above), so the quote's own expiry does not count here.
          const allowed = transition({ status: chosen.status }, "accept");
          if (!allowed.ok) return { outcome: "frozen", reason: allowed.reason };
        }
        const verified =
          input.decision === "accepted"
            ? await verifyAcceptance(tx, share, input)
            : { verification: "none" as const, verifiedEmail: null };
        // A wrong code's counted try commits: the outcome is an answer, not an error.
        if ("field" in verified) return { outcome: "unverified", ...verified };
        const evidence = await shares.insertDecision(tx, share, input, option, verified);
        const before = new Map([...rows].map(([id, row]) => [id, row.status]));
        const after = decisionOutcome(before, option?.configurationId ?? null);
        // Quotes accepted before keep their row as it is (frozen).
        for (const [id, status] of before) if (status === "accepted") after.delete(id);
        await configurations.setStatuses(tx, after);
        const type = evidence.decision === "accepted" ? "quote.accepted" : "quote.declined";
        return { outcome: "decided", share, evidence, events: [{ type, share, evidence }] };
      });
    },

    /**
     * E-mails a one-time acceptance code to `email` when the link asks for one and was sent
     * to that address (decision 069). The answer is the same either way, so the page never
     * tells who a quote was sent to.
     */
    requestAcceptanceCode(token: string, email: string, caller: Caller = {}) {
      return unitOfWork(caller, async (tx, context) => {
        const locked = await shares.lockForDecision(tx, token);
        if (!locked) return { outcome: "missing" as const };
        const { share, existing } = locked;
        const state = linkState({
          decision: existing ? (existing.decision as QuoteDecision) : null,
          revokedAt: share.revokedAt,
          expiresAt: share.expiresAt,
        });
        if (state !== "open") return { outcome: "closed" as const };
        if (acceptanceCheckOf(share.snapshot) !== "code") return { outcome: "not-needed" as const };
        if ((await acceptanceAddresses(tx, share)).has(email)) {
          const code = await acceptanceCodes.issue(tx, share.id, email);
          // Asked for by the prospect: sent even to an address that unsubscribed from quotes.
          await context.outbox.queue(
            {
              ...acceptanceCodeMessage(share.snapshot, code, email),
              brand: emailBrandOf(share.snapshot),
            },
            tx,
          );
        }
        return { outcome: "sent" as const };
      });
    },

    /**
     * Ends a link now. Each quote it offered points at its newest other open link; without
     * one, a shared or viewed quote is a draft again (the machine's "withdraw").
     */
    revokeShare(shareId: string) {
      return unitOfWork({}, async (tx) => {
        const share = await shares.revokeRow(tx, shareId);
        if (!share) return { share: null };
        const ids = await shares.optionIds(tx, share.id);
        const rows = await configurations.lifecycleOf(tx, ids);
        const withdrawn: LifecycleRow[] = [];
        for (const id of ids) {
          const other = await shares.openLinkOf(tx, id);
          await configurations.relink(tx, id, share.token, other);
          const row = rows.get(id);
          if (!other && row) withdrawn.push(row);
        }
        await configurations.setStatuses(tx, next(withdrawn, "withdraw"));
        return { share };
      });
    },

    /** A new expiry for an open or expired link; the quotes pointing at it follow. */
    extendShare(shareId: string, expiresAt: Date) {
      return unitOfWork({}, async (tx) => {
        const share = await shares.extendRow(tx, shareId, expiresAt);
        if (share && share !== "closed") {
          await configurations.followExpiry(tx, share.token, expiresAt);
        }
        return { share };
      });
    },

    /**
     * The pricing steps before a save, the same for the builder and staff (decision 055):
     * known choices, the engine with the active formulas, the exact-cents limit, the stored
     * content. Read outside any transaction (the embedded database has one connection), so a
     * route calls it first and hands its result to `saveVersion`.
     */
    priceVersion: pricing.priceVersion,

    /**
     * A new version, from the builder or from staff (a discount): one use case for both,
     * storing only what `priceVersion` priced. A quote whose current version was accepted is
     * frozen (409) until it is revised.
     */
    saveVersion<S extends VersionSave>(
      save: S,
      caller: Caller = {},
    ): Promise<{ saved: SavedBy<S>; events: QuoteEvent[] }> {
      return unitOfWork(caller, async (tx): Promise<{ saved: never; events: QuoteEvent[] }> => {
        const id = save.kind === "builder" ? save.save.configurationId : save.id;
        if (id) {
          const rows = (await configurations.lifecycleOf(tx, [id])).values();
          // The builder is the prospect's own page: it cannot point them at a staff action.
          if (save.kind === "builder") assertAllowed(rows, "saveVersion", BUILDER_FROZEN);
          else assertAllowed(rows, "saveVersion");
        }
        const { priced, content, selections, adjustments, priceBook } = save.version;
        if (save.kind === "builder") {
          const saved = await configurations.save(
            { ...save.save, content, selections, priced, adjustments, priceBook },
            tx,
          );
          if ("refused" in saved) return { saved: saved as never, events: [] };
          const events: QuoteEvent[] = saved.created
            ? [
                {
                  type: "version.saved",
                  configurationId: saved.configuration.id,
                  version: saved.version,
                  createdByUserId: null,
                },
                ...(await requestApproval(
                  tx,
                  saved.configuration.id,
                  saved.version,
                  save.version.approval,
                  null,
                )),
              ]
            : [];
          return { saved: saved as never, events };
        }
        const added = await configurations.addVersion(
          save.id,
          save.expectedVersion,
          {
            name: save.name,
            content,
            selections,
            adjustments,
            priced,
            priceBook,
            createdByUserId: save.createdByUserId,
          },
          tx,
        );
        const events: QuoteEvent[] =
          added && added !== "conflict"
            ? [
                {
                  type: "version.saved",
                  configurationId: save.id,
                  version: added.version,
                  createdByUserId: save.createdByUserId,
                },
                ...(await requestApproval(
                  tx,
                  save.id,
                  added.version,
                  save.version.approval,
                  save.createdByUserId,
                )),
              ]
            : [];
        return { saved: added as never, events };
      });
    },

    /**
     * An Approver's answer to a discount (issue 35 §5): once, by someone other than the
     * staff member who asked, always with a reason. Approved, the version can be shared.
     */
    decideApproval(id: string, decision: ApprovalDecision, by: Staff, caller: Caller = {}) {
      return unitOfWork(caller, async (tx) => {
        const approval = await approvals.lock(tx, id);
        if (!approval) return { approval: null, events: [] as QuoteEvent[] };
        if (approval.requestedByUserId === by.id) throw new HttpError(403, SELF_APPROVAL);
        if (approval.status !== "pending") throw new HttpError(409, APPROVAL_DECIDED);
        await approvals.decide(tx, id, {
          status: decision.decision,
          decidedByUserId: by.id,
          reason: decision.reason,
        });
        const decided = (await approvals.lock(tx, id)) ?? approval;
        const events: QuoteEvent[] = [{ type: "discount.decided", approval: decided, by }];
        return { approval: decided, events };
      });
    },

    /**
     * Archives a quote (a flag beside its status, decision 048): refused with a 409 when it
     * is archived already. Answers null for a quote that does not exist.
     */
    archive(id: string, by: Staff, caller: Caller = {}) {
      return setArchived(id, "archive", by, caller);
    },

    /** Brings an archived quote back; refused with a 409 when it is not archived. */
    restore(id: string, by: Staff, caller: Caller = {}) {
      return setArchived(id, "restore", by, caller);
    },

    /** A copy of one version as a new quote (version 1), owned by the staff member. */
    duplicate(id: string, version: number, copy: { name: string; createdByUserId: string }) {
      return unitOfWork({}, async (tx) => {
        const created = await configurations.duplicate(id, version, copy, tx);
        if (created) {
          // A copy is not a way around an approver: it keeps the state of the one copied.
          await approvals.copy(
            tx,
            { configurationId: id, version },
            { configurationId: created, version: 1 },
          );
        }
        const events: QuoteEvent[] = created
          ? [
              {
                type: "version.saved",
                configurationId: created,
                version: 1,
                createdByUserId: copy.createdByUserId,
              },
            ]
          : [];
        return { created, events };
      });
    },

    /**
     * "Revise accepted quote": the next version starts as a copy of the accepted one and the
     * quote is a draft again. The accepted version, its share snapshot and its evidence stay
     * as they were; the deal keeps the accepted value until a revision is accepted.
     */
    revise(id: string, expectedVersion: number, createdByUserId: string) {
      return unitOfWork({}, async (tx) => {
        const rows = await configurations.lifecycleOf(tx, [id]);
        const row = rows.get(id);
        if (!row) return { revised: null, events: [] as QuoteEvent[] };
        const allowed = transition(stateOf(row), "revise");
        if (!allowed.ok) throw new HttpError(409, allowed.reason);
        const accepted = await configurations.versionOf(id, row.currentVersion, tx);
        if (!accepted) return { revised: null, events: [] as QuoteEvent[] };
        const stored: VersionContent = {
          name: accepted.version.name,
          content: accepted.version.content,
          selections: accepted.version.selections,
          adjustments: accepted.version.adjustments,
          priced: accepted.version.priced as unknown as VersionContent["priced"],
          priceBook: accepted.version.priceBook,
          createdByUserId,
        };
        const added = await configurations.addVersion(id, expectedVersion, stored, tx);
        if (added === "conflict" || added === null) return { revised: added, events: [] };
        await configurations.setStatuses(tx, new Map([[id, allowed.to]]));
        const events: QuoteEvent[] = [
          {
            type: "quote.revised",
            configurationId: id,
            acceptedVersion: row.currentVersion,
            version: added.version,
            createdByUserId,
          },
          { type: "version.saved", configurationId: id, version: added.version, createdByUserId },
        ];
        return { revised: added, events };
      });
    },
  };
}

/** A save of a version `priceVersion` priced: the builder's, or staff's discounted one. */
export type VersionSave =
  | {
      kind: "builder";
      save: Omit<ConfigurationSave, "content" | "selections" | "priced" | "adjustments">;
      version: PricedVersion;
    }
  | {
      kind: "staff";
      id: string;
      expectedVersion: number;
      name: string;
      createdByUserId: string;
      version: PricedVersion;
    };

type Saves = ConfigurationRepository;
/** What the repository answered for each kind of save. */
export type SavedBy<S extends VersionSave> = S extends { kind: "builder" }
  ? Awaited<ReturnType<Saves["save"]>>
  : Awaited<ReturnType<Saves["addVersion"]>>;

export type QuoteService = ReturnType<typeof createQuoteService>;

/** The service of a running app (its transactions, repositories and other modules' services). */
export const quoteServiceOf = (app: {
  database: Pick<DatabaseHandle, "transaction">;
  repositories: QuoteRepositories;
  services: QuoteServices;
}) =>
  createQuoteService({
    transaction: (work) => app.database.transaction(work),
    repositories: app.repositories,
    services: app.services,
  });
