import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pgliteHandle } from "@server/db/client";
import { isUniqueViolation } from "@server/db/errors";
import { PGliteThread } from "@server/db/pglite-thread-client";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ensureBuilt } from "../process/server-process";

/**
 * Decision 042: the compiled server runs PGlite on a worker thread and talks to it through
 * PGliteThread. The compiled thread (build/server-node/pglite-thread.cjs), as the server
 * starts it; a scratch data folder per test. PGlite only, not again in the PostgreSQL pass.
 */
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-thread-"));
let folders = 0;
const newDataDir = () => path.join(scratch, `data-${++folders}`);

describe.skipIf(process.env.DATABASE_URL)("PGlite on a worker thread", () => {
  beforeAll(async () => {
    await ensureBuilt();
  });
  afterAll(() => {
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it("answers queries through Drizzle while it opens, with PostgreSQL's types", async () => {
    const client = PGliteThread.start(newDataDir());
    const { db, close } = pgliteHandle(client);
    try {
      // Asked before the folder is open: waits for it.
      const { rows } = (await db.execute(
        sql`select ${41}::int + 1 as answer, array['a', 'b']::text[] as letters,
          '{"k": [1, 2]}'::jsonb as doc, now() > '2020-01-01'::timestamptz as recent`,
      )) as { rows: Record<string, unknown>[] };
      expect(rows).toEqual([{ answer: 42, letters: ["a", "b"], doc: { k: [1, 2] }, recent: true }]);
    } finally {
      await close();
    }
  });

  it("commits and rolls back transactions, and reports errors by their code", async () => {
    const { db, close } = pgliteHandle(PGliteThread.start(newDataDir()));
    try {
      await db.execute(sql`create table item (name text primary key)`);
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into item values ('kept')`);
      });
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql`insert into item values ('dropped')`);
          throw new Error("changed my mind");
        }),
      ).rejects.toThrow("changed my mind");
      const duplicate = await db.execute(sql`insert into item values ('kept')`).catch((e) => e);
      expect(isUniqueViolation(duplicate)).toBe(true);
      // The connection carries on after the error.
      const { rows } = (await db.execute(sql`select name from item order by name`)) as {
        rows: { name: string }[];
      };
      expect(rows).toEqual([{ name: "kept" }]);
    } finally {
      await close();
    }
  });

  it("sends a query with parameters in two trips, and reports an error of any step by its code", async () => {
    const client = PGliteThread.start(newDataDir());
    const { db, close } = pgliteHandle(client);
    try {
      await db.execute(sql`create table item (id int primary key, name text not null)`);
      const trips = vi.spyOn(client, "execProtocolRaw");
      await db.execute(sql`insert into item values (${1}, ${"first"})`);
      // Issue 37: the statement's Describe, then Bind, Describe, Execute and Sync together.
      expect(trips).toHaveBeenCalledTimes(2);
      trips.mockClear();
      const { rows } = (await db.execute(sql`select name from item where id = ${1}`)) as {
        rows: { name: string }[];
      };
      expect(rows).toEqual([{ name: "first" }]);
      expect(trips).toHaveBeenCalledTimes(2);

      // Refused when parsed (no such table), when bound (not a number), when run (a
      // duplicate key): each by its code, and the next query is answered as usual.
      const codeOf = (query: Promise<unknown>) =>
        query.then(
          () => "none",
          (error) => (error.cause ?? error).code as string,
        );
      expect(await codeOf(db.execute(sql`select * from missing where id = ${1}`))).toBe("42P01");
      expect(await codeOf(db.execute(sql`select ${"abc"}::int as n`))).toBe("22P02");
      expect(await codeOf(db.execute(sql`insert into item values (${1}, ${"again"})`))).toBe(
        "23505",
      );
      const after = (await db.execute(sql`select count(*)::int as n from item`)) as {
        rows: { n: number }[];
      };
      expect(after.rows).toEqual([{ n: 1 }]);
    } finally {
      await close();
    }
  });

  it("delivers notifications to listeners, and stops when they unlisten", async () => {
    const { notifications, close } = pgliteHandle(PGliteThread.start(newDataDir()));
    try {
      const heard: string[] = [];
      const unlisten = await notifications.listen(
        "content_changed",
        (payload) => heard.push(payload),
        () => {},
      );
      await notifications.notify("content_changed", "first");
      await vi.waitFor(() => expect(heard).toEqual(["first"]));
      await unlisten();
      await notifications.notify("content_changed", "second");
      await notifications.notify("content_changed", "third");
      expect(heard).toEqual(["first"]);
    } finally {
      await close();
    }
  });

  it("holds the data folder's lock until it closes, and keeps what it wrote", async () => {
    const dataDir = newDataDir();
    const first = pgliteHandle(PGliteThread.start(dataDir));
    await first.db.execute(sql`create table note (body text)`);
    await first.db.execute(sql`insert into note values ('still here')`);
    // The process's lock (data-dir-lock.test.ts: a second process is refused).
    expect(fs.readFileSync(path.join(dataDir, "server.lock"), "utf8")).toBe(String(process.pid));

    await first.close();
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);
    const reopened = pgliteHandle(PGliteThread.start(dataDir));
    try {
      const { rows } = (await reopened.db.execute(sql`select body from note`)) as {
        rows: { body: string }[];
      };
      expect(rows).toEqual([{ body: "still here" }]);
    } finally {
      await reopened.close();
    }
  });

  it("reports a folder it cannot open, to waitReady and to every query", async () => {
    // A data folder inside a file cannot be made.
    const file = path.join(scratch, "a-file");
    fs.writeFileSync(file, "");
    const client = PGliteThread.start(path.join(file, "data"));
    await expect(client.waitReady).rejects.toThrow(/ENOTDIR/);
    await expect(client.query("select 1")).rejects.toThrow(/ENOTDIR/);
    await client.close().catch(() => {});
  });
});
