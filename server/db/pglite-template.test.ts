import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { copyPgliteTemplate } from "./pglite-template";

const require = createRequire(import.meta.url);
const pgliteVersion: string = JSON.parse(
  fs.readFileSync(
    path.resolve(path.dirname(require.resolve("@electric-sql/pglite")), "../package.json"),
    "utf8",
  ),
).version;

let scratch: string;
let template: string;
beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-template-"));
  template = path.join(scratch, "template");
  fs.mkdirSync(path.join(template, "base"), { recursive: true });
  fs.writeFileSync(path.join(template, "PG_VERSION"), "17\n");
  fs.writeFileSync(path.join(template, "base", "1"), "catalog");
  fs.writeFileSync(`${template}.json`, JSON.stringify({ pglite: pgliteVersion }));
});
afterEach(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe("the database template of a first start", () => {
  it("is copied into a missing or empty data folder", async () => {
    const missing = path.join(scratch, "a", "pglite");
    fs.mkdirSync(path.dirname(missing));
    expect(await copyPgliteTemplate(missing, template)).toBe(true);
    expect(fs.readFileSync(path.join(missing, "base", "1"), "utf8")).toBe("catalog");
    const empty = path.join(scratch, "b");
    fs.mkdirSync(empty);
    expect(await copyPgliteTemplate(empty, template)).toBe(true);
    expect(fs.existsSync(path.join(empty, "PG_VERSION"))).toBe(true);
    expect(fs.readdirSync(scratch).some((name) => name.endsWith(".copying"))).toBe(false);
  });

  it("never touches a folder that holds anything", async () => {
    const used = path.join(scratch, "used");
    fs.mkdirSync(used);
    fs.writeFileSync(path.join(used, "PG_VERSION"), "17\n");
    expect(await copyPgliteTemplate(used, template)).toBe(false);
    expect(fs.readdirSync(used)).toEqual(["PG_VERSION"]);
  });

  it("is ignored when another PGlite version wrote it, or there is none", async () => {
    fs.writeFileSync(`${template}.json`, JSON.stringify({ pglite: "0.0.1" }));
    expect(await copyPgliteTemplate(path.join(scratch, "c"), template)).toBe(false);
    expect(await copyPgliteTemplate(path.join(scratch, "d"), path.join(scratch, "none"))).toBe(
      false,
    );
    expect(fs.existsSync(path.join(scratch, "c"))).toBe(false);
  });
});
