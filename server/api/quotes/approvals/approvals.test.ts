import { NO_PERMISSION } from "@shared/auth/permissions";
import {
  APPROVAL_DECIDED,
  APPROVAL_PENDING,
  APPROVAL_REJECTED,
  SELF_APPROVAL,
} from "@shared/quotes/discount-approval";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, signedIn } from "../../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { auditLog } from "../../../db/schema/audit";
import { services } from "../../../db/schema/catalog";
import { staffNotifications } from "../../../db/schema/notifications";
import { outbox } from "../../../db/schema/outbox";
import { serviceIds } from "../../catalog/seed/seed-service";
import { type QuoteKit, quoteKit } from "../quote-test-kit";

/**
 * Issue 35 §5: a staff discount over the company's threshold needs an Approver other than
 * the one who asked; until approved the version cannot be shared or sent.
 */
let t: TestApp;
let owner: Client;
let ownerId: string;
let approver: Client;
let approverId: string;
let approverName: string;
let kit: QuoteKit;

const discount = (percent: number, expectedVersion: number) => ({
  expectedVersion,
  adjustments: [{ scope: "recurring", kind: "percent", value: percent, reason: "Launch partner" }],
});

beforeAll(async () => {
  t = await createTestApp();
  const first = await signedIn(t);
  owner = first.browser;
  ownerId = first.user.id;
  const second = await signedIn(t, { permissions: ["approver"] });
  approver = second.browser;
  approverId = second.user.id;
  approverName = second.user.username;
  kit = quoteKit(t);
  const policy = await owner.request("PUT", "/api/admin/approval-policy", {
    percentOver: 15,
    monthlyOverCents: null,
    expectedVersion: 0,
  });
  expect(policy.statusCode, policy.body).toBe(200);
});
afterAll(() => t.close());

/** A builder quote with a staff discount of `percent` saved as version 2 by the Owner. */
async function discounted(percent: number) {
  const quote = await kit.builderQuote();
  const saved = await owner.request(
    "POST",
    `/api/admin/configurations/${quote.id}/versions`,
    discount(percent, 1),
  );
  expect(saved.statusCode, saved.body).toBe(201);
  const approvals = await owner.request("GET", `/api/admin/configurations/${quote.id}/approvals`);
  return { quote, message: saved.json().message as string, approvals: approvals.json().data };
}

const share = (id: string, version: number) =>
  owner.request("POST", `/api/admin/configurations/${id}/shares`, { version, expiresInDays: 30 });

