// Compiles the server to JavaScript (decision 028): `npm start` runs build/server-node/ with
// plain `node`, without transpiling TypeScript at every start. Packages stay external, so
// node_modules are loaded as they are; only the project's own code (server/, shared/) is
// bundled. Code split, so the modules the server imports lazily stay out of the start path.
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const outdir = path.join(root, "build/server-node");
// Processes, not modules: each one a file that runs something when executed.
const entryPoints = ["server/main.ts", "server/cli/admin-create.ts"];
// Loaded from node_modules as they are:
const external = [
  // files beside their code (WebAssembly, native addons, browser builds, workers)
  "@electric-sql/pglite",
  "@node-rs/argon2",
  "sharp",
  "playwright-core",
  // reads its own package.json through __dirname, which an ES module bundle does not have
  "ioredis",
  // optional native driver pg asks for, not installed
  "pg-native",
  // development only (Vite's middleware)
  "vite",
  "@fastify/middie",
  // shared with the page renderer's build (vite.config.ts): one React, one React Router
  "react",
  "react-dom",
  "react-router",
  "@react-router/node",
  "zod",
];

fs.rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
await build({
  absWorkingDir: root,
  entryPoints,
  outbase: "server",
  outdir,
  entryNames: "[dir]/[name]",
  chunkNames: "chunks/[name]-[hash]",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  external,
  // Bundled CommonJS packages require Node's built-in modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  tsconfig: "tsconfig.json",
  sourcemap: "linked",
  // Stack traces point at server/*.ts (run with --enable-source-maps).
  sourcesContent: false,
  // A third of the bytes to parse at every start; names kept, as Fastify and avvio read them.
  minify: true,
  keepNames: true,
  logLevel: "warning",
});
console.info(`server compiled in ${Math.round(performance.now() - started)} ms`);
