import type { AttachmentSource, EmailBrand } from "@shared/outbox/outbox";
import type { FastifyBaseLogger } from "fastify";
import { emailHtml } from "./email-html";
import type { Mailer, OutgoingMail } from "./mailer";
import type { DueMessage, OutboxRepository } from "./outbox-repository";
import type { RecipientRepository } from "./recipient-repository";

export interface OutboxWorkerOptions {
  repository: OutboxRepository;
  /** Asked just before a customer message leaves: an unsubscribe is honoured at once. */
  recipients: Pick<RecipientRepository, "unsubscribedAmong">;
  /**
   * Renders a file queued as a source (a countersigned quote PDF); a failure counts as a
   * failed attempt, tried again after the back-off. Without it such a message cannot leave.
   */
  renderAttachment?: (source: AttachmentSource) => Promise<Uint8Array>;
  /**
   * A branded message's logo as PNG (the upload at that path), carried inline in its HTML;
   * null, or a failure, sends the provider's name in its place.
   */
  logoOf?: (logoUrl: string) => Promise<Uint8Array | null>;
  /** Null without SMTP_URL: due messages are marked "kept" instead of sent. */
  mailer: Mailer | null;
  log: FastifyBaseLogger;
  /** Milliseconds between polls while started (default 5 s). */
  pollMs?: number;
  /** Messages taken per claim (default 10). */
  batchSize?: number;
}

export const DEFAULT_POLL_MS = 5_000;
const DEFAULT_BATCH_SIZE = 10;

/** An error's text for last_error: the SMTP answer when there is one. */
function errorText(error: unknown): string {
  if (error instanceof Error) {
    const { code, responseCode } = error as Error & { code?: string; responseCode?: number };
    const prefix = [code, responseCode].filter(Boolean).join(" ");
    return prefix && !error.message.includes(prefix)
      ? `${prefix}: ${error.message}`
      : error.message;
  }
  return String(error);
}

const ADDRESS = /[^\s<>@"'(),;:]+@[^\s<>@"'(),;:]+/g;

const blanked = (text: string) => text.replaceAll(ADDRESS, "[address]").slice(0, 500);

/**
 * What the log may say about a failure: codes and the server's reply with addresses blanked
 * out; no stack, no recipients list, no query parameters (a failed query's text carries them).
 */
function loggedError(error: unknown) {
  const { code, responseCode, command, cause } = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    command?: unknown;
    cause?: unknown;
  };
  const query = typeof error === "object" && error !== null && "query" in error;
  return {
    code,
    responseCode,
    command,
    message: query ? "database query failed" : blanked(errorText(error)),
    ...(cause instanceof Error ? { cause: blanked(cause.message) } : {}),
  };
}

/** Renders of attachment sources by their JSON, shared by the messages of one run. */
type RenderCache = Map<string, Promise<Uint8Array>>;
/** Logos by their path, read once a run: a batch of reminders shares one. */
type LogoCache = Map<string, Promise<Uint8Array | null>>;

/** The inline part's Content-ID, which the HTML names as `cid:` (RFC 2392). */
const LOGO_CID = "logo@quote";

/**
 * Sends what the outbox holds. `start()` polls every `pollMs` until `stop()`; `wake()` runs
 * at once when started (call it after enqueuing, once the transaction committed), and does
 * nothing otherwise; `processDue()` runs once whether started or not, which is how tests
 * drive it deterministically. Runs never overlap, and none of them throws: every failure
 * is logged (ids and kinds only, never addresses or bodies).
 */
