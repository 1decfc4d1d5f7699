// Whether build/ is current for its sources (issue 37 item 4): `npm run build` ends by marking
// it, `npm start` builds only when there is no mark or a source changed after it.
import fs from "node:fs";
import path from "node:path";

const inputs = [
  "app",
  "server",
  "shared",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "package.json",
];

const stampOf = (root) => path.join(root, "build/.stamp");

function newestChange(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

/** "missing" (never built), "changed" (a source is newer than the build) or "current". */
export function buildState(root) {
  const built = fs.statSync(stampOf(root), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (built === 0) return "missing";
  const changed = Math.max(...inputs.map((input) => newestChange(path.join(root, input))));
  return changed > built ? "changed" : "current";
}

/** The last step of a build: marks build/ as current for its sources as they are now. */
export function markBuilt(root) {
  fs.mkdirSync(path.join(root, "build"), { recursive: true });
  fs.writeFileSync(stampOf(root), new Date().toISOString());
}
