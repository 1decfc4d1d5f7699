import { expect, type Page } from "@playwright/test";
import { violations } from "./axe-support";
import {
  BRANCH,
  HQ,
  SESSION_HEADER,
  seedBuilder,
  serverState,
  storeSessionId,
  test,
} from "./builder-support";
import { gotoReady, waitUntilOpen } from "./support";

const steps: [path: string, heading: string][] = [
  ["/sb/lead", "Tell us about your company"],
  ["/sb/assessment", "Your locations and priorities"],
  ["/sb/recommendations", "Recommended for you"],
  ["/sb/configure", "Configure each location"],
  ["/sb/summary", "Review and save"],
];

// Reduced motion shows every element in its final state at once, as in a11y-axe.spec.ts.
test.use({ reducedMotion: "reduce" });

/** A session that has reached the summary and saved version 1, so every step has content. */
async function savedSession(page: Page, request: Parameters<typeof seedBuilder>[0], tag: string) {
  const sessionId = await seedBuilder(request, {
    stepReached: "summary",
    tag,
    configurationName: "Clinic plan",
  });
  const { draft } = await serverState(request, sessionId);
  const saved = await request.post("/api/sb/configurations", {
    headers: { [SESSION_HEADER]: sessionId },
    data: {
      name: "Clinic plan",
      answers: draft.answers,
      locations: [HQ, BRANCH],
      selections: draft.selections,
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  await storeSessionId(page, sessionId);
}

for (const theme of ["dark", "light"] as const) {
  test.describe(`the Service Builder under axe, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
    });

    async function open(page: Page, path: string, heading: string) {
      await gotoReady(page, path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
      const html = expect(page.locator("html"));
      await (theme === "dark" ? html.toHaveClass(/dark/) : html.not.toHaveClass(/dark/));
    }

    for (const [path, heading] of steps) {
      test(`${path} has no WCAG 2.2 AA violation`, async ({ page, request }) => {
        await savedSession(page, request, `axe-${theme}-${path.slice(4)}`);
        await open(page, path, heading);
        if (path === "/sb/summary") {
          await expect(page.getByRole("region", { name: "Saved versions" })).toBeVisible();
        }
        expect(await violations(page)).toEqual([]);
      });
    }

    test("nor do the builder's messages, popover and dialog", async ({ page, request }) => {
      test.setTimeout(45_000); // five axe runs
      await savedSession(page, request, `axe-${theme}-states`);

      // Field messages and the step's alert.
      await open(page, "/sb/assessment", "Your locations and priorities");
      await page.getByLabel("Users").first().fill("-1");
      await page.getByRole("button", { name: "See recommendations" }).click();
      await expect(page.getByRole("alert")).toBeVisible();
      expect(await violations(page), "assessment with errors").toEqual([]);
      await page.getByLabel("Users").first().fill("25");

      // A refused removal, the price explanation and the catalogue dialog.
      await open(page, "/sb/configure", "Configure each location");
      await page
        .getByRole("button", { name: "Remove Vulnerability Management from Main office" })
        .click();
      await expect(page.getByRole("alert")).toBeVisible();
      expect(await violations(page), "refusal").toEqual([]);
      await page.getByRole("button", { name: "How HIPAA Compliance Readiness is priced" }).click();
      const popover = page.getByRole("dialog").filter({ hasText: "Risk multiplier" });
      await expect(popover).toBeVisible();
      expect(await violations(page), "price explanation").toEqual([]);
      await page.keyboard.press("Escape");
      await expect(popover).toBeHidden();
      await page.getByRole("button", { name: "Add services" }).click();
      const dialog = page.getByRole("dialog", { name: "Add services" });
      await waitUntilOpen(dialog);
      expect(await violations(page, '[role="dialog"]'), "add services").toEqual([]);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      // The phone's totals bar, opened.
      await page.setViewportSize({ width: 390, height: 844 });
      const bar = page.getByTestId("totals-bar");
      await bar.getByRole("button", { name: /Details/ }).click();
      await expect(bar.getByTestId("headline-total")).toBeVisible();
      expect(await violations(page), "phone totals bar").toEqual([]);
    });
  });
}
