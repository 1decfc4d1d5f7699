// Writes app/fonts/inter-core-wght-400-700.woff2: the characters and weights the site's text
// uses, cut from the Inter latin file, so the one font fetched before first paint is about
// half the latin file's size (issue 37 §1, decision 084). Run it after upgrading
// @fontsource-variable/inter; scripts/inter-core.test.ts fails while the file is stale.
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const root = path.resolve(import.meta.dirname, "..");
const source = path.join(
  root,
  "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
);
export const coreFontFile = path.join(root, "app/fonts/inter-core-wght-400-700.woff2");

/** Printable ASCII, Latin-1 (accented names) and the punctuation the copy and prices use. */
export const coreCodePoints = [
  ...range(0x20, 0x7e),
  ...range(0xa0, 0xff),
  ...[..."–—‘’“”•…€™−"].map((character) => character.codePointAt(0)),
].sort((a, b) => a - b);

/** The weights the app's classes use (font-normal to font-bold); the file holds no others. */
export const coreWeights = { min: 400, max: 700 };

function range(from, to) {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** The CSS unicode-range that announces exactly coreCodePoints. */
export function coreUnicodeRange() {
  const runs = [];
  for (const point of coreCodePoints) {
    const last = runs.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (point) => point.toString(16).toUpperCase().padStart(4, "0");
  return runs
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(", ");
}

export function buildCoreFont() {
  return subsetFont(fs.readFileSync(source), String.fromCodePoint(...coreCodePoints), {
    targetFormat: "woff2",
    variationAxes: { wght: coreWeights },
  });
}

if (process.argv[1] === import.meta.filename) {
  const font = await buildCoreFont();
  fs.writeFileSync(coreFontFile, font);
  console.info(`wrote ${path.relative(root, coreFontFile)} (${font.length} bytes)`);
  console.info(`unicode-range: ${coreUnicodeRange()}`);
}
