import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildCoreFont, coreFontFile, coreUnicodeRange, coreWeights } from "./inter-core.mjs";

// Decision 084: the preloaded font is a cut of Inter. These hold the committed file, the
// stylesheet that announces it and the classes that use it to the same characters and weights.
const root = path.resolve(import.meta.dirname, "..");
const stylesheet = fs.readFileSync(path.join(root, "app/app.css"), "utf8");

function coreFace(): string {
  const face = stylesheet
    .split("@font-face")
    .find((block) => block.includes("inter-core-wght-400-700.woff2"));
  if (!face) throw new Error("app/app.css declares no face for the core file");
  return face.slice(0, face.indexOf("}"));
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

describe("the Inter core font", () => {
  it("is the file scripts/inter-core.mjs writes from the installed Inter", async () => {
    const committed = fs.readFileSync(coreFontFile);
    expect(Buffer.compare(await buildCoreFont(), committed)).toBe(0);
    // Half the 48 KB latin file is the point of it.
    expect(committed.length).toBeLessThan(30_000);
  });

  it("is announced in app/app.css for exactly the characters it holds", () => {
    const declared = /unicode-range:([^;]+);/.exec(coreFace())?.[1];
    expect(declared?.replace(/\s+/g, " ").trim()).toBe(coreUnicodeRange());
  });

  it("is declared after the faces it overlaps, so the browser tries it first", () => {
    const core = stylesheet.indexOf("inter-core-wght-400-700.woff2");
    expect(core).toBeGreaterThan(stylesheet.lastIndexOf("inter-latin-wght-normal.woff2"));
    expect(core).toBeGreaterThan(stylesheet.lastIndexOf("inter-latin-ext-wght-normal.woff2"));
  });

  it("covers every weight the app asks for", () => {
    expect(coreWeights).toEqual({ min: 400, max: 700 });
    const outside = /\bfont-(thin|extralight|light|extrabold|black|\[)|font-weight:(?!\s*100 900)/;
    const offenders = [...sourceFiles(path.join(root, "app"))].filter((file) =>
      outside.test(fs.readFileSync(file, "utf8")),
    );
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });
});
