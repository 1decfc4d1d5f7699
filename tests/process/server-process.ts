import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * How the real server process starts, as `npm start` does after building. The one place to
 * change when the start command changes (e.g. to a compiled server).
 */
const SERVER_COMMAND = { file: process.execPath, args: ["build/server-node/main.js"] };

/** The build the server serves pages from; made (or refreshed) by the project's own script. */
let built: Promise<void> | undefined;
export function ensureBuilt(): Promise<void> {
  built ??= build();
  return built;
}

async function build(): Promise<void> {
  // Test files run in parallel processes: one builds, the others wait for it.
  const lock = path.join(root, ".tmp/build.lock");
  await fs.mkdir(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      await fs.mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const age = Date.now() - (await fs.stat(lock).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
      // Left behind by a killed run: a build never takes this long.
      if (age > 5 * 60_000) await fs.rm(lock, { recursive: true, force: true });
      else await sleep(250);
    }
  }
  try {
    execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { cwd: root, stdio: "pipe" });
  } finally {
    await fs.rm(lock, { recursive: true, force: true });
  }
}

/** Variables of the test runner that must not leak into a server: each test says its own. */
const OWN_VARIABLES = [
  "DATABASE_URL",
  "REDIS_URL",
  "DATA_DIR",
  "PUBLIC_URL",
  "MFA_ENCRYPTION_KEY",
  "SMTP_URL",
  "NODE_ENV",
  "PORT",
  "HOST",
];

export interface ServerProcess {
  /** http://127.0.0.1:PORT */
  origin: string;
  child: ChildProcess;
  /** The exit code, or the signal that ended the process. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves once `/api/health` answers 200; rejects if the process ends first. */
  ready(timeoutMs?: number): Promise<void>;
  /** SIGTERM (graceful shutdown), then the exit code. */
  stop(): Promise<number | NodeJS.Signals | null>;
}

export interface StartOptions {
  port: number;
  /** DATA_DIR, DATABASE_URL, REDIS_URL, MFA_ENCRYPTION_KEY, ... of this server. */
  env: Record<string, string>;
  /** Another copy of the compiled server's launcher to run (a test of the launcher itself). */
  launcher?: string;
}

/** The real server as a child process, as an operator starts it (production mode). */
export async function startServer({ port, env, launcher }: StartOptions): Promise<ServerProcess> {
  await ensureBuilt();
  const inherited = { ...process.env };
  for (const name of OWN_VARIABLES) delete inherited[name];
  const child = spawn(SERVER_COMMAND.file, launcher ? [launcher] : SERVER_COMMAND.args, {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "100000",
      // Clients here are on this machine: X-Forwarded-For from them names the visitor.
      TRUST_PROXY: "loopback",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal)),
  );
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    child,
    exited,
    output: () => output,
    async ready(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (ended) throw new Error(`The server on port ${port} ended at start:\n${output}`);
        const status = await fetch(`${origin}/api/health`).then(
          (res) => res.status,
          () => 0,
        );
        if (status === 200) return;
        await sleep(100);
      }
      child.kill("SIGKILL");
      throw new Error(`The server on port ${port} was not healthy in ${timeoutMs} ms:\n${output}`);
    },
    async stop() {
      if (!ended) child.kill("SIGTERM");
      return exited;
    },
  };
}
