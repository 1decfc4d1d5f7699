import { OUTBOX_MAX_ATTEMPTS } from "@shared/outbox/outbox-api";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../../tests/setup/auth";
import { capturedLogs } from "../../../tests/setup/captured-logs";
import { uploadImage } from "../../../tests/setup/media";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { outbox } from "../../db/schema/outbox";
import { readableMessage } from "./outbox-reads";
import { backoffSeconds } from "./outbox-repository";
import { startTestSmtp, type TestSmtp } from "./test-smtp";
import { createOutboxWorker } from "./worker";

let smtp: TestSmtp;
let t: TestApp;
const logs = capturedLogs("debug");

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: "Sentinel Forge <quotes@sentinel.test>" },
    logger: logs.logger,
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(() => {
  smtp.state.reject = null;
});

let counter = 0;
function message(overrides: Partial<{ to: string; subject: string; text: string }> = {}) {
  counter += 1;
  return {
    kind: "test.notice",
    to: `buyer-${counter}@example.com`,
    subject: `Your quote Q-${counter} was viewed`,
    text: `Hello,\n\nQuote Q-${counter} was opened today.\n\nSentinel Forge`,
    ...overrides,
  };
}

/** Makes a message due now, as if its back-off had passed. */
async function makeDue(id: number) {
  await t.db
    .update(outbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(outbox.id, id));
}

/** Seconds from now until the message is due. */
async function dueIn(id: number): Promise<number> {
  const row = await t.repositories.outbox.get(id);
  return (Date.parse(row?.nextAttemptAt ?? "") - Date.now()) / 1000;
}

