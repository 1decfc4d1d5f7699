import { expect, signIn, test } from "./accounts";
import { violations } from "./axe-support";
import { gotoReady } from "./support";

/** Every admin page of seed 001 §2 (the dashboard also answers /admin/analytics). */
const pages = [
  "/admin",
  "/admin/users",
  "/admin/settings",
  "/admin/catalog",
  "/admin/calculation-formulas",
  "/admin/service-configurations",
  "/admin/quote-comparisons",
  "/admin/outbox",
  "/admin/opportunities",
  "/admin/prospects",
  "/admin/inquiries",
  "/admin/blog",
  "/admin/prospects/import",
  "/admin/service-builder-analytics",
  "/admin/case-studies",
  "/admin/approvals",
  "/transport-demo",
];

/** The editors of issue 9 are where staff spend their time: their dialogs are checked too. */
const editors = [
  { path: "/admin/catalog", open: "New service", dialog: "New service" },
  { path: "/admin/calculation-formulas", open: "New formula", dialog: "New formula" },
  { path: "/admin/prospects", open: "New prospect", dialog: "New prospect" },
  { path: "/admin/opportunities", open: "New opportunity", dialog: "New opportunity" },
  { path: "/admin/case-studies", open: "New case study", dialog: "New case study" },
];

test.use({ reducedMotion: "reduce" });

// One signed-in visit per theme walks every page and dialog: a sign-in per page cost more
// than the checks themselves. A failure still names each page and element (the map below).
for (const theme of ["dark", "light"] as const) {
  test(`admin pages and editors have no WCAG 2.2 AA violation (${theme} theme)`, async ({
    page,
    accounts,
  }) => {
    test.setTimeout(60_000 + (pages.length + editors.length) * 10_000);
    await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
    await signIn(page, await accounts.create(), "/auth?redirectTo=%2Fadmin");
    await expect(page.getByTestId("signed-in-user")).toBeVisible();
    const found: Record<string, string[]> = {};
    for (const path of pages) {
      await test.step(path, async () => {
        await gotoReady(page, path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const problems = await violations(page);
        if (problems.length > 0) found[path] = problems;
      });
    }
    for (const editor of editors) {
      await test.step(`the "${editor.dialog}" dialog`, async () => {
        await gotoReady(page, editor.path);
        await page.getByRole("button", { name: editor.open }).click();
        await expect(page.getByRole("dialog", { name: editor.dialog })).toBeVisible();
        const problems = await violations(page, '[role="dialog"]');
        if (problems.length > 0) found[`${editor.dialog} dialog`] = problems;
      });
    }
    expect(found).toEqual({});
  });
}
