// `npm start` (and `npm run admin:create`) build first when there is no build or a source file
// changed since the last one (the build's last step writes the stamp). The build compiles the
// server too (decision 028).
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const stamp = path.join(root, "build/.stamp");
const inputs = [
  "app",
  "server",
  "shared",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "package.json",
];

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

const built = fs.statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const changed = Math.max(...inputs.map((input) => newestChange(path.join(root, input))));
if (changed > built) {
  console.info(built === 0 ? "No build found: building..." : "Sources changed: rebuilding...");
  // stdin stays with the caller: `admin:create` reads a piped password after this.
  // Vite takes NODE_ENV from the environment: called from a test runner (NODE_ENV=test) it
  // would ship React's development build, which is slower and warns where production is quiet.
  execSync("npm run build", {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
}
