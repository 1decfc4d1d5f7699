import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { CLOSE_CODES, STAFF_CHANNEL_PATH } from "../../../shared/realtime/messages";
import { type Client, client, cookieHeader, signedIn } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import {
  closedAtOnce,
  connect,
  listenForSockets,
  type TestSocket,
} from "../../../tests/setup/test-socket";

let t: TestApp;
let base: string;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  base = await listenForSockets(t.app);
  admin = (await signedIn(t)).browser;
});
afterAll(() => t.close());

let addresses = 0;
/** A visitor's contact inquiry, from its own address (the per-IP limit). */
async function inquiry(name: string) {
  addresses += 1;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/inquiries",
    remoteAddress: `10.77.0.${addresses}`,
    payload: { name, email: `${randomBytes(3).toString("hex")}@example.com`, message: "Private" },
  });
  expect(res.statusCode, res.body).toBe(201);
}

const staffSocket = (browser: Client) =>
  connect(base, STAFF_CHANNEL_PATH, { cookie: cookieHeader(browser.jar) });

async function resumed(browser: Client, after: number | null = null) {
  const socket = await staffSocket(browser);
  await socket.next("hello");
  socket.ws.send(JSON.stringify({ type: "resume", after }));
  const unread = await socket.next("unread");
  return { socket, unread };
}

async function nextNotificationTitled(socket: TestSocket, title: string) {
  for (;;) {
    const message = await socket.next("notification");
    if (message.type === "notification" && message.notification.title === title) {
      return message.notification;
    }
  }
}