export function createOutboxWorker({
  repository,
  recipients,
  renderAttachment,
  logoOf,
  mailer,
  log,
  pollMs = DEFAULT_POLL_MS,
  batchSize = DEFAULT_BATCH_SIZE,
}: OutboxWorkerOptions) {
  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  /** Bumped by every start(), so a poll loop of an earlier start never carries on. */
  let generation = 0;
  /** The last run queued; runs follow each other. */
  let chain: Promise<unknown> = Promise.resolve();
  /** A run queued but not begun: it will see whatever is due by then, so calls share it. */
  let waiting: Promise<number> | undefined;

  /**
   * A message's files, rendering (and keeping) any that were queued as a source. `rendered`
   * lives for one run: an acceptance queues the same countersigned PDF for every contact
   * and the sales team, and it is drawn once for all of them.
   */
  async function filesOf(id: number, rendered: RenderCache) {
    const files = [];
    for (const file of await repository.attachmentFiles(id)) {
      let content = file.content;
      if (!content) {
        const { source } = file;
        if (!source || !renderAttachment) throw new Error("attachment cannot be rendered");
        const key = JSON.stringify(source);
        let render = rendered.get(key);
        if (!render) {
          render = renderAttachment(source);
          rendered.set(key, render);
        }
        content = await render;
        await repository.fillAttachment(file.id, content);
      }
      files.push({ filename: file.filename, contentType: file.contentType, content });
    }
    return files;
  }

  /** The HTML part of a branded message, with its logo inline when there is one. */
  async function htmlPart(
    message: DueMessage & { brand: EmailBrand },
    logos: LogoCache,
  ): Promise<Pick<OutgoingMail, "html" | "attachments">> {
    const { logoUrl } = message.brand;
    let logo: Uint8Array | null = null;
    if (logoUrl && logoOf) {
      let read = logos.get(logoUrl);
      if (!read) {
        read = logoOf(logoUrl).catch((error: unknown) => {
          log.warn({ outboxId: message.id, error: loggedError(error) }, "e-mail logo unreadable");
          return null;
        });
        logos.set(logoUrl, read);
      }
      logo = await read;
    }
    return {
      html: emailHtml(message, logo ? `cid:${LOGO_CID}` : null),
      attachments: logo
        ? [{ filename: "logo.png", contentType: "image/png", content: logo, cid: LOGO_CID }]
        : [],
    };
  }

  async function deliver(message: DueMessage, rendered: RenderCache, logos: LogoCache) {
    const { id, kind, to, subject, text, unsubscribeUrl } = message;
    if (message.audience === "customer" && (await recipients.unsubscribedAmong([to])).size > 0) {
      await repository.markSuppressed(id);
      log.info({ outboxId: id, kind }, "recipient unsubscribed: e-mail not sent");
      return;
    }
    if (!mailer) {
      // A file made at send time is not made for a kept message: nothing is sent, and the
      // quote's own page has its PDF.
      await repository.markKept(id);
      log.info({ outboxId: id, kind }, "no SMTP server configured: e-mail kept for staff");
      return;
    }
    try {
      const files = await filesOf(id, rendered);
      const { brand } = message;
      const branded = brand ? await htmlPart({ ...message, brand }, logos) : null;
      await mailer.send({
        to,
        subject,
        text,
        html: branded?.html ?? null,
        attachments: [...files, ...(branded?.attachments ?? [])],
        unsubscribeUrl,
      });
    } catch (error) {
      const after = await repository.markFailedAttempt(id, errorText(error));
      log.warn(
        {
          outboxId: id,
          kind,
          attempts: after?.attempts,
          status: after?.status,
          error: loggedError(error),
        },
        after?.status === "failed" ? "e-mail not sent; giving up" : "e-mail not sent; will retry",
      );
      return;
    }
    await repository.markSent(id);
    log.info({ outboxId: id, kind }, "e-mail sent");
  }

  /** Claims and handles batches until nothing more is due (or the worker is stopping). */
  async function run(): Promise<number> {
    let handled = 0;
    const rendered: RenderCache = new Map();
    const logos: LogoCache = new Map();
    try {
      for (;;) {
        const batch = await repository.claimDue(batchSize);
        for (const message of batch) {
          await deliver(message, rendered, logos);
          handled += 1;
        }
        if (batch.length < batchSize || stopping) break;
      }
    } catch (error) {
      // A database hiccup: what was claimed is due again after its lease.
      log.error({ error: loggedError(error) }, "outbox run failed");
    }
    return handled;
  }

  /** Runs once now (after a run in progress); resolves with the number of messages handled. */
  function processDue(): Promise<number> {
    if (waiting) return waiting;
    const next = chain.then(() => {
      waiting = undefined;
      return run();
    });
    waiting = next;
    chain = next;
    return next;
  }

  function schedule(loop: number) {
    if (!started || loop !== generation) return;
    timer = setTimeout(async () => {
      timer = undefined;
      await processDue();
      schedule(loop);
    }, pollMs);
    timer.unref();
  }

  return {
    smtpConfigured: mailer !== null,
    processDue,
    /** Begins polling (idempotent), with a first run at once for what was left due. */
    start() {
      if (started) return;
      started = true;
      stopping = false;
      log.info(
        mailer ? { smtp: mailer.server } : {},
        mailer ? "outbox worker started" : "outbox worker started without SMTP: e-mail is kept",
      );
      generation += 1;
      const loop = generation;
      void processDue().then(() => schedule(loop));
    },
    /** Sends what is due now, when started; a no-op otherwise (see processDue). */
    wake() {
      if (started) void processDue();
    },
    /** Stops polling and waits for a run in progress to finish. */
    async stop() {
      stopping = true;
      started = false;
      clearTimeout(timer);
      timer = undefined;
      await chain.catch(() => {});
      mailer?.close();
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
