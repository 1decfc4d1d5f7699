// Compiles the server to JavaScript (decisions 028 and 041): `npm start` runs
// build/server-node/main.js with plain `node`, without transpiling TypeScript at every start.
// The server, its packages and the page renderer (build/server/index.js, through
// `#page-build`) are one CommonJS bundle, server.cjs, which main.js runs with V8's code cache.
// Packages that need files beside their code stay in node_modules.
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const outdir = path.join(root, "build/server-node");
// Loaded from node_modules as they are:
const external = [
  // files beside their code (WebAssembly, native addons, browser builds, workers)
  "@electric-sql/pglite",
  "@node-rs/argon2",
  "sharp",
  "playwright-core",
  // reads its own package.json through __dirname, which is the bundle's own
  "ioredis",
  // optional native driver pg asks for, not installed
  "pg-native",
  // development only (Vite's middleware), which runs TypeScript through tsx, not this bundle
  "vite",
  "@fastify/middie",
  // the intake's language model (issue 36, decision 067): 3.5 MB of model data, required on
  // the first intake only, so it stays out of the bundle every start reads
  "wink-nlp",
  "wink-eng-lite-web-model",
];

const bundled = {
  absWorkingDir: root,
  bundle: true,
  format: "cjs",
  platform: "node",
  target: "node20",
  external,
  // import() of a package left outside becomes require(): V8's code cache does not keep the
  // callback a script needs for import() (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING).
  supported: { "dynamic-import": false },
  // CommonJS has no import.meta: the bundle's own location stands in for it.
  banner: { js: 'var __import_meta_url = require("node:url").pathToFileURL(__filename).href;' },
  define: { "import.meta.url": "__import_meta_url", "import.meta.dirname": "__dirname" },
  tsconfig: "tsconfig.json",
  sourcemap: "linked",
  // Stack traces point at server/*.ts (run with --enable-source-maps).
  sourcesContent: false,
  // Less to read and hash at every start; names kept, as Fastify and avvio read them.
  minify: true,
  keepNames: true,
  logLevel: "warning",
};

fs.rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
await Promise.all([
  build({ ...bundled, entryPoints: ["server/main.ts"], outfile: path.join(outdir, "server.cjs") }),
  // The embedded database's worker thread (decision 042).
  build({
    ...bundled,
    entryPoints: ["server/db/pglite-thread.ts"],
    outfile: path.join(outdir, "pglite-thread.cjs"),
  }),
  build({
    ...bundled,
    entryPoints: ["server/cli/admin-create.ts"],
    outfile: path.join(outdir, "cli/admin-create.cjs"),
  }),
  // The launcher: Node's built-in modules only.
  build({
    absWorkingDir: root,
    entryPoints: ["server/launcher.ts"],
    outfile: path.join(outdir, "main.js"),
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    tsconfig: "tsconfig.json",
    logLevel: "warning",
  }),
]);
console.info(`server compiled in ${Math.round(performance.now() - started)} ms`);
