import { expect, signIn, test } from "./accounts";
import { violations } from "./axe-support";

/** The admin pages that exist today, plus one 'not available yet' page for its shared layout. */
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
  "/admin/prospects/import",
  "/admin/case-studies",
];

test.use({ reducedMotion: "reduce" });

for (const theme of ["dark", "light"] as const) {
  test.describe(`axe, admin, ${theme} theme`, () => {
    for (const path of pages) {
      test(`${path} has no WCAG 2.2 AA violation`, async ({ page, accounts }) => {
        await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
        await signIn(page, await accounts.create(), `/auth?redirectTo=${encodeURIComponent(path)}`);
        await expect(page.getByTestId("signed-in-user")).toBeVisible();
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}

/** The editors of issue 9 are where staff spend their time: their dialogs are checked too. */
const editors = [
  { path: "/admin/catalog", open: "New service", dialog: "New service" },
  { path: "/admin/calculation-formulas", open: "New formula", dialog: "New formula" },
  { path: "/admin/prospects", open: "New prospect", dialog: "New prospect" },
  { path: "/admin/opportunities", open: "New opportunity", dialog: "New opportunity" },
  { path: "/admin/case-studies", open: "New case study", dialog: "New case study" },
];

for (const theme of ["dark", "light"] as const) {
  for (const editor of editors) {
    test(`the "${editor.dialog}" dialog has no WCAG 2.2 AA violation (${theme})`, async ({
      page,
      accounts,
    }) => {
      await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
      const path = encodeURIComponent(editor.path);
      await signIn(page, await accounts.create(), `/auth?redirectTo=${path}`);
      await page.getByRole("button", { name: editor.open }).click();
      await expect(page.getByRole("dialog", { name: editor.dialog })).toBeVisible();
      expect(await violations(page, '[role="dialog"]')).toEqual([]);
    });
  }
}
