import { accessSync, constants, statSync } from "node:fs";
import path from "node:path";

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
