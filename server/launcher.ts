// `npm start`: runs the compiled server, build/server-node/server.cjs, with V8's code cache
// (decision 041). Compiling the bundle's code was most of a restart (issue 12), and Node 20
// keeps no cache of its own, so this one is kept beside the bundle: written once the server
// listens, read at every later start, rewritten when V8 refuses it (another Node version).
import "./node-env";
// Before the cache is read: V8 accepts a cache only under the flags that wrote it.
import "./wasm-tiering";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import vm from "node:vm";
import { prestartPgliteThread } from "./db/pglite-thread-start";
import { onceListening } from "./listening-signal";

const bundle = path.join(import.meta.dirname, "server.cjs");
const cacheFile = `${bundle}.cache`;

function readCache(): Buffer | undefined {
  try {
    return fs.readFileSync(cacheFile);
  } catch {
    return undefined;
  }
}

function writeCache(script: vm.Script) {
  try {
    const temporary = `${cacheFile}.${process.pid}`;
    fs.writeFileSync(temporary, script.createCachedData());
    fs.renameSync(temporary, cacheFile);
  } catch {
    // A read-only build folder: starts stay uncached and otherwise the same.
  }
}

// The bundle requires its outside packages; Vite, which development serves pages through, is
// an ES module only, and development runs TypeScript through tsx (`npm run dev`) anyway.
if (process.env.NODE_ENV === "development") {
  console.error("\nThe compiled server runs in production. For development: npm run dev\n");
  process.exit(1);
}

// The embedded database's thread opens the data folder on another core meanwhile (decision
// 042). Not started when the server is to use PostgreSQL.
if (!process.env.DATABASE_URL) prestartPgliteThread();

const cachedData = readCache();
// CommonJS's own function wrapper, so the bundle runs as if require() had loaded it.
const script = new vm.Script(
  `(function (exports, require, module, __filename, __dirname) {${fs.readFileSync(bundle, "utf8")}\n})`,
  {
    filename: bundle,
    cachedData,
  },
);
if (!cachedData || script.cachedDataRejected) {
  onceListening(() => setImmediate(() => writeCache(script)));
}
const module = { exports: {} };
script.runInThisContext()(
  module.exports,
  createRequire(bundle),
  module,
  bundle,
  path.dirname(bundle),
);
