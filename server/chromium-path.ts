import { accessSync, constants, statSync } from "node:fs";
import path from "node:path";

/**
 * How every Chromium of the project starts (PDFs, the bench, browser tests): no sandbox (root
 * in CI), no GPU, and none of the background connections this closed network refuses.
 * Headless where the caller launches the binary itself; Playwright adds it on its own.
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * The system Chromium (DESIGN contracts): `CHROMIUM_PATH` when set, else `chromium` on
 * `PATH` (Debian's package). Null when neither is an executable file. Same rule as
 * playwright.config.ts, without a shell.
 */
export function findChromium(
  configured: string | undefined = process.env.CHROMIUM_PATH,
  searchPath: string = process.env.PATH ?? "",
): string | null {
  if (configured?.trim()) return isExecutable(configured.trim()) ? configured.trim() : null;
  for (const folder of searchPath.split(path.delimiter)) {
    if (!folder) continue;
    const candidate = path.join(folder, "chromium");
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