function refusal(headers: Record<string, string>) {
  const ws = new WebSocket(`${base}${STAFF_CHANNEL_PATH}`, { headers });
  return new Promise<number>((resolve, reject) => {
    ws.once("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
    ws.once("open", () => reject(new Error("the upgrade was accepted")));
  });
}

describe(`${STAFF_CHANNEL_PATH} handshake`, () => {
  it("is refused before the upgrade: 401 signed out, 403 foreign Origin or not an admin", async () => {
    const origin = base.replace(/^ws/, "http");
    expect(await refusal({ origin })).toBe(401);
    expect(
      await refusal({ origin: "https://attacker.example", cookie: cookieHeader(admin.jar) }),
    ).toBe(403);
    const staff = (await signedIn(t, { role: "staff" })).browser;
    expect(await refusal({ origin, cookie: cookieHeader(staff.jar) })).toBe(403);
    const pending = (await signedIn(t, { mustChangePassword: true })).browser;
    expect(await refusal({ origin, cookie: cookieHeader(pending.jar) })).toBe(403);
  });

  it("closes on a malformed frame and the server goes on", async () => {
    const socket = await staffSocket(admin);
    socket.ws.send("{not json");
    expect((await socket.closed).code).toBe(CLOSE_CODES.invalidPayload);
    const again = await resumed(admin);
    expect(again.unread.type).toBe("unread");
    again.socket.ws.close();
  });
});

describe("live notifications", () => {
  it("reach every connection of the same user, then the unread count", async () => {
    const first = await resumed(admin);
    const second = await resumed(admin);
    const name = `Dana Whitfield ${randomBytes(3).toString("hex")}`;
    await inquiry(name);
    const title = `New inquiry from ${name}`;
    for (const { socket } of [first, second]) {
      const notification = await nextNotificationTitled(socket, title);
      expect(notification).toMatchObject({ kind: "inquiry_created", read: false });
      expect(notification.href).toMatch(/^\/admin\/prospects\/\d+$/);
      expect(JSON.stringify(notification)).not.toContain("Private");
      const unread = await socket.next("unread");
      expect(unread).toMatchObject({ latestId: notification.id });
    }
    first.socket.ws.close();
    second.socket.ws.close();
  });

  it("sends what was missed while away on resume, oldest first", async () => {
    const { socket, unread } = await resumed(admin);
    const cursor = unread.type === "unread" ? unread.latestId : null;
    socket.ws.close();
    await socket.closed;
    const names = [1, 2].map((n) => `Away ${n} ${randomBytes(3).toString("hex")}`);
    for (const name of names) await inquiry(name);

    const back = await resumed(admin, cursor);
    const caught = back.socket.messages.flatMap((m) =>
      m.type === "notification" ? [m.notification.title] : [],
    );
    expect(caught.slice(-2)).toEqual(names.map((name) => `New inquiry from ${name}`));
    if (back.unread.type === "unread") expect(back.unread.count).toBeGreaterThanOrEqual(2);
    back.socket.ws.close();
  });

  it("pushes the new unread count to the user's connections when items are read", async () => {
    const { browser } = await signedIn(t);
    const { socket } = await resumed(browser);
    const res = await browser.request("POST", "/api/admin/notifications/read", { all: true });
    expect(res.statusCode, res.body).toBe(200);
    const unread = await socket.next("unread");
    expect(unread).toMatchObject({ count: 0 });
    socket.ws.close();
  });
});

describe("session end", () => {
  it("closes with 4001 on sign-out", async () => {
    const { browser } = await signedIn(t);
    const { socket } = await resumed(browser);
    const res = await browser.request("POST", "/api/auth/logout");
    expect(res.statusCode).toBe(200);
    expect((await socket.closed).code).toBe(CLOSE_CODES.sessionEnded);
  });

  it("closes with 4001 at once when another of the user's sessions signs it out", async () => {
    const { user, browser } = await signedIn(t);
    const { socket } = await resumed(browser);
    const phone = client(t);
    expect((await phone.login(user.username, user.password)).statusCode).toBe(200);
    const res = await phone.request("POST", "/api/account/sessions/revoke-others");
    expect(res.statusCode, res.body).toBe(200);
    expect(await closedAtOnce(socket)).toBe(CLOSE_CODES.sessionEnded);
  });

  it("closes with 4001 at once when an administrator demotes the user", async () => {
    const { user, browser } = await signedIn(t);
    const { socket } = await resumed(browser);
    const { user: boss, browser: bossBrowser } = await signedIn(t);
    const res = await bossBrowser.request("PATCH", `/api/admin/users/${user.id}`, {
      role: "staff",
      currentPassword: boss.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await closedAtOnce(socket)).toBe(CLOSE_CODES.sessionEnded);
  });

  it("closes with 4001 at the next check when the user is demoted", async () => {
    const { user, browser } = await signedIn(t);
    const { socket } = await resumed(browser);
    await t.repositories.users.update(user.id, { role: "staff" });
    await t.app.staffHub.checkSessions();
    expect((await socket.closed).code).toBe(CLOSE_CODES.sessionEnded);
  });
});

describe("permission sets (decision 062)", () => {
  it("sends a notification only to those whose set covers it, and follows a change", async () => {
    const sales = await signedIn(t, { permissions: ["sales"] });
    const catalogue = await signedIn(t, { permissions: ["catalogue"] });
    const forSales = await resumed(sales.browser);
    const forCatalogue = await resumed(catalogue.browser);
    expect(forCatalogue.unread).toMatchObject({ count: 0 });

    const name = `Dana ${randomBytes(3).toString("hex")}`;
    await inquiry(name);
    await nextNotificationTitled(forSales.socket, `New inquiry from ${name}`);
    // Deliveries run in order: Sales has it, so Catalogue's turn has passed too.
    await t.app.staffHub.checkSessions();
    expect(forCatalogue.socket.messages.some((m) => m.type === "notification")).toBe(false);

    // Given Sales, the open connection counts the inquiry at the next session check.
    await t.repositories.users.update(catalogue.user.id, { permissions: ["catalogue", "sales"] });
    await t.app.staffHub.checkSessions();
    await expect
      .poll(() => forCatalogue.socket.messages.some((m) => m.type === "unread" && m.count > 0))
      .toBe(true);
    // Everything the server sent before this count has arrived: still no notification.
    expect(forCatalogue.socket.messages.some((m) => m.type === "notification")).toBe(false);
    forSales.socket.ws.close();
    forCatalogue.socket.ws.close();
  });
});
