import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("lockDataDir", () => {
  it("refuses a folder held by another running process, naming it", () => {
    const dir = tempDir();
    // The parent of this test process is alive for the whole test.
    fs.writeFileSync(path.join(dir, "server.lock"), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`in use by another process (pid ${process.ppid})`);
  });

  it("takes over a lock left by a process that has exited", () => {
    const dir = tempDir();
    const exited = spawnSync(process.execPath, ["-e", "console.log(process.pid)"], {
      encoding: "utf8",
    });
    fs.writeFileSync(path.join(dir, "server.lock"), exited.stdout.trim());
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    release();
  });

  it("removes the lock on release so the next start succeeds", () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(fs.existsSync(path.join(dir, "server.lock"))).toBe(true);
    release();
    expect(fs.existsSync(path.join(dir, "server.lock"))).toBe(false);
    lockDataDir(dir)();
  });
});