describe("the outbox worker with an SMTP server", () => {
  it("delivers an enqueued message: the mail has its subject, recipient, text and sender", async () => {
    const queued = await t.repositories.outbox.enqueue(message());
    expect(queued.status).toBe("pending");
    expect(await t.app.outbox.processDue()).toBe(1);

    const [mail] = await smtp.waitFor(1);
    expect(mail?.subject).toBe(queued.subject);
    expect(mail?.text?.trim()).toBe(queued.text);
    expect(mail?.from?.text).toBe('"Sentinel Forge" <quotes@sentinel.test>');
    expect(JSON.stringify(mail?.to)).toContain(queued.to);
    const sent = await t.repositories.outbox.get(queued.id);
    expect(sent).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(sent?.sentAt).not.toBeNull();
    // Sent once: nothing is due any more.
    expect(await t.app.outbox.processDue()).toBe(0);
  });

  it("sends a branded message as text and HTML, the logo inline as PNG, the same words in both", async () => {
    const { browser } = await signedIn(t);
    const logo = await uploadImage(t, browser.jar, { width: 300, height: 90, red: 201 });
    const text =
      "Hello Dana,\n\nYour quote <Q-7> is ready:\n\nhttps://quotes.example.com/sb/quote/abc\n\n--\nTo receive no more e-mail about quotes from us: https://quotes.example.com/unsubscribe/t1";
    const brand = { name: "Sentinel & Co", logoUrl: logo.url, color: "#7c3aed" };
    const queued = await t.repositories.outbox.enqueue({ ...message({ text }), brand });
    // Staff read it with the logo from its upload; the mail carries it inline.
    expect(readableMessage(queued).html).toContain(`src="${logo.url}"`);
    const before = smtp.received.length;
    await t.app.outbox.processDue();
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail?.text?.trim()).toBe(text);
    const html = String(mail?.html);
    expect(html).toContain("Your quote &lt;Q-7&gt; is ready:");
    expect(html).toContain('href="https://quotes.example.com/sb/quote/abc"');
    expect(html).toContain("View the quote");
    expect(html).toContain('href="https://quotes.example.com/unsubscribe/t1"');
    expect(html).toContain('alt="Sentinel &amp; Co"');
    expect(html).not.toContain(logo.url);
    const [inline] = mail?.attachments ?? [];
    expect(inline).toMatchObject({ contentType: "image/png", related: true, cid: "logo@quote" });
    // The parser puts the inline part in place of its cid: reference.
    expect(html).toContain('<img src="data:image/png;base64,');
    expect((await sharp(inline?.content).metadata()).format).toBe("png");
  });

  it("a branded message whose logo is gone carries the provider's name instead", async () => {
    const brand = { name: "Sentinel Forge", logoUrl: `/media/${"0".repeat(64)}`, color: "#0e7490" };
    await t.repositories.outbox.enqueue({ ...message(), brand });
    const before = smtp.received.length;
    await t.app.outbox.processDue();
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(String(mail?.html)).toContain(">Sentinel Forge</span>");
    expect(mail?.attachments).toEqual([]);
  });

  it("a message without a brand (staff mail) is text only", async () => {
    const queued = await t.repositories.outbox.enqueue(message());
    expect(readableMessage(queued).html).toBeNull();
    const before = smtp.received.length;
    await t.app.outbox.processDue();
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail?.html).toBe(false);
  });

  it("a refusal counts an attempt, keeps the error and backs off; once accepted it is sent", async () => {
    smtp.state.reject = "Mailbox unavailable";
    const before = smtp.received.length;
    const queued = await t.repositories.outbox.enqueue(message());
    await t.app.outbox.processDue();

    const failed = await t.repositories.outbox.get(queued.id);
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed?.lastError).toContain("Mailbox unavailable");
    expect(await dueIn(queued.id)).toBeGreaterThan(50);
    expect(await dueIn(queued.id)).toBeLessThanOrEqual(61);
    // Not due yet: another run leaves it alone.
    expect(await t.app.outbox.processDue()).toBe(0);

    smtp.state.reject = null;
    await makeDue(queued.id);
    expect(await t.app.outbox.processDue()).toBe(1);
    await smtp.waitFor(before + 1);
    expect(await t.repositories.outbox.get(queued.id)).toMatchObject({
      status: "sent",
      attempts: 2,
    });
  });

  it(`backs off 1, 2, 4 ... minutes capped at an hour, and gives up after ${OUTBOX_MAX_ATTEMPTS} attempts`, async () => {
    smtp.state.reject = "Relay denied";
    const queued = await t.repositories.outbox.enqueue(message());
    const delays: number[] = [];
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt += 1) {
      await makeDue(queued.id);
      expect(await t.app.outbox.processDue()).toBe(1);
      const row = await t.repositories.outbox.get(queued.id);
      expect(row?.attempts).toBe(attempt);
      if (attempt < OUTBOX_MAX_ATTEMPTS) {
        expect(row?.status).toBe("pending");
        delays.push(Math.round((await dueIn(queued.id)) / 60));
      } else {
        expect(row?.status).toBe("failed");
        expect(row?.lastError).toContain("Relay denied");
      }
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 60]);
    expect([1, 2, 7, 8].map(backoffSeconds)).toEqual([60, 120, 3600, 3600]);
    // Failed is final until staff retry it.
    await makeDue(queued.id);
    expect(await t.app.outbox.processDue()).toBe(0);
  });

  it("polls on its own once started, and wake() sends at once", async () => {
    const worker = createOutboxWorker({
      repository: t.repositories.outbox,
      recipients: t.repositories.emailRecipients,
      mailer: (await import("./mailer")).createMailer({
        SMTP_URL: smtp.url,
        MAIL_FROM: "no-reply@sentinel.test",
      }),
      log: t.app.log,
      pollMs: 50,
    });
    const before = smtp.received.length;
    worker.start();
    try {
      const first = await t.repositories.outbox.enqueue(message());
      await smtp.waitFor(before + 1);
      worker.wake();
      const second = await t.repositories.outbox.enqueue(message());
      worker.wake();
      await smtp.waitFor(before + 2);
      await expect
        .poll(async () => (await t.repositories.outbox.get(second.id))?.status)
        .toBe("sent");
      expect((await t.repositories.outbox.get(first.id))?.status).toBe("sent");
    } finally {
      await worker.stop();
    }
  });

  it("renders a source shared by several messages once per run, and keeps it with each", async () => {
    const rendered: string[] = [];
    const worker = createOutboxWorker({
      repository: t.repositories.outbox,
      recipients: t.repositories.emailRecipients,
      renderAttachment: async (source) => {
        rendered.push(source.shareId);
        return new TextEncoder().encode("%PDF-1.7 one copy");
      },
      mailer: (await import("./mailer")).createMailer({
        SMTP_URL: smtp.url,
        MAIL_FROM: "no-reply@sentinel.test",
      }),
      log: t.app.log,
    });
    const shareId = crypto.randomUUID();
    const file = {
      filename: "Q-1-countersigned.pdf",
      contentType: "application/pdf",
      source: { kind: "quote-pdf" as const, shareId },
    };
    const queued = await Promise.all(
      [1, 2, 3].map(() => t.repositories.outbox.enqueue({ ...message(), attachments: [file] })),
    );
    const before = smtp.received.length;
    await worker.processDue();
    const mails = await smtp.waitFor(before + 3);
    expect(rendered).toEqual([shareId]);
    for (const mail of mails.slice(before)) {
      expect(mail.attachments[0]?.content.toString()).toBe("%PDF-1.7 one copy");
    }
    for (const { id } of queued) {
      const [kept] = await t.repositories.outbox.attachmentFiles(id);
      expect(Buffer.from(kept?.content ?? []).toString()).toBe("%PDF-1.7 one copy");
    }
  });

  it("runs by itself in a listening server: started on listen, stopped on close", async () => {
    const server = await createTestApp({ env: { SMTP_URL: smtp.url } });
    const before = smtp.received.length;
    try {
      await server.repositories.outbox.enqueue(message({ subject: "Left from before a restart" }));
      await server.app.listen({ port: 0, host: "127.0.0.1" });
      const mails = await smtp.waitFor(before + 1);
      expect(mails.at(-1)?.subject).toBe("Left from before a restart");
      await server.repositories.outbox.enqueue(message({ subject: "Woken" }));
      server.app.outbox.wake();
      expect((await smtp.waitFor(before + 2)).at(-1)?.subject).toBe("Woken");
    } finally {
      await server.close();
    }
  });

  it("a database failure is logged, not thrown", async () => {
    const worker = createOutboxWorker({
      repository: {
        ...t.repositories.outbox,
        claimDue: () => Promise.reject(new Error("connection lost")),
      },
      recipients: t.repositories.emailRecipients,
      mailer: null,
      log: t.app.log,
    });
    await expect(worker.processDue()).resolves.toBe(0);
    expect(logs.lines.join("")).toContain("outbox run failed");
  });

  it("logs ids and kinds, never a body or an address", async () => {
    const secret = message({ text: "Confidential body 7f3a", to: "private.person@example.org" });
    smtp.state.reject = "Temporarily unavailable";
    const queued = await t.repositories.outbox.enqueue(secret);
    await t.app.outbox.processDue();
    smtp.state.reject = null;
    await makeDue(queued.id);
    await t.app.outbox.processDue();
    const lines = logs.lines.filter((line) => line.includes(`"outboxId":${queued.id},`));
    expect(lines.join("")).toContain("e-mail not sent; will retry");
    expect(lines.join("")).toContain("550 Temporarily unavailable");
    expect(lines.join("")).toContain("e-mail sent");
    const log = logs.lines.join("");
    expect(log).not.toContain("Confidential body 7f3a");
    expect(log).not.toContain("private.person@example.org");
  });
});

