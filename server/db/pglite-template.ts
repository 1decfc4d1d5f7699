import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { projectRoot } from "../project-root";

/** Written by scripts/build-pglite-template.mjs (`npm run build`): schema, no rows. */
export const PGLITE_TEMPLATE = path.join(projectRoot, "build/pglite-template");

function installedPgliteVersion(): string | undefined {
  try {
    const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
    const manifest = path.resolve(path.dirname(entry), "../package.json");
    return JSON.parse(fs.readFileSync(manifest, "utf8")).version;
  } catch {
    return undefined;
  }
}

function templateFits(template: string): boolean {
  try {
    const marker = JSON.parse(fs.readFileSync(`${template}.json`, "utf8"));
    return marker.pglite === installedPgliteVersion();
  } catch {
    return false;
  }
}

/**
 * Copies a directory tree with several files in flight. A start awaits it while the page
 * renderer loads on the main thread: the synchronous copy of the template's 1,200 files
 * blocked that thread for over a second.
 */
async function copyTree(source: string, target: string, inFlight = 16): Promise<void> {
  const entries = await fs.promises.readdir(source, { recursive: true, withFileTypes: true });
  const relative = (entry: fs.Dirent) =>
    path.relative(source, path.join(entry.parentPath, entry.name));
  await fs.promises.mkdir(target, { recursive: true });
  for (const entry of entries) {
    if (entry.isDirectory())
      await fs.promises.mkdir(path.join(target, relative(entry)), { recursive: true });
  }
  const files = entries.filter((entry) => entry.isFile()).map(relative);
  let next = 0;
  const copyNext = async (): Promise<void> => {
    for (let file = files[next++]; file !== undefined; file = files[next++]) {
      await fs.promises.copyFile(path.join(source, file), path.join(target, file));
    }
  };
  await Promise.all(Array.from({ length: inFlight }, copyNext));
}

/**
 * A first start (no folder, or an empty one) copies the build's database template instead of
 * letting PGlite run initdb and then every migration: seconds of WebAssembly work (decision
 * 028). Copying a cleanly closed PostgreSQL data folder is a file-level clone of it; pending
 * migrations, if the template is older than the sources, are applied after it as usual.
 * Without a fitting template (no build, another PGlite version) nothing happens.
 * The caller holds the data folder's lock. Answers whether the template was used.
 */
export async function copyPgliteTemplate(
  dataDir: string,
  template = PGLITE_TEMPLATE,
): Promise<boolean> {
  const entries = fs.existsSync(dataDir) ? fs.readdirSync(dataDir) : undefined;
  if ((entries && entries.length > 0) || !templateFits(template)) return false;
  // Copied beside, then renamed: an interrupted copy never looks like a database.
  const staging = `${dataDir}.copying`;
  await fs.promises.rm(staging, { recursive: true, force: true });
  await copyTree(template, staging);
  if (entries) fs.rmdirSync(dataDir);
  fs.renameSync(staging, dataDir);
  return true;
}
