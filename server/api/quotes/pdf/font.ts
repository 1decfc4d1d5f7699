import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The product's own typeface (@fontsource-variable/inter, latin and latin-ext, variable
 * weight) as @font-face rules with data: URLs, so a PDF never asks the network for a font.
 * The files are read once, on the first document.
 */
const SUBSETS = [
  {
    file: "inter-latin-ext-wght-normal.woff2",
    range:
      "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
  },
  {
    file: "inter-latin-wght-normal.woff2",
    range:
      "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  },
];

export const FONT_FAMILY = "Inter Variable";

let cached: string | undefined;

function fontFolder(): string {
  // The package exports its stylesheets only; its files sit beside them.
  const stylesheet = createRequire(import.meta.url).resolve("@fontsource-variable/inter/wght.css");
  return path.join(path.dirname(stylesheet), "files");
}

export function fontFaceCss(): string {
  if (cached !== undefined) return cached;
  const folder = fontFolder();
  cached = SUBSETS.map(({ file, range }) => {
    const data = readFileSync(path.join(folder, file)).toString("base64");
    return `@font-face{font-family:"${FONT_FAMILY}";font-style:normal;font-weight:100 900;font-display:block;src:url(data:font/woff2;base64,${data}) format("woff2");unicode-range:${range};}`;
  }).join("\n");
  return cached;
}
