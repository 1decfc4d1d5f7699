import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openPglite, openPostgres } from "./client";

const databaseUrl = process.env.DATABASE_URL;

describe.runIf(databaseUrl)("the PostgreSQL pool", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  afterAll(() => warn.mockRestore());

  it("survives the server closing its idle connections, and carries on with new ones", async () => {
    const handle = await openPostgres(databaseUrl as string);
    try {
      const pid = sql`select pg_backend_pid() as pid`;
      const { rows } = (await handle.db.execute(pid)) as { rows: { pid: number }[] };
      const idlePid = rows[0]?.pid;

      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query("select pg_terminate_backend($1)", [idlePid]);
      await admin.end();

      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining("idle")));
      await expect(handle.ping()).resolves.toBeUndefined();
    } finally {
      await handle.close();
    }
  });
});

describe("the embedded database in a folder", () => {
  it("starts with 32 MB of shared buffers, which PostgreSQL zeroes at every start", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-buffers-"));
    const handle = await openPglite(folder);
    try {
      const { rows } = (await handle.db.execute(sql`show shared_buffers`)) as {
        rows: { shared_buffers: string }[];
      };
      expect(rows[0]?.shared_buffers).toBe("32MB");
    } finally {
      await handle.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
