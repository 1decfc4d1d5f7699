import { expect, signIn, test } from "./accounts";
import { violations } from "./axe-support";

/** The admin pages that exist today, plus one 'not available yet' page for its shared layout. */
const pages = [
  "/admin",
  "/admin/users",
  "/admin/settings",
  "/admin/catalog",
  "/admin/calculation-formulas",
  "/admin/prospects",
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
