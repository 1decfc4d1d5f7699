// An empty embedded database with the schema (decision 028): a first start copies this folder
// into DATA_DIR/pglite instead of running PGlite's initdb and every migration, which took
// several seconds. The marker beside it names the PGlite version that wrote it; a start with
// another version ignores the template and creates the database as before.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

const root = path.resolve(import.meta.dirname, "..");
const template = path.join(root, "build/pglite-template");
const marker = `${template}.json`;
const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
const pglitePackage = path.resolve(path.dirname(entry), "../package.json");
const { version } = JSON.parse(fs.readFileSync(pglitePackage, "utf8"));

const started = performance.now();
fs.rmSync(marker, { force: true });
fs.rmSync(template, { recursive: true, force: true });
fs.mkdirSync(path.dirname(template), { recursive: true });
const client = new PGlite(template);
await client.waitReady;
await migrate(drizzle(client), { migrationsFolder: path.join(root, "server/db/migrations") });
await client.close();
fs.writeFileSync(marker, `${JSON.stringify({ pglite: version })}\n`);
console.info(
  `database template (PGlite ${version}, migrations applied) in ${Math.round(performance.now() - started)} ms`,
);
