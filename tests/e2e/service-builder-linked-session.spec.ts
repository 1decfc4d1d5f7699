import { expect, type Page } from "@playwright/test";
import { violations } from "./axe-support";
import { aLead, fillLead, seedBuilder, serverState, sessionOf, test } from "./builder-support";
import { gotoReady } from "./support";

/**
 * Decision 046: a ?sessionId= link never silently replaces the configuration this browser
 * holds with a lead; the visitor chooses, and the other one stays reachable.
 */

const PROMPT = "You have a configuration in progress";
const KEEP = "Continue my configuration";
const OPEN_LINKED = "Open the linked configuration";
const SWITCH = "Switch to your other configuration";

/**
 * Makes this browser hold `sessionId`, once: unlike storeSessionId, later loads of the tab
 * keep whatever the builder stored since (a switch must survive a reload).
 */
async function holdSession(page: Page, sessionId: string) {
  await page.addInitScript((id) => {
    if (sessionStorage.getItem("held-set")) return;
    sessionStorage.setItem("held-set", "1");
    localStorage.setItem("sb-session-id", id);
  }, sessionId);
}

/** Two sessions with a lead each: the browser's own at the assessment, the linked one further. */
async function twoSessions(request: Parameters<typeof seedBuilder>[0], tag: string) {
  const held = await seedBuilder(request, { stepReached: "assessment", tag: `${tag}-mine` });
  const linked = await seedBuilder(request, { stepReached: "configure", tag: `${tag}-theirs` });
  return { held, linked };
}

const company = async (request: Parameters<typeof serverState>[0], sessionId: string) =>
  (await serverState(request, sessionId)).lead?.companyName ?? "";

/** Console errors (hydration mismatches included) the page logs from now on. */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** The lead step's company name: which configuration is open. */
async function expectCompany(page: Page, name: string) {
  await page.getByRole("link", { name: /Your company/ }).click();
  await expect(page).toHaveURL(/\/sb\/lead$/);
  await expect(page.getByLabel("Company name")).toHaveValue(name);
}

test.describe("a link to another configuration while this browser holds one with a lead", () => {
  test("asks which to open; continuing keeps mine and the linked one stays reachable", async ({
    page,
    request,
  }) => {
    const { held, linked } = await twoSessions(request, "linked-keep");
    const mine = await company(request, held);
    const theirs = await company(request, linked);
    await holdSession(page, held);
    const errors = consoleErrors(page);

    await gotoReady(page, `/sb?sessionId=${linked}`);
    const prompt = page.getByRole("region", { name: PROMPT });
    await expect(prompt).toBeVisible();
    await expect(page.getByRole("heading", { name: PROMPT, level: 1 })).toBeFocused();
    // Only the visitor's own configuration is named; nothing of the linked one is read.
    await expect(prompt).toContainText(mine);
    await expect(prompt).not.toContainText(theirs);
    // Nothing changed yet: this browser still holds its own session, the link waits.
    expect(await sessionOf(page)).toBe(held);
    await expect(page).toHaveURL(new RegExp(`sessionId=${linked}`));

    await prompt.getByRole("button", { name: KEEP }).click();
    await expect(page).toHaveURL(/\/sb\/assessment$/);
    await expect(
      page.getByRole("heading", { name: "Your locations and priorities", level: 1 }),
    ).toBeFocused();
    expect(await sessionOf(page)).toBe(held);

    // A reload does not ask again: the link has left the address.
    await page.reload();
    await expect(
      page.getByRole("heading", { name: "Your locations and priorities" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: PROMPT })).toHaveCount(0);
    expect(await sessionOf(page)).toBe(held);

    // The linked configuration is one click away, at the step it reached, and back again.
    await page.getByRole("button", { name: SWITCH }).click();
    await expect(page).toHaveURL(/\/sb\/configure$/);
    await expect(page.getByRole("heading", { name: "Configure each location" })).toBeVisible();
    expect(await sessionOf(page)).toBe(linked);
    await expectCompany(page, theirs);
    await page.getByRole("button", { name: SWITCH }).click();
    await expect(page).toHaveURL(/\/sb\/assessment$/);
    await expect(
      page.getByRole("heading", { name: "Your locations and priorities" }),
    ).toBeVisible();
    expect(await sessionOf(page)).toBe(held);
    await expectCompany(page, mine);
    expect(errors).toEqual([]);
  });

  test("opening the linked configuration keeps mine reachable", async ({ page, request }) => {
    const { held, linked } = await twoSessions(request, "linked-open");
    const mine = await company(request, held);
    const theirs = await company(request, linked);
    await holdSession(page, held);

    await gotoReady(page, `/sb/lead?sessionId=${linked}`);
    await page.getByRole("button", { name: OPEN_LINKED }).click();
    await expect(page).toHaveURL(/\/sb\/lead$/);
    await expect(page.getByLabel("Company name")).toHaveValue(theirs);
    expect(await sessionOf(page)).toBe(linked);
    await page.reload();
    await expect(page.getByLabel("Company name")).toHaveValue(theirs);
    await expect(page.getByRole("heading", { name: PROMPT })).toHaveCount(0);

    await page.getByRole("button", { name: SWITCH }).click();
    await expect(page).toHaveURL(/\/sb\/assessment$/);
    expect(await sessionOf(page)).toBe(held);
    await expectCompany(page, mine);
    // The server kept both as they were: nothing typed went into the other one.
    expect((await serverState(request, held)).draft.stepReached).toBe("assessment");
    expect((await serverState(request, linked)).draft.stepReached).toBe("configure");
  });

  test("the choice works from the keyboard on a phone-sized screen", async ({ page, request }) => {
    const { held, linked } = await twoSessions(request, "linked-keys");
    await holdSession(page, held);
    await page.setViewportSize({ width: 360, height: 740 });

    await gotoReady(page, `/sb?sessionId=${linked}`);
    await expect(page.getByRole("heading", { name: PROMPT })).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: KEEP })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: OPEN_LINKED })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/sb\/configure$/);
    await expect(
      page.getByRole("heading", { name: "Configure each location", level: 1 }),
    ).toBeFocused();
    expect(await sessionOf(page)).toBe(linked);
  });

  for (const theme of ["dark", "light"] as const) {
    test(`the choice has no WCAG 2.2 AA violation, ${theme} theme`, async ({ page, request }) => {
      const { held, linked } = await twoSessions(request, `linked-axe-${theme}`);
      await holdSession(page, held);
      await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
      await gotoReady(page, `/sb?sessionId=${linked}`);
      await expect(page.getByRole("heading", { name: PROMPT })).toBeVisible();
      const html = expect(page.locator("html"));
      await (theme === "dark" ? html.toHaveClass(/dark/) : html.not.toHaveClass(/dark/));
      expect(await violations(page)).toEqual([]);
    });
  }
});

