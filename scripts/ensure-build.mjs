// `npm start` (and `npm run admin:create`) build first when there is no build or a source file
// changed since the last one (scripts/build-freshness.mjs). The build compiles the server too
// (decision 028).
import { execSync } from "node:child_process";
import path from "node:path";
import { buildState } from "./build-freshness.mjs";

const root = path.resolve(import.meta.dirname, "..");
const state = buildState(root);
if (state !== "current") {
  console.info(
    state === "missing" ? "No build found: building..." : "Sources changed: rebuilding...",
  );
  // stdin stays with the caller: `admin:create` reads a piped password after this.
  // Vite takes NODE_ENV from the environment: called from a test runner (NODE_ENV=test) it
  // would ship React's development build, which is slower and warns where production is quiet.
  execSync("npm run build", {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
}
