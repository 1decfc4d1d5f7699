import path from "node:path";
import { describe, expect, it } from "vitest";
import { eagerPathTo } from "./module-graph.mjs";

const root = path.resolve(import.meta.dirname, "..");

/**
 * Issue 37 §2: the public reading pages load no schema library before interaction (zod is a
 * quarter of /blog's JavaScript otherwise, decision 010). A chain printed here names the
 * import to move behind an `import()` or to a zod-free module.
 */
describe("what the public pages load up front", () => {
  for (const route of [
    "app/routes/public/home.tsx",
    "app/routes/public/blog.tsx",
    "app/routes/public/blog-post.tsx",
    "app/routes/public/layout.tsx",
    "app/root.tsx",
  ]) {
    it(`${route} reaches no zod`, () => {
      expect(eagerPathTo(root, route, "zod")).toBeNull();
    });
  }

  it("finds the chain when a page does reach it", () => {
    expect(eagerPathTo(root, "app/routes/sb/lead.tsx", "zod")).toEqual(
      expect.arrayContaining(["app/routes/sb/lead.tsx"]),
    );
  });
});
