import { randomBytes } from "node:crypto";
import { INQUIRY_RATE_LIMIT } from "@shared/inquiries/inquiry-constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLOSE_CODES, STAFF_CHANNEL_PATH } from "../../shared/realtime/messages";
import { type HttpClient, httpClient, signIn } from "../process/http-client";
import { prepareServerDatabase, type ServerDatabase } from "../process/server-database";
import { type ServerProcess, startServer } from "../process/server-process";
import { closedAtOnce, connect } from "../setup/test-socket";

/**
 * Issue 12: two instances of the product behind one load balancer share one PostgreSQL
 * (and one Redis): what one does, the other knows at once.
 *
 * Skipped without DATABASE_URL: PGlite is one process per data folder, so two instances
 * need PostgreSQL. CI's PostgreSQL pass (.ci/run, with DATABASE_URL and REDIS_URL) runs it.
 */
const PORT = Number(process.env.PROCESS_TEST_PORT ?? 3600);
const postgres = Boolean(process.env.DATABASE_URL);
const redisUrl = process.env.REDIS_URL;

let database: ServerDatabase;
let a: ServerProcess;
let b: ServerProcess;
beforeAll(async () => {
  if (!postgres) return;
  database = await prepareServerDatabase();
  const env = { ...database.env, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) };
  // One after the other: the first builds the pages if needed, and both migrate anyway.
  a = await startServer({ port: PORT + 1, env });
  b = await startServer({ port: PORT + 2, env });
  await Promise.all([a.ready(), b.ready()]);
}, 240_000);
afterAll(async () => {
  for (const server of [a, b]) server?.child.kill("SIGKILL");
  await Promise.all([a?.exited, b?.exited]);
  await database?.dispose();
});

