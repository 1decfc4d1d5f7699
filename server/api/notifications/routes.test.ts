import { randomBytes } from "node:crypto";
import type { NotificationKind, StaffNotification } from "@shared/realtime/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, signedIn } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { openQuote } from "../quotes/public-quote";
import { acceptance, type QuoteKit, quoteKit } from "../quotes/quote-test-kit";

const base = "/api/admin/notifications";
let t: TestApp;
let admin: Client;
let kit: QuoteKit;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t)).browser;
  kit = quoteKit(t);
});
afterAll(() => t.close());

async function page(browser: Client = admin, query = "limit=100") {
  const res = await browser.request("GET", `${base}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: StaffNotification[]; unreadCount: number };
}

/** The notifications raised while `work` ran (the list is newest first). */
async function raisedBy(work: () => Promise<unknown>) {
  const before = (await page()).items[0]?.id ?? 0;
  await work();
  return (await page()).items.filter((item) => item.id > before).reverse();
}

const kinds = (items: StaffNotification[]) => items.map((item) => item.kind as NotificationKind);

describe("access", () => {
  it("is 401 signed out and 403 for staff, never cached", async () => {
    expect((await t.app.inject({ method: "GET", url: base })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: `${base}/read` })).statusCode).toBe(401);
    const { browser } = await signedIn(t, { role: "staff" });
    const res = await browser.request("GET", base);
    expect(res.statusCode).toBe(403);
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("raising", () => {
  it("a contact inquiry raises one, without the visitor's message", async () => {
    const name = `Dana Whitfield ${randomBytes(3).toString("hex")}`;
    const raised = await raisedBy(() =>
      t.app.inject({
        method: "POST",
        url: "/api/inquiries",
        remoteAddress: "10.88.0.1",
        payload: { name, email: "dana@northwind.example", message: "Secret plans" },
      }),
    );
    expect(kinds(raised)).toEqual(["inquiry_created"]);
    expect(raised[0]).toMatchObject({ title: `New inquiry from ${name}`, read: false });
    expect(JSON.stringify(raised)).not.toContain("Secret plans");
  });

  it("a Service Builder lead, the first view of a quote (not the second), acceptance", async () => {
    let quote: Awaited<ReturnType<QuoteKit["builderQuote"]>> | undefined;
    expect(kinds(await raisedBy(async () => (quote = await kit.builderQuote())))).toEqual([
      "lead_captured",
    ]);
    if (!quote) throw new Error("no quote");
    const { token, reference } = await kit.share(quote);
    const viewer = { countView: true, siteUrl: "http://localhost" };
    const viewed = await raisedBy(async () => {
      await openQuote(t.app, token, viewer);
      await openQuote(t.app, token, viewer);
    });
    expect(kinds(viewed)).toEqual(["quote_viewed"]);
    expect(viewed[0]?.title).toBe(`Quote ${reference} viewed`);
    const accepted = await raisedBy(() => kit.accept(token, acceptance()));
    expect(kinds(accepted)).toEqual(["quote_accepted"]);
    expect(accepted[0]?.title).toMatch(new RegExp(`^Quote ${reference} accepted, \\$[\\d,]+/mo$`));
    expect(accepted[0]?.href).toMatch(/^\/admin\/prospects\/\d+$/);
  });

  it("a declined quote raises one, without the reason", async () => {
    const { token } = await kit.share(await kit.builderQuote());
    const declined = await raisedBy(() => kit.decline(token, { reason: "Too pricey for us" }));
    expect(kinds(declined)).toEqual(["quote_declined"]);
    expect(JSON.stringify(declined)).not.toContain("Too pricey");
  });
});

describe("reading", () => {
  it("marks some and then all read, idempotently, for the caller only", async () => {
    const reader = (await signedIn(t)).browser;
    await kit.builderQuote();
    const { items, unreadCount } = await page(reader);
    expect(unreadCount).toBeGreaterThan(0);
    const [newest] = items;
    if (!newest) throw new Error("no notifications");
    for (let i = 0; i < 2; i++) {
      const res = await reader.request("POST", `${base}/read`, { ids: [newest.id] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.unreadCount).toBe(unreadCount - 1);
    }
    expect((await page(reader)).items[0]).toMatchObject({ id: newest.id, read: true });
    expect((await page(admin)).items.find((item) => item.id === newest.id)?.read).toBe(false);

    const all = await reader.request("POST", `${base}/read`, { all: true });
    expect(all.json().data.unreadCount).toBe(0);
    expect((await page(reader)).unreadCount).toBe(0);
  });

  it("pages with before, newest first", async () => {
    const first = await page(admin, "limit=2");
    expect(first.items).toHaveLength(2);
    const [, second] = first.items;
    const next = await page(admin, `limit=2&before=${second?.id}`);
    expect(next.items.every((item) => item.id < (second?.id ?? 0))).toBe(true);
  });

  it.each([
    [{}, 400],
    [{ ids: [] }, 400],
    [{ ids: ["x"] }, 400],
    [{ all: false }, 400],
  ])("refuses %j with a 400 in the envelope", async (body, status) => {
    const res = await admin.request("POST", `${base}/read`, body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false });
  });

  it("refuses a bad limit with a field message", async () => {
    const res = await admin.request("GET", `${base}?limit=0`);
    expect(res.statusCode).toBe(400);
  });
});
