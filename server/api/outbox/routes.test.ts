import { OUTBOX_MAX_ATTEMPTS } from "@shared/outbox/outbox-api";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, signedIn } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { auditLog } from "../../db/schema/audit";
import { outbox } from "../../db/schema/outbox";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
function enqueue(kind = "test.notice") {
  counter += 1;
  return t.repositories.outbox.enqueue({
    kind,
    to: `reader-${counter}@example.com`,
    subject: `Message ${counter}`,
    text: `Body of message ${counter}.\nSecond line.`,
  });
}

/** A message that has given up (as after OUTBOX_MAX_ATTEMPTS refusals). */
async function failedMessage() {
  const queued = await enqueue("test.failed");
  await t.db
    .update(outbox)
    .set({ status: "failed", attempts: OUTBOX_MAX_ATTEMPTS, lastError: "550 Relay denied" })
    .where(eq(outbox.id, queued.id));
  return queued;
}

describe("/api/admin/outbox without SMTP", () => {
  it("keeps every due message for staff to read and says SMTP is not configured", async () => {
    const { browser } = await signedIn(t);
    const first = await enqueue();
    const second = await enqueue();
    expect(await t.app.outbox.processDue()).toBeGreaterThanOrEqual(2);
    const rows = await t.db
      .select()
      .from(outbox)
      .where(inArray(outbox.id, [first.id, second.id]));
    expect(rows.map((row) => row.status)).toEqual(["kept", "kept"]);
    expect(rows.map((row) => row.attempts)).toEqual([0, 0]);

    const res = await browser.request("GET", "/api/admin/outbox?status=kept");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.smtpConfigured).toBe(false);
    // Newest first, without the body.
    expect(body.data.messages[0]).toMatchObject({
      id: second.id,
      kind: "test.notice",
      to: second.to,
      subject: second.subject,
      status: "kept",
      attempts: 0,
      sentAt: null,
    });
    expect(body.data.messages[0]).not.toHaveProperty("text");

    const one = await browser.request("GET", `/api/admin/outbox/${first.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({
      id: first.id,
      text: first.text,
      lastError: null,
      status: "kept",
    });
  });

  it("pages and filters by status, with the pagination of other lists", async () => {
    const { browser } = await signedIn(t);
    for (let index = 0; index < 27; index += 1) await enqueue("test.bulk");
    const pending = await browser.request("GET", "/api/admin/outbox?status=pending");
    const { total } = pending.json().pagination;
    expect(total).toBeGreaterThanOrEqual(27);
    expect(pending.json().pagination).toEqual({
      page: 1,
      limit: 25,
      total,
      pages: Math.ceil(total / 25),
    });
    expect(pending.json().data.messages).toHaveLength(25);
    const statuses = new Set(
      pending.json().data.messages.map((message: { status: string }) => message.status),
    );
    expect([...statuses]).toEqual(["pending"]);

    const second = await browser.request("GET", "/api/admin/outbox?status=pending&page=2");
    expect(second.json().data.messages).toHaveLength(total - 25);
    const firstIds = pending.json().data.messages.map((message: { id: number }) => message.id);
    for (const message of second.json().data.messages) expect(firstIds).not.toContain(message.id);

    const all = await browser.request("GET", "/api/admin/outbox?limit=5");
    expect(all.json().data.messages).toHaveLength(5);
    expect(all.json().pagination.total).toBeGreaterThan(total);
    await t.app.outbox.processDue();
  });

  it("answers bad input with a 400 naming the field, and an unknown id with a 404", async () => {
    const { browser } = await signedIn(t);
    const status = await browser.request("GET", "/api/admin/outbox?status=lost");
    expect(status.statusCode).toBe(400);
    expect(status.json()).toMatchObject({ success: false, errors: { status: "Unknown status" } });
    const page = await browser.request("GET", "/api/admin/outbox?page=0");
    expect(page.statusCode).toBe(400);
    expect(page.json().errors.page).toBeDefined();
    const id = await browser.request("GET", "/api/admin/outbox/abc");
    expect(id.statusCode).toBe(400);
    expect(id.json().errors.id).toBe("Use a whole number id");
    const missing = await browser.request("GET", "/api/admin/outbox/987654321");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: "Message not found" });
    const retryMissing = await browser.request("POST", "/api/admin/outbox/987654321/retry");
    expect(retryMissing.statusCode).toBe(404);
  });

  it("retries a failed message (due now, fresh attempts, audit-logged); refuses others with a 409", async () => {
    const { browser, user } = await signedIn(t);
    const failed = await failedMessage();
    const res = await browser.request("POST", `/api/admin/outbox/${failed.id}/retry`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: "Message queued to send again",
      data: { id: failed.id, status: "pending", attempts: 0, lastError: "550 Relay denied" },
    });
    expect(Date.parse(res.json().data.nextAttemptAt)).toBeLessThanOrEqual(Date.now() + 1000);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, "outbox.retried"), eq(auditLog.targetId, String(failed.id))));
    expect(entry).toMatchObject({
      actorId: user.id,
      targetType: "outbox",
      targetLabel: failed.subject,
      details: { kind: "test.failed" },
    });

    // Pending now, so a second retry is refused; and so are kept or sent messages.
    const again = await browser.request("POST", `/api/admin/outbox/${failed.id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Only failed messages can be retried; this one is pending.");
    await t.app.outbox.processDue();
    const kept = await browser.request("POST", `/api/admin/outbox/${failed.id}/retry`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toBe("Only failed messages can be retried; this one is kept.");
  });
});

describe("/api/admin/outbox access", () => {
  it("is for administrators only: 401 signed out, 403 for staff, also before validation", async () => {
    const failed = await failedMessage();
    const anonymous = client(t);
    const staff = await signedIn(t, { role: "staff" });
    for (const [method, url] of [
      ["GET", "/api/admin/outbox"],
      ["GET", "/api/admin/outbox?status=lost"],
      ["GET", `/api/admin/outbox/${failed.id}`],
      ["POST", `/api/admin/outbox/${failed.id}/retry`],
    ] as const) {
      expect((await anonymous.request(method, url)).statusCode, url).toBe(401);
      expect((await staff.browser.request(method, url)).statusCode, url).toBe(403);
    }
    expect((await t.repositories.outbox.get(failed.id))?.status).toBe("failed");
  });

  it("refuses a cross-site retry", async () => {
    const { browser } = await signedIn(t);
    const failed = await failedMessage();
    const res = await t.app.inject({
      method: "POST",
      url: `/api/admin/outbox/${failed.id}/retry`,
      headers: {
        origin: "https://evil.example",
        cookie: Object.entries(browser.jar)
          .map(([name, value]) => `${name}=${value}`)
          .join("; "),
      },
    });
    expect(res.statusCode).toBe(403);
    expect((await t.repositories.outbox.get(failed.id))?.status).toBe("failed");
  });
});
