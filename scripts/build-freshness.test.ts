import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import packageJson from "../package.json";
import { buildState, markBuilt } from "./build-freshness.mjs";

// Issue 37 item 4: a build made by `npm run build` is recognised by `npm start` (no second
// build), and a changed source still triggers one.
const scratch: string[] = [];
afterEach(() => {
  for (const root of scratch.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

function project(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "build-freshness-"));
  scratch.push(root);
  fs.mkdirSync(path.join(root, "app/routes"), { recursive: true });
  fs.writeFileSync(path.join(root, "app/routes/home.tsx"), "export default null;");
  fs.writeFileSync(path.join(root, "package.json"), "{}");
  return root;
}

/** Moves a file's modification time, as an edit made after the build would. */
function touch(file: string, secondsFromNow: number) {
  const at = new Date(Date.now() + secondsFromNow * 1000);
  fs.utimesSync(file, at, at);
}

describe("scripts/build-freshness.mjs", () => {
  it("asks for a build where none was made", () => {
    expect(buildState(project())).toBe("missing");
  });

  it("takes a finished build as current", () => {
    const root = project();
    markBuilt(root);
    expect(buildState(root)).toBe("current");
  });

  it("asks for a new build when a source changes after it, also deep in a folder", () => {
    const root = project();
    markBuilt(root);
    touch(path.join(root, "app/routes/home.tsx"), 5);
    expect(buildState(root)).toBe("changed");
  });

  it("is the last step of `npm run build`, after everything the build writes", () => {
    const steps = packageJson.scripts.build.split("&&").map((step) => step.trim());
    expect(steps.at(-1)).toBe("node scripts/build-stamp.mjs");
    expect(packageJson.scripts.start).toBe("node scripts/start.mjs");
  });
});
