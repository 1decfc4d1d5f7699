import path from "node:path";
import { describe, expect, it } from "vitest";
import { eagerPathTo } from "./module-graph.mjs";

const root = path.resolve(import.meta.dirname, "..");

/**
 * Issue 37 §2: the public pages, the builder's steps and the quote page load no schema library before
 * interaction (zod is a quarter of /blog's JavaScript otherwise, decision 010; a schema a
 * form checks with loads when the form is entered, decision 079), and no TanStack Query
 * where nothing queries with it nor Radix (decision 080). A chain printed here names the import to move behind an
 * `import()` or to a zod-free module.
 */
const publicPages = [
  "app/routes/public/home.tsx",
  "app/routes/public/blog.tsx",
  "app/routes/public/blog-post.tsx",
  "app/routes/public/layout.tsx",
  "app/root.tsx",
];
const builderSteps = [
  "app/routes/sb/layout.tsx",
  "app/routes/sb/resume.tsx",
  "app/routes/sb/lead.tsx",
  "app/routes/sb/assessment.tsx",
  "app/routes/sb/recommendations.tsx",
  "app/routes/sb/configure.tsx",
  "app/routes/sb/summary.tsx",
  "app/routes/sb/quote.tsx",
];

describe("what the public pages load up front", () => {
  for (const route of [...publicPages, ...builderSteps]) {
    it(`${route} reaches no zod`, () => {
      expect(eagerPathTo(root, route, "zod")).toBeNull();
    });
  }

  for (const route of builderSteps) {
    it(`${route} reaches no TanStack Query and no Radix`, () => {
      expect(eagerPathTo(root, route, "@tanstack/react-query")).toBeNull();
      // Explanations are the browser's popover; the catalogue dialog loads when reached for.
      expect(eagerPathTo(root, route, "radix-ui")).toBeNull();
    });
  }

  it("finds the chain when a page does reach it", () => {
    expect(eagerPathTo(root, "app/routes/admin/prospects.tsx", "zod")).toEqual(
      expect.arrayContaining(["app/routes/admin/prospects.tsx"]),
    );
  });
});
