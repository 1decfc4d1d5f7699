import type { Locator, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import {
  aLead,
  BRANCH,
  expectSaved,
  fillLead,
  HQ,
  nextSave,
  seedBuilder,
  serverState,
  serviceIds,
  storeSessionId,
  test,
} from "./builder-support";
import { gotoReady } from "./support";

/** Fails when `locator` sticks out of the viewport sideways or below. */
async function expectInsideViewport(page: Page, locator: Locator, what: string) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error(`${what} is not laid out`);
  expect(box.x, `${what} starts left of the screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends right of the screen`).toBeLessThanOrEqual(
    viewport.width + 0.5,
  );
  expect(box.y + box.height, `${what} ends below the screen`).toBeLessThanOrEqual(
    viewport.height + 0.5,
  );
}

/**
 * Issue 34's builder rows: the moments between clicks (a refused continue, an undo, a count
 * of one) and the configure step on a phone.
 */
test.describe("the builder's words and moments (issue 34)", () => {
  test("a count of one reads in the singular: '1 server', not '1 servers'", async ({
    page,
    request,
  }) => {
    const sessionId = await seedBuilder(request, { stepReached: "summary", tag: "plural" });
    await storeSessionId(page, sessionId);
    await gotoReady(page, "/sb/summary");
    // The seeded main office has one server, the branch none.
    expect(HQ.serverCount).toBe(1);
    await expect(page.getByRole("region", { name: HQ.name })).toContainText(
      "25 users · 30 endpoints · 1 server",
    );
    await expect(page.getByRole("region", { name: BRANCH.name })).toContainText(
      "5 users · 6 endpoints · 0 servers",
    );
    await expect(page.getByText(/\b1 (servers|users|endpoints|services)\b/)).toHaveCount(0);
  });
});

test.describe("the configure step fits every width (issue 34)", () => {
  for (const width of [360, 390, 768, 1440]) {
    test(`at ${width} px nothing is cut off and every quantity stays editable`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: width < 1024 ? 844 : 900 });
      const sessionId = await seedBuilder(request, { stepReached: "configure", tag: "fit" });
      await storeSessionId(page, sessionId);
      await gotoReady(page, "/sb/configure");
      const lines = page.locator("[data-line]");
      await expect(lines.first()).toBeVisible();

      // The page does not scroll sideways.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);

      // The header's controls are on screen.
      const headerButtons = page.getByRole("banner").getByRole("button");
      for (const button of await headerButtons.all()) {
        if (await button.isVisible()) {
          await expectInsideViewport(
            page,
            button,
            `header button ${await button.getAttribute("aria-label")}`,
          );
        }
      }

      // Every line's quantity, price and buttons are on screen and inside the services box.
      const box = page.locator("[data-line]").first().locator("xpath=ancestor::div[1]");
      const frame = await box.boundingBox();
      for (const line of await lines.all()) {
        await line.scrollIntoViewIfNeeded();
        const parts = [
          // The quantity: a field, or the fixed 1 of a per-location service.
          line.locator("td").first().locator("input, span.tabular-nums").first(),
          line.getByTestId("line-unit"),
          line.getByRole("button", { name: /^How .* is priced$/ }),
          line.getByRole("button", { name: /^Remove / }),
        ];
        for (const part of parts) {
          const partBox = await part.boundingBox();
          if (!partBox || !frame) throw new Error("a line's part is not laid out");
          expect(partBox.x).toBeGreaterThanOrEqual(frame.x - 0.5);
          expect(partBox.x + partBox.width).toBeLessThanOrEqual(
            Math.min(frame.x + frame.width, width) + 0.5,
          );
        }
      }

      // On phones the totals bar sits at the bottom of the screen, inside it.
      if (width < 1024) {
        await expectInsideViewport(page, page.getByTestId("totals-bar"), "the totals bar");
      }

      // The quantity is edited as on any screen.
      const quantity = page
        .locator(`[data-line="${serviceIds.multiFactorAuthentication}"]`)
        .getByRole("textbox", { name: "Quantity of Multi-Factor Authentication" });
      const saved = nextSave(page, (body) => body.includes('"quantity":27'));
      await quantity.fill("27");
      await saved;
      await expect(quantity).toHaveValue("27");
    });
  }
});

test.describe("removing a service can be undone (issue 34)", () => {
  test("Undo, reached by keyboard and announced, restores the line with its quantity", async ({
    page,
    request,
  }) => {
    const sessionId = await seedBuilder(request, { stepReached: "configure", tag: "undo" });
    await storeSessionId(page, sessionId);
    await gotoReady(page, "/sb/configure");
    const mfa = page.locator(`[data-line="${serviceIds.multiFactorAuthentication}"]`);
    const quantity = mfa.getByRole("textbox", { name: "Quantity of Multi-Factor Authentication" });
    await quantity.fill("40");
    await expectSaved(page);
    const total = page.getByTestId("headline-total");
    const before = await total.textContent();

    await mfa
      .getByRole("button", { name: "Remove Multi-Factor Authentication from Main office" })
      .click();
    await expect(mfa).toHaveCount(0);
    await expect(total).not.toHaveText(before ?? "");
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "Removed Multi-Factor Authentication from Main office." }),
    ).toBeVisible();
    const undo = page.getByRole("button", { name: /^Undo/ });
    // Focus moves to Undo (the removed line's button is gone): Enter undoes.
    await expect(undo).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(mfa).toHaveCount(1);
    await expect(quantity).toHaveValue("40");
    await expect(total).toHaveText(before ?? "");
    await expect(undo).toHaveCount(0);
    await expect(mfa.getByRole("button", { name: /^Remove / })).toBeFocused();
    await expectSaved(page);
    const { draft } = await serverState(request, sessionId);
    expect(draft.selections).toContainEqual({
      locationId: HQ.id,
      serviceId: serviceIds.multiFactorAuthentication,
      quantity: 40,
    });
  });
});

test.describe("the lead form's anti-robot field (issue 34)", () => {
  test("autofill cannot reach it, and when it is filled the typed details stay", async ({
    page,
  }) => {
    await gotoReady(page, "/sb/lead");
    const trap = page.locator("input[data-honeypot]");
    await expect(trap).toHaveAttribute("autocomplete", "off");
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(trap.locator("xpath=ancestor::*[@aria-hidden='true']")).toHaveCount(1);
    // Not a name or label autofill knows (website, url, homepage, company, name, e-mail...).
    const name = (await trap.getAttribute("name")) ?? "";
    expect(name).not.toMatch(/web|url|site|home|company|name|mail|phone|addr/i);
    await expect(page.getByRole("textbox", { name: /website/i })).toHaveCount(0);

    // As a browser's autofill would: the trap filled along with the real fields.
    const lead = aLead("trap");
    await fillLead(page, lead);
    await trap.fill("https://harbor.example", { force: true });
    await page.getByRole("button", { name: "Continue to assessment" }).click();

    const notice = page.getByRole("alert");
    await expect(notice).toContainText("Your details were not sent");
    await expect(notice).toBeFocused();
    await expect(page).toHaveURL(/\/sb\/lead$/);
    await expect(page.getByLabel("Company name")).toHaveValue(lead.company);
    await expect(page.getByLabel("Your name")).toHaveValue(lead.contact);
    await expect(page.getByLabel("Work e-mail")).toHaveValue(lead.email);
    await expect(trap).toHaveValue("");

    // Sent again as it stands, the details go through.
    await page.getByRole("button", { name: "Continue to assessment" }).click();
    await expect(page).toHaveURL(/\/sb\/assessment$/);
  });
});
