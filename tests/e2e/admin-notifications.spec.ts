import type { Browser, Page } from "@playwright/test";
import { expect, signIn, test, toastOf } from "./accounts";
import { gotoLanding } from "./landing-support";
import { asVisitor, gotoReady } from "./support";

const bell = (page: Page) => page.getByRole("button", { name: /^Notifications, / });

/** Opens the list, waits until the channel is live (so the next event is live), closes it. */
async function waitUntilLive(page: Page) {
  await bell(page).click();
  const list = page.getByRole("dialog", { name: "Notifications" });
  await expect(list.getByText("Live", { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
  await expect(bell(page)).toBeFocused();
}

/** A visitor in a browser of their own, from an address of their own (the per-IP limit). */
async function visitorSendsInquiry(browser: Browser): Promise<string> {
  const visitor = await browser.newContext({ extraHTTPHeaders: asVisitor().headers });
  const visitorPage = await visitor.newPage();
  await gotoLanding(visitorPage);
  const name = `Dana Whitfield ${Date.now().toString(36)}`;
  const contact = visitorPage.getByRole("form", { name: "Contact form" });
  await contact.getByLabel("Name").fill(name);
  await contact.getByLabel("Email").fill("dana.whitfield@example.com");
  await contact.getByLabel("Message").fill("Please call me about managed detection.");
  await contact.getByRole("button", { name: "Submit Request" }).click();
  await expect(contact.getByRole("status")).toContainText("Thank you for your message!");
  await visitor.close();
  return name;
}

test.use({ reducedMotion: "reduce" });

test("staff see a visitor's inquiry at once as a toast and unread, and mark all read", async ({
  page,
  browser,
  accounts,
}) => {
  await signIn(page, await accounts.create());
  await expect(page).toHaveURL(/\/admin/);
  await waitUntilLive(page);

  const name = await visitorSendsInquiry(browser);
  const title = `New inquiry from ${name}`;
  await expect(toastOf(page, "info", title)).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/);

  await bell(page).click();
  const list = page.getByRole("dialog", { name: "Notifications" });
  await expect(list.getByRole("link", { name: new RegExp(`Unread: ${title}`) })).toBeVisible();
  await list.getByRole("button", { name: "Mark all as read" }).click();
  await expect(bell(page)).toHaveAccessibleName("Notifications, none unread");
  await expect(list.getByRole("link", { name: new RegExp(title) })).not.toContainText("Unread");
});

test("the transport demo echoes a test message over the staff channel", async ({
  page,
  accounts,
}) => {
  await signIn(page, await accounts.create());
  await expect(page).toHaveURL(/\/admin/);
  await gotoReady(page, "/transport-demo");
  await expect(page.getByRole("heading", { name: "Transport demo", level: 1 })).toBeVisible();
  await expect(page.getByText("Live", { exact: true })).toBeVisible();
  const text = `Ping from the demo ${Date.now().toString(36)}`;
  await page.getByLabel("Test message").fill(text);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText(`Echoed: ${text}`)).toBeVisible();
  await page.getByRole("button", { name: "Measure round trip" }).click();
  await expect(page.getByText(/^\d+ ms$/).first()).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a notification that arrives while a dialog is open stays clear of its buttons", async ({
    page,
    browser,
    accounts,
  }) => {
    await signIn(page, await accounts.create());
    await expect(page).toHaveURL(/\/admin/);
    await gotoReady(page, "/admin/users");
    await waitUntilLive(page);
    await page.getByRole("button", { name: "Add user" }).click();
    const dialog = page.getByRole("dialog");
    const cancel = dialog.getByRole("button", { name: "Cancel" });
    await expect(cancel).toBeVisible();

    const name = await visitorSendsInquiry(browser);
    const notification = toastOf(page, "info", `New inquiry from ${name}`);
    await expect(notification).toBeVisible();
    const toastBox = await notification.boundingBox();
    const viewport = page.viewportSize();
    // At the top of the screen, not the bottom corner where a dialog's buttons sit on a phone.
    expect(toastBox && viewport && toastBox.y + toastBox.height).toBeLessThan(
      (viewport?.height ?? 0) / 2,
    );
    // Clicks go through to the dialog: the element under the button's centre is the button.
    const hit = await cancel.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const under = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return under !== null && button.contains(under);
    });
    expect(hit).toBe(true);
    await cancel.click();
    await expect(dialog).toBeHidden();
  });
});