describe("the outbox repository", () => {
  it("enqueues inside the caller's transaction: rolled back, there is no message", async () => {
    const rolledBack = message();
    await t.db
      .transaction(async (tx) => {
        await t.repositories.outbox.enqueue(rolledBack, tx);
        throw new Error("the cause failed");
      })
      .catch(() => {});
    const rows = await t.db.select().from(outbox).where(eq(outbox.toAddress, rolledBack.to));
    expect(rows).toEqual([]);

    const committed = message();
    await t.db.transaction((tx) => t.repositories.outbox.enqueue(committed, tx));
    const kept = await t.db.select().from(outbox).where(eq(outbox.toAddress, committed.to));
    expect(kept).toHaveLength(1);
    await t.app.outbox.processDue();
  });

  it("two claims at once never take the same message (skip locked, then leased)", async () => {
    const ids = new Set<number>();
    for (let index = 0; index < 6; index += 1) {
      ids.add((await t.repositories.outbox.enqueue(message())).id);
    }
    const [a, b] = await Promise.all([
      t.repositories.outbox.claimDue(4),
      t.repositories.outbox.claimDue(4),
    ]);
    const taken = [...(a ?? []), ...(b ?? [])].map((row) => row.id);
    expect(new Set(taken).size).toBe(taken.length);
    expect(taken.filter((id) => ids.has(id)).sort()).toEqual([...ids].sort());
    // Leased: not due again until the lease runs out (or a mark).
    expect(await t.repositories.outbox.claimDue(10)).toEqual([]);
    for (const id of ids) await t.repositories.outbox.markSent(id);
  });

  it("refuses a malformed message (no address, a header break is flattened)", async () => {
    await expect(
      t.repositories.outbox.enqueue({ ...message(), to: "not an address" }),
    ).rejects.toThrow();
    const flattened = await t.repositories.outbox.enqueue({
      ...message(),
      subject: "Hello\r\nBcc: someone@example.com",
    });
    expect(flattened.subject).toBe("Hello Bcc: someone@example.com");
    await t.app.outbox.processDue();
  });
});