describe("discount approval", () => {
  it("keeps the thresholds as saved: a stale save is a 409, each save is audited", async () => {
    const stale = await owner.request("PUT", "/api/admin/approval-policy", {
      percentOver: 50,
      monthlyOverCents: null,
      expectedVersion: 0,
    });
    expect(stale.statusCode).toBe(409);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, "approval_policy.updated"));
    expect(entry?.details).toMatchObject({ percentBefore: null, percentAfter: 15 });
    const { browser: sales } = await signedIn(t, { permissions: ["sales"] });
    expect((await sales.request("GET", "/api/admin/approval-policy")).statusCode).toBe(403);
  });

  it("asks for an approver above the threshold and blocks sharing and sending until then", async () => {
    const { quote, message, approvals } = await discounted(30);
    expect(message).toBe(
      "Saved as version 2. Its discount needs an approver before it can be shared.",
    );
    expect(approvals).toHaveLength(1);
    // Staff pages get the approval, not the version's stored figures or the requester's id.
    expect(approvals[0]).not.toHaveProperty("priced");
    expect(approvals[0]).not.toHaveProperty("requestedByUserId");
    expect(approvals[0]).toMatchObject({ version: 2, status: "pending" });
    expect(approvals[0].reasons[0]).toMatchObject({ kind: "percent", limit: 15 });
    const refused = await share(quote.id, 2);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(APPROVAL_PENDING);
    const draft = await owner.request("GET", `/api/admin/configurations/${quote.id}/send`);
    const sent = await owner.request("POST", `/api/admin/configurations/${quote.id}/send`, {
      version: 2,
      shareId: null,
      recipients: [draft.json().data.contacts[0].email],
      subject: "Your quote",
      message: "Here it is.",
      attachPdf: false,
    });
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toBe(APPROVAL_PENDING);
    // The version without the discount can still be shared.
    expect((await share(quote.id, 1)).statusCode).toBe(201);
  });

  it("refuses the requester's own approval, and a Sales user altogether", async () => {
    const { approvals } = await discounted(40);
    const own = await owner.request("POST", `/api/admin/approvals/${approvals[0].id}/decision`, {
      decision: "approved",
      reason: "Fine by me",
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(SELF_APPROVAL);
    const { browser: sales } = await signedIn(t, { permissions: ["sales"] });
    const list = await sales.request("GET", "/api/admin/approvals");
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe(NO_PERMISSION);
  });

  it("a second administrator approves with a reason: shared, audited, notified, e-mailed", async () => {
    const { quote, approvals } = await discounted(30);
    const id = approvals[0].id as string;
    const listed = await approver.request("GET", "/api/admin/approvals");
    expect(listed.statusCode).toBe(200);
    const item = listed.json().data.find((one: { id: string }) => one.id === id);
    expect(item).toMatchObject({ name: quote.name, version: 2, status: "pending" });
    expect(item.adjustments[0]).toMatchObject({ value: 30, reason: "Launch partner" });
    expect(item).not.toHaveProperty("priced");
    expect(item.margin).toBeNull();
    const decided = await approver.request("POST", `/api/admin/approvals/${id}/decision`, {
      decision: "approved",
      reason: "Three-year partner deal",
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().data).toMatchObject({
      status: "approved",
      decidedBy: approverName,
      decisionReason: "Three-year partner deal",
    });
    const again = await approver.request("POST", `/api/admin/approvals/${id}/decision`, {
      decision: "rejected",
      reason: "Changed my mind",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(APPROVAL_DECIDED);
    expect((await share(quote.id, 2)).statusCode).toBe(201);

    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, quote.id));
    const events = audits.map((entry) => entry.event);
    expect(events).toContain("discount.approval_requested");
    const approved = audits.find((entry) => entry.event === "discount.approved");
    expect(approved?.details).toMatchObject({ reason: "Three-year partner deal" });
    const notes = await t.db
      .select()
      .from(staffNotifications)
      .where(like(staffNotifications.title, `%${quote.name}%`));
    expect(notes.map((note) => note.kind).sort()).toEqual([
      "approval_decided",
      "approval_requested",
    ]);
    const mail = await t.db
      .select()
      .from(outbox)
      .where(and(like(outbox.subject, `%${quote.name}%`), like(outbox.kind, "discount.%")));
    expect(mail.map((message) => message.subject).sort()).toEqual([
      `Discount approval needed: ${quote.name}`,
      `Discount approved: ${quote.name}`,
    ]);
    expect(mail.find((message) => message.kind === "discount.decided")?.textBody).toContain(
      "Reason: Three-year partner deal",
    );
  });

  it("a rejected discount stays unshareable; a discount within the threshold needs no one", async () => {
    const { quote, approvals } = await discounted(35);
    const rejected = await approver.request(
      "POST",
      `/api/admin/approvals/${approvals[0].id}/decision`,
      { decision: "rejected", reason: "Too deep for a one-year term" },
    );
    expect(rejected.statusCode).toBe(200);
    const refused = await share(quote.id, 2);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(APPROVAL_REJECTED);
    const blank = await approver.request(
      "POST",
      `/api/admin/approvals/${approvals[0].id}/decision`,
      { decision: "approved", reason: " " },
    );
    expect(blank.statusCode).toBe(400);

    const small = await discounted(10);
    expect(small.message).toBe("Saved as version 2");
    expect(small.approvals).toEqual([]);
    expect((await share(small.quote.id, 2)).statusCode).toBe(201);
  });

  it("a duplicate of a waiting version waits too", async () => {
    const { quote } = await discounted(50);
    const copy = await owner.request("POST", `/api/admin/configurations/${quote.id}/duplicate`, {
      version: 2,
    });
    expect(copy.statusCode, copy.body).toBe(201);
    const copyId = copy.json().data.id as string;
    const refused = await share(copyId, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(APPROVAL_PENDING);
  });

  it("shows Sales and Approvers the margin from the catalogue's costs, a floor as a reason", async () => {
    await t.db
      .update(services)
      .set({ costCents: 100, floorPriceCents: 100_000 })
      .where(eq(services.id, serviceIds.dnsFiltering));
    try {
      const { quote, approvals } = await discounted(5);
      expect(approvals[0].reasons.map((reason: { kind: string }) => reason.kind)).toEqual([
        "floor",
      ]);
      const content = await owner.request(
        "GET",
        `/api/admin/configurations/${quote.id}/versions/2`,
      );
      expect(content.json().data.costs[String(serviceIds.dnsFiltering)]).toBe(100);
      const listed = await approver.request("GET", "/api/admin/approvals");
      const item = listed.json().data.find((one: { id: string }) => one.id === approvals[0].id);
      expect(item.margin.marginCents).toBeGreaterThan(0);
    } finally {
      await t.db
        .update(services)
        .set({ costCents: null, floorPriceCents: null })
        .where(eq(services.id, serviceIds.dnsFiltering));
    }
  });

  // After the tests that expect the sales address: this one gives its people addresses of their own.
  it("e-mails the approvers at their own addresses, never the requester, and the decision to the requester", async () => {
    const sales = await signedIn(t, { permissions: ["sales"] });
    const setEmail = async (id: string, email: string) => {
      const res = await owner.request("PATCH", `/api/admin/users/${id}`, { email });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.email).toBe(email.trim().toLowerCase() || null);
    };
    // The requester is an Owner (Owners may approve), the Sales user may not approve.
    await setEmail(ownerId, "Olivia.Owner@Example.com ");
    await setEmail(approverId, "avery.approver@example.com");
    await setEmail(sales.user.id, "sam.sales@example.com");
    const refused = await owner.request("PATCH", `/api/admin/users/${approverId}`, {
      email: "not an address",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ email: "Enter a valid e-mail address" });

    const { quote, approvals } = await discounted(40);
    const mailOf = async (kind: string) =>
      (
        await t.db
          .select()
          .from(outbox)
          .where(and(like(outbox.subject, `%${quote.name}%`), eq(outbox.kind, kind)))
      ).map((message) => message.toAddress);
    expect(await mailOf("discount.approval_requested")).toEqual(["avery.approver@example.com"]);
    const decided = await approver.request(
      "POST",
      `/api/admin/approvals/${approvals[0].id}/decision`,
      {
        decision: "rejected",
        reason: "Too deep for a one-year term",
      },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await mailOf("discount.decided")).toEqual(["olivia.owner@example.com"]);

    // Cleared, the approver's mail falls back to the sales address rather than to no one.
    await setEmail(approverId, "");
    const next = await discounted(45);
    const fallback = await t.db
      .select()
      .from(outbox)
      .where(
        and(
          like(outbox.subject, `%${next.quote.name}%`),
          eq(outbox.kind, "discount.approval_requested"),
        ),
      );
    expect(fallback.map((message) => message.toAddress)).toEqual(["sales@sentinelforge.example"]);
  });

  it("keeps cost and floor price out of the public catalogue", async () => {
    const admin = await owner.request("GET", "/api/admin/catalog");
    const service = admin.json().data.items?.[0] ?? admin.json().data[0];
    expect(service).toHaveProperty("cost");
    expect(service).toHaveProperty("floorPrice");
    const open = await t.app.inject({ method: "GET", url: "/api/catalog" });
    expect(open.body).not.toContain("floorPrice");
    expect(open.body).not.toContain('"cost"');
  });
});
