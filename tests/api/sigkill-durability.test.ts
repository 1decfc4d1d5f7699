import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { inquiries } from "@server/db/schema/inquiries";
import { prospects } from "@server/db/schema/prospects";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpClient, signIn } from "../process/http-client";
import { prepareServerDatabase, type ServerDatabase } from "../process/server-database";
import { type ServerProcess, startServer } from "../process/server-process";

/**
 * Issue 12: a server killed with SIGKILL in the middle of a stream of writes loses none it
 * acknowledged. Runs on PGlite (a DATA_DIR whose lock the dead process left behind) and, in
 * CI's PostgreSQL pass, on a PostgreSQL database of its own.
 */
const PORT = Number(process.env.PROCESS_TEST_PORT ?? 3600);
/** Requests in flight at any moment, so the kill always lands on some. */
const CONCURRENCY = 8;
/**
 * The kill comes after STREAM_MS and at least MIN_EACH acknowledged writes of each kind
 * (a loaded machine writes slowly), but never later than STREAM_MAX_MS.
 */
const STREAM_MS = 2_500;
const STREAM_MAX_MS = 30_000;
const MIN_EACH = 20;

let database: ServerDatabase;
let server: ServerProcess | undefined;
beforeAll(async () => {
  database = await prepareServerDatabase();
});
afterAll(async () => {
  server?.child.kill("SIGKILL");
  await server?.exited;
  await database?.dispose();
});

/** A distinct client address per request, so no per-client limit refuses any. */
const address = (n: number) =>
  `10.${60 + Math.floor(n / 62_500)}.${Math.floor(n / 250) % 250}.${n % 250}`;

interface Acknowledged {
  inquiryIds: string[];
  leadEmails: string[];
}

/** Writers that post contact inquiries and builder leads until `stop()`, noting each 2xx. */
function streamOfWrites(origin: string, run: string) {
  const acknowledged: Acknowledged = { inquiryIds: [], leadEmails: [] };
  let sent = 0;
  let inFlight = 0;
  let stopped = false;

  async function write(n: number) {
    const headers = { "content-type": "application/json", "x-forwarded-for": address(n) };
    const email = `kill-${run}-${n}@example.com`;
    if (n % 2 === 0) {
      const res = await fetch(`${origin}/api/inquiries`, {
        method: "POST",
        headers,
        body: JSON.stringify({ name: `Kill ${run} ${n}`, email, message: "Call us." }),
      });
      if (res.status === 201) acknowledged.inquiryIds.push((await res.json()).data.id);
      else throw new Error(`inquiry ${n}: ${res.status} ${await res.text()}`);
    } else {
      const res = await fetch(`${origin}/api/sb/lead`, {
        method: "POST",
        headers: { ...headers, "x-sb-session": `session-${Date.now()}-${run}${n}` },
        body: JSON.stringify({
          companyName: `Kill Test ${n}`,
          contactName: "Dana Whitfield",
          email,
          phone: "+1 (555) 010-2040",
          companySize: "11-50",
        }),
      });
      if (res.status !== 200) throw new Error(`lead ${n}: ${res.status} ${await res.text()}`);
      // The whole answer must have arrived for the write to count as acknowledged.
      await res.json();
      acknowledged.leadEmails.push(email);
    }
  }

  const errors: unknown[] = [];
  const writers = Array.from({ length: CONCURRENCY }, async () => {
    while (!stopped) {
      const n = sent++;
      inFlight++;
      try {
        await write(n);
      } catch (error) {
        // Refused connections and cut answers are what a kill does; anything else is a fault.
        if (!stopped) errors.push(error);
      } finally {
        inFlight--;
      }
    }
  });
  return {
    acknowledged,
    errors,
    sent: () => sent,
    inFlight: () => inFlight,
    /** Issues no more requests; those in flight may now fail (the server is about to die). */
    halt() {
      stopped = true;
    },
    /** Waits for the requests in flight to end one way or the other. */
    drained: () => Promise.all(writers),
  };
}

describe("SIGKILL during a stream of writes", () => {
  it("finds every acknowledged write after a restart, exactly once", async () => {
    const run = randomBytes(4).toString("hex");
    server = await startServer({ port: PORT, env: database.env });
    await server.ready();

    const stream = streamOfWrites(server.origin, run);
    const started = Date.now();
    const enough = () =>
      Date.now() - started >= STREAM_MS &&
      stream.acknowledged.inquiryIds.length >= MIN_EACH &&
      stream.acknowledged.leadEmails.length >= MIN_EACH;
    while (!enough() && Date.now() - started < STREAM_MAX_MS) await sleep(50);
    stream.halt();
    const inFlightAtKill = stream.inFlight();
    server.child.kill("SIGKILL");
    expect(await server.exited).toBe("SIGKILL");
    await stream.drained();
    expect(stream.errors).toEqual([]);
    expect(inFlightAtKill).toBeGreaterThan(0);
    const { inquiryIds, leadEmails } = stream.acknowledged;
    expect(inquiryIds.length).toBeGreaterThanOrEqual(MIN_EACH);
    expect(leadEmails.length).toBeGreaterThanOrEqual(MIN_EACH);

    if (!database.env.DATABASE_URL) {
      // The dead process still "holds" the folder: its pid is in the lock file.
      const lock = await fs.readFile(path.join(database.env.DATA_DIR ?? "", "server.lock"), "utf8");
      expect(lock).toBe(String(server.child.pid));
    }
    // Same DATA_DIR (its lock left behind by a dead pid) or the same DATABASE_URL.
    server = await startServer({ port: PORT, env: database.env });
    await server.ready();

    // Through the API, as an administrator would see them.
    const admin = httpClient();
    await signIn(admin, server.origin, database.admin);
    const listed: string[] = [];
    for (let offset = 0; ; offset += 100) {
      const res = await admin.call(
        server.origin,
        "GET",
        `/api/inquiries?limit=100&offset=${offset}`,
      );
      expect(res.status).toBe(200);
      const page: { id: string; email: string }[] = (await res.json()).data;
      listed.push(...page.filter((item) => item.email.includes(run)).map((item) => item.id));
      if (page.length < 100) break;
    }
    expect(listed.filter((id) => inquiryIds.includes(id)).sort()).toEqual([...inquiryIds].sort());
    expect(new Set(listed).size).toBe(listed.length);
    // And it takes new writes.
    const after = await admin.call(
      server.origin,
      "POST",
      "/api/inquiries",
      { name: "After the kill", email: `after-${run}@example.com` },
      { ip: "10.59.0.1" },
    );
    expect(after.status).toBe(201);

    // Straight from the database (PGlite: once the server has let go of the folder).
    if (database.env.DATABASE_URL === undefined) expect(await server.stop()).toBe(0);
    const stored = await database.query(async (db) => ({
      inquiries: await db
        .select({ id: inquiries.id })
        .from(inquiries)
        .where(inArray(inquiries.id, inquiryIds)),
      prospects: await db
        .select({ id: prospects.id, email: prospects.email })
        .from(prospects)
        .where(inArray(prospects.email, leadEmails)),
    }));
    expect(stored.inquiries.map((row) => row.id).sort()).toEqual([...inquiryIds].sort());
    expect(stored.prospects.map((row) => row.email).sort()).toEqual([...leadEmails].sort());
    console.info(
      `SIGKILL test (${database.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}): ${stream.sent()} writes sent, ${inquiryIds.length + leadEmails.length} acknowledged, ${inFlightAtKill} in flight at the kill`,
    );
  }, 240_000);
});