/** A client address of this run only: Redis outlives the run, and so do its counts. */
const clientAddress = () =>
  `10.${200 + ((randomBytes(1)[0] ?? 0) % 50)}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/** The public catalogue API and the public home page (its contact section), as anyone sees them. */
async function catalogOn(server: ServerProcess): Promise<{ id: number; name: string }[]> {
  const res = await fetch(`${server.origin}/api/catalog`);
  expect(res.status).toBe(200);
  return (await res.json()).data;
}

/** Whether the server-rendered home page shows `text` (a boolean: the page is long). */
async function homeShows(server: ServerProcess, text: string): Promise<boolean> {
  const res = await fetch(`${server.origin}/`);
  expect(res.status).toBe(200);
  return (await res.text()).includes(text);
}

async function signedInOn(server: ServerProcess): Promise<HttpClient> {
  const admin = httpClient();
  await signIn(admin, server.origin, database.admin);
  return admin;
}

/** The admin's staff socket on `server`, resumed (its first unread count received). */
async function staffSocketOn(server: ServerProcess, admin: HttpClient) {
  const cookie = [...admin.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const socket = await connect(server.origin.replace(/^http/, "ws"), STAFF_CHANNEL_PATH, {
    cookie,
  });
  socket.ws.send(JSON.stringify({ type: "resume", after: null }));
  await socket.next("unread");
  return socket;
}

describe.skipIf(!postgres)("two instances on one PostgreSQL", () => {
  it("a session made on one works on the other, and ends on both", async () => {
    const browser = await signedInOn(a);
    const me = await browser.call(b.origin, "GET", "/api/auth/me");
    expect(me.status).toBe(200);
    expect((await me.json()).data.username).toBe(database.admin.username);
    expect((await browser.call(b.origin, "GET", "/api/admin/users")).status).toBe(200);

    const stale = new Map(browser.jar);
    expect((await browser.call(b.origin, "POST", "/api/auth/logout")).status).toBe(200);
    const old = httpClient();
    for (const [name, value] of stale) old.jar.set(name, value);
    expect((await old.call(a.origin, "GET", "/api/auth/me")).status).toBe(401);
  });

  // Needs the shared store: without REDIS_URL each instance counts on its own (by design).
  it.skipIf(!redisUrl)("counts one client's requests once for both instances", async () => {
    const visitor = httpClient();
    const ip = clientAddress();
    const statuses: number[] = [];
    for (let n = 0; n <= INQUIRY_RATE_LIMIT.max; n++) {
      const res = await visitor.call(
        n % 2 === 0 ? a.origin : b.origin,
        "POST",
        "/api/inquiries",
        { name: `Shared limit ${n}`, email: `limit-${n}@example.com` },
        { ip },
      );
      statuses.push(res.status);
    }
    // Five allowed in all, alternating A and B; the sixth (on B) is refused, and so is A now.
    expect(statuses).toEqual([...Array(INQUIRY_RATE_LIMIT.max).fill(201), 429]);
    const again = await visitor.call(
      a.origin,
      "POST",
      "/api/inquiries",
      { name: "Shared limit again", email: "limit-again@example.com" },
      { ip },
    );
    expect(again.status).toBe(429);
  });

  /*
   * Needs cross-instance cache invalidation (PostgreSQL LISTEN/NOTIFY dropping the content
   * caches and the page cache of every instance). Without it B serves what it cached before
   * the change until the cache's TTL runs out, and this fails.
   */
  it("a content change on one is seen on the other at once", async () => {
    const run = randomBytes(4).toString("hex");
    const admin = await signedInOn(a);

    // B has served both before the change (so it has them cached, if it caches).
    const [service] = await catalogOn(b);
    if (!service) throw new Error("the seeded catalogue is empty");
    expect(await homeShows(b, "Harbor Point Drive")).toBe(true);

    // The company profile (public contact section) and a catalogue service, changed on A.
    const profile = (await (await admin.call(a.origin, "GET", "/api/admin/company-profile")).json())
      .data;
    const postalAddress = `${run} Lighthouse Quay, Baltimore`;
    const saved = await admin.call(a.origin, "PUT", "/api/admin/company-profile", {
      ...profile,
      postalAddress,
    });
    expect(saved.status).toBe(200);
    const before = (
      await (await admin.call(a.origin, "GET", `/api/admin/catalog/${service.id}`)).json()
    ).data;
    const {
      id: _id,
      archived: _archived,
      createdAt: _createdAt,
      updatedAt: _updatedAt,
      ...fields
    } = before;
    const name = `${service.name.slice(0, 80)} ${run}`;
    const edited = await admin.call(a.origin, "PUT", `/api/admin/catalog/${service.id}`, {
      ...fields,
      name,
    });
    expect(edited.status).toBe(200);

    // A, where the change was made, shows it (so the check on B below means something) ...
    expect((await catalogOn(a)).find((item) => item.id === service.id)?.name).toBe(name);
    expect(await homeShows(a, postalAddress), "A's home page shows the new address").toBe(true);
    // ... and B at once: no waiting out a TTL. Soft, so a failure reports both.
    expect
      .soft((await catalogOn(b)).find((item) => item.id === service.id)?.name, "B's /api/catalog")
      .toBe(name);
    expect
      .soft(await homeShows(b, postalAddress), "B's home page shows the new address")
      .toBe(true);
  });

  it("a notification raised on one reaches a staff socket on the other", async () => {
    const socket = await staffSocketOn(b, await signedInOn(b));

    const name = `Two instances ${randomBytes(4).toString("hex")}`;
    const visitor = httpClient();
    const res = await visitor.call(
      a.origin,
      "POST",
      "/api/inquiries",
      { name, email: "two-instances@example.com" },
      { ip: clientAddress() },
    );
    expect(res.status).toBe(201);
    for (;;) {
      const message = await socket.next("notification");
      if (message.type === "notification" && message.notification.title.includes(name)) break;
    }
    expect(await socket.next("unread")).toMatchObject({ type: "unread" });
    socket.ws.close();
  });

  it("signing out on one closes the session's staff socket on the other at once", async () => {
    const admin = await signedInOn(a);
    const socket = await staffSocketOn(b, admin);
    expect((await admin.call(a.origin, "POST", "/api/auth/logout")).status).toBe(200);
    expect(await closedAtOnce(socket)).toBe(CLOSE_CODES.sessionEnded);
  });
});
