// The last step of `npm run build` (decision 041): starts the compiled server once, on a
// scratch data folder and a free port, so that it writes V8's code cache beside the bundle.
// Without it the first start after a build compiles the whole bundle, a second slower.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const cache = path.join(root, "build/server-node/server.cjs.cache");
const TIMEOUT_MS = 60_000;

const started = performance.now();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sentinel-warm-"));
const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
const server = spawn(process.execPath, ["build/server-node/main.js"], {
  cwd: root,
  env: {
    ...inherited,
    NODE_ENV: "production",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    // Production refuses to start without it (decision 044); nothing is requested here.
    PUBLIC_URL: "http://127.0.0.1",
  },
  // stdout carries the scratch database's administrator password: not for the build log.
  stdio: ["ignore", "ignore", "inherit"],
});
const exited = new Promise((resolve) => server.once("exit", resolve));
try {
  let code;
  void exited.then((value) => {
    code = value;
  });
  while (!fs.existsSync(cache)) {
    if (code !== undefined) throw new Error(`the server exited (${code}) before it listened`);
    if (performance.now() - started > TIMEOUT_MS) throw new Error("the server did not listen");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
} finally {
  server.kill("SIGTERM");
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.info(`code cache written in ${Math.round(performance.now() - started)} ms`);