test.describe("a link while this browser holds no lead opens at once", () => {
  test("a browser with an empty session opens the link without asking", async ({
    page,
    request,
  }) => {
    const linked = await seedBuilder(request, { stepReached: "configure", tag: "linked-empty" });
    await gotoReady(page, "/sb/lead");
    const empty = await sessionOf(page);
    expect(empty).not.toBe(linked);

    await gotoReady(page, `/sb?sessionId=${linked}`);
    await expect(page).toHaveURL(/\/sb\/configure$/);
    await expect(page.getByRole("heading", { name: "Configure each location" })).toBeVisible();
    await expect(page.getByRole("heading", { name: PROMPT })).toHaveCount(0);
    expect(await sessionOf(page)).toBe(linked);
    // Nothing was typed in the empty one: there is nothing to switch back to.
    await expect(page.getByRole("button", { name: SWITCH })).toHaveCount(0);
  });

  test("details typed but not sent yet stay reachable", async ({ page, request }) => {
    const linked = await seedBuilder(request, { stepReached: "configure", tag: "linked-typed" });
    const typed = aLead("linked-typed-mine");
    await gotoReady(page, "/sb/lead");
    await fillLead(page, typed);
    const mine = await sessionOf(page);

    await gotoReady(page, `/sb?sessionId=${linked}`);
    await expect(page).toHaveURL(/\/sb\/configure$/);
    await expect(page.getByRole("heading", { name: PROMPT })).toHaveCount(0);
    expect(await sessionOf(page)).toBe(linked);

    await page.getByRole("button", { name: SWITCH }).click();
    await expect(page).toHaveURL(/\/sb\/lead$/);
    expect(await sessionOf(page)).toBe(mine);
    await expect(page.getByLabel("Company name")).toHaveValue(typed.company);
  });

  test("a link to the session this browser already holds asks nothing", async ({
    page,
    request,
  }) => {
    const held = await seedBuilder(request, { stepReached: "assessment", tag: "linked-same" });
    await holdSession(page, held);
    await gotoReady(page, `/sb?sessionId=${held}`);
    await expect(page).toHaveURL(/\/sb\/assessment$/);
    await expect(page.getByRole("heading", { name: PROMPT })).toHaveCount(0);
    await expect(page.getByRole("button", { name: SWITCH })).toHaveCount(0);
  });
});
