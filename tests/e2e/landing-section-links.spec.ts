import { expect, type Page, test } from "@playwright/test";
import { gotoReady } from "./support";

/**
 * Issue 34, "What must work" 3 (decision 059): a link or a focus to a landing section ends
 * with the section's top right under the fixed header, from another page and in the first
 * second after load, while the parts above it are still being laid out.
 */

const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

/**
 * Waits until the page has stopped moving (no scroll and no change in the section's place
 * for a while, and every part laid out), then gives the section's top relative to the
 * header's bottom.
 */
async function settledOffset(page: Page, id: string): Promise<number> {
  // A click in the first moments may land while the document is still arriving: wait for all
  // of it, so the checks below read the page the visitor ends on.
  await page.waitForLoadState("load");
  await expect(page.locator(`#${id}`)).toBeAttached();
  await expect(page.locator("html")).toHaveAttribute("data-laid-out", "all");
  return page.evaluate(async (sectionId) => {
    const section = document.getElementById(sectionId);
    const header = document.querySelector("body header");
    if (!section || !header) throw new Error(`no #${sectionId} or header`);
    const place = () => `${Math.round(scrollY)}:${Math.round(section.getBoundingClientRect().top)}`;
    let last = place();
    let stableSince = performance.now();
    const started = performance.now();
    while (performance.now() - stableSince < 800 && performance.now() - started < 8_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const now = place();
      if (now !== last) {
        last = now;
        stableSince = performance.now();
      }
    }
    return section.getBoundingClientRect().top - header.getBoundingClientRect().bottom;
  }, id);
}

/** Chooses a header link to a section, through the menu on a phone. */
async function chooseHeaderLink(page: Page, name: string, width: number) {
  if (width < 1024) {
    // The menu opens once the header has hydrated; a person taps again until it does.
    const menu = page.getByRole("dialog");
    await expect(async () => {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(menu).toBeVisible({ timeout: 300 });
    }).toPass();
    await menu.getByRole("link", { name, exact: true }).click();
  } else {
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name, exact: true })
      .click();
  }
}

for (const size of SIZES) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    for (const [name, id] of [
      ["Pricing", "pricing"],
      ["Case Studies", "case-studies"],
      ["Contact", "contact"],
    ] as const) {
      test(`/blog -> header '${name}' lands on #${id} under the header`, async ({ page }) => {
        await gotoReady(page, "/blog");
        await chooseHeaderLink(page, name, size.width);
        await expect(page).toHaveURL(new RegExp(`/#${id}$`));
        expect(Math.abs(await settledOffset(page, id))).toBeLessThanOrEqual(4);
      });
    }

    test("a header link clicked in the first second after load lands exactly", async ({ page }) => {
      await page.goto("/", { waitUntil: "commit" });
      // As soon as the link can be clicked: before hydration, before the parts are laid out.
      await chooseHeaderLink(page, "Pricing", size.width);
      expect(Math.abs(await settledOffset(page, "pricing"))).toBeLessThanOrEqual(4);
    });

    test("an address with a section's hash lands on it", async ({ page }) => {
      await page.goto("/#case-studies");
      expect(Math.abs(await settledOffset(page, "case-studies"))).toBeLessThanOrEqual(4);
    });

    test("a focus far below the fold right after load ends with the section in place", async ({
      page,
    }) => {
      await page.goto("/", { waitUntil: "domcontentloaded" });
      await page.locator("#pricing").evaluate((section) => (section as HTMLElement).focus());
      await expect(page.locator("#pricing")).toBeFocused();
      expect(Math.abs(await settledOffset(page, "pricing"))).toBeLessThanOrEqual(4);
    });
  });
}
