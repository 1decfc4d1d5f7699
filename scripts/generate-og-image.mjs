// Renders public/images/og-image.png (1200x630), the preview social networks show for
// shared links (they do not accept SVG). Uses the project's Playwright with the system
// Chromium and the self-hosted Inter font. Run once after changing the design:
//   node scripts/generate-og-image.mjs
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const root = path.resolve(import.meta.dirname, "..");
const font = path.join(
  root,
  "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
);
const hero = fs.readFileSync(path.join(root, "public/images/hero/security-operations.svg"), "utf8");
const executablePath =
  process.env.CHROMIUM_PATH ??
  execFileSync("sh", ["-c", "command -v chromium"], { encoding: "utf8" }).trim();

const html = `<!doctype html><html><head><style>
@font-face { font-family: Inter; src: url("data:font/woff2;base64,${fs.readFileSync(font).toString("base64")}") format("woff2"); font-weight: 100 900; }
* { margin: 0; box-sizing: border-box; }
body { width: 1200px; height: 630px; font-family: Inter, sans-serif; color: #e8eef8; overflow: hidden;
  background: radial-gradient(ellipse 60% 70% at 80% 40%, rgba(56,208,236,.22), transparent 70%),
              radial-gradient(ellipse 50% 50% at 10% 90%, rgba(169,149,255,.16), transparent 70%), #060a13; }
.wrap { display: flex; height: 100%; padding: 72px; gap: 48px; align-items: center; }
.text { flex: 1.1; }
.brand { display: flex; align-items: center; gap: 14px; font-weight: 700; font-size: 30px; }
.mark { width: 48px; height: 48px; border-radius: 14px; background: #38d0ec; display: grid; place-items: center; }
h1 { margin-top: 44px; font-size: 58px; line-height: 1.06; letter-spacing: -0.02em; font-weight: 800; }
p { margin-top: 24px; font-size: 28px; color: #38d0ec; font-weight: 600; }
.visual { flex: 1; } .visual svg { width: 100%; height: auto; }
</style></head><body><div class="wrap"><div class="text">
<div class="brand"><span class="mark"><svg width="30" height="30" viewBox="0 0 32 32" fill="none"><path d="M16 6.5 24 9.6v6.2c0 4.7-3.3 8.3-8 9.7-4.7-1.4-8-5-8-9.7V9.6Z" stroke="#04111a" stroke-width="2.2" stroke-linejoin="round"/><path d="m12.4 15.9 2.5 2.5 4.8-4.9" stroke="#04111a" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></svg></span>Sentinel <span style="color:#38d0ec">Forge</span></div>
<h1>Premier IT Security Solutions for Business</h1>
<p>Impossible project? Challenge accepted.</p>
</div><div class="visual">${hero}</div></div></body></html>`;

const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(root, "public/images/og-image.png") });
} finally {
  await browser.close();
}
console.info("public/images/og-image.png written");
