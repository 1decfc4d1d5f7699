import { expect, type Page } from "@playwright/test";
import {
  aLead,
  answerAssessment,
  expectSaved,
  fillLead,
  nextSave,
  pickChip,
  saveStatus,
  seedBuilder,
  serverState,
  sessionOf,
  startBuilder,
  storeSessionId,
  test,
} from "./builder-support";
import { asVisitor, gotoReady } from "./support";

const INVALID_LINK =
  "That link's session id is not one the Service Builder issues, so you are starting a fresh configuration.";
const UNKNOWN_LINK =
  "We found no saved configuration for that link, so you are starting a fresh one. Check that the whole link was copied: a configuration is kept from its first saved answer on.";
const NOT_SAVED =
  /^Not saved yet: no connection\. Your answers are kept here; retrying in \d+ s\.$/;

/** Reloads and waits for the builder to have loaded the draft again. */
async function reloadBuilder(page: Page) {
  await page.reload();
  await expect(page.getByText("Initializing session...")).toBeHidden();
  await expect(page.getByRole("status", { name: "Loading your configuration" })).toBeHidden();
}

test.describe("the Service Builder resumes where the visitor was", () => {
  test("a reload on the lead step before sending keeps what was typed, in this browser only", async ({
    page,
  }) => {
    const lead = aLead("resume-unsent");
    await gotoReady(page, "/sb/lead");
    await expect(saveStatus(page)).toHaveText("Kept in this browser until you continue");
    await fillLead(page, lead);
    await reloadBuilder(page);
    await expect(page.getByLabel("Company name")).toHaveValue(lead.company);
    await expect(page.getByLabel("Work e-mail")).toHaveValue(lead.email);
    await expect(page.getByRole("radio", { name: "11-50 employees" })).toBeChecked();
    // Sent, the copy in the browser is gone: the server has the lead.
    await page.getByRole("button", { name: "Continue to assessment" }).click();
    await expect(page).toHaveURL(/\/sb\/assessment$/);
    const kept = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith("sb-unsent-lead:")),
    );
    expect(kept).toEqual([]);
  });

  test("a reload on the lead step, once sent, shows the lead as stored", async ({ page }) => {
    const lead = aLead("resume-lead");
    await startBuilder(page, lead);
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/sb\/lead$/);
    await reloadBuilder(page);
    await expect(page).toHaveURL(/\/sb\/lead$/);
    await expect(page.getByLabel("Company name")).toHaveValue(lead.company);
    await expect(page.getByLabel("Your name")).toHaveValue(lead.contact);
    await expect(page.getByLabel("Work e-mail")).toHaveValue(lead.email);
    await expect(page.getByRole("radio", { name: "11-50 employees" })).toBeChecked();
  });

  test("a reload or the back button in the middle of the assessment keeps the locations and answers", async ({
    page,
    request,
  }) => {
    await startBuilder(page, aLead("resume-assessment"));
    const sessionId = await sessionOf(page);
    await page.getByRole("button", { name: "Add location" }).click();
    await page.getByLabel("Location 2 name").fill("Harbor Street branch");
    await page.getByLabel("Users").nth(1).fill("14");
    await pickChip(page, "HIPAA", "checkbox");
    const saved = nextSave(page, (body) => body.includes('"ransomware-backup"'));
    await pickChip(page, "Ransomware and backup", "checkbox");
    await saved;
    await expectSaved(page);
    const { draft } = await serverState(request, sessionId);
    expect(draft.locations.map((location) => [location.name, location.userCount])).toEqual([
      ["Main office", 25],
      ["Harbor Street branch", 14],
    ]);

    await reloadBuilder(page);
    await expect(page).toHaveURL(/\/sb\/assessment$/);
    await expect(page.getByLabel("Location 2 name")).toHaveValue("Harbor Street branch");
    await expect(page.getByLabel("Users").nth(1)).toHaveValue("14");
    await expect(page.getByRole("checkbox", { name: "HIPAA", exact: true })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Ransomware and backup" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "1-3 months" })).not.toBeChecked();
    await expectSaved(page);

    // On to the recommendations and back with the browser's back button: still all there.
    await pickChip(page, "1-3 months");
    await page.getByRole("button", { name: "See recommendations" }).click();
    await expect(page).toHaveURL(/\/sb\/recommendations$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/sb\/assessment$/);
    await expect(page.getByLabel("Location 2 name")).toHaveValue("Harbor Street branch");
    await expect(page.getByRole("radio", { name: "1-3 months" })).toBeChecked();
  });

  test("a reload on the recommendations keeps what was included", async ({ page, request }) => {
    const sessionId = await seedBuilder(request, {
      stepReached: "recommendations",
      tag: "resume-recommendations",
    });
    await storeSessionId(page, sessionId);
    await gotoReady(page, "/sb/recommendations");
    // Not Patch & Endpoint Management: HIPAA readiness already pulls that in (issue 33).
    const patch = page.getByRole("checkbox", { name: "Include Device Encryption Management" });
    await expect(patch).not.toBeChecked();
    const saved = nextSave(page, (body) => body.includes('"serviceId":4'));
    await page.locator("label").filter({ has: patch }).click();
    await saved;
    await expectSaved(page);

    await reloadBuilder(page);
    await expect(page).toHaveURL(/\/sb\/recommendations$/);
    await expect(patch).toBeChecked();
    await expect(
      page.getByRole("checkbox", { name: "Include HIPAA Compliance Readiness" }),
    ).toBeChecked();
  });

  test("a reload on the configure step keeps a location's quantities", async ({
    page,
    request,
  }) => {
    const sessionId = await seedBuilder(request, { stepReached: "configure", tag: "resume-conf" });
    await storeSessionId(page, sessionId);
    await gotoReady(page, "/sb/configure");
    const locations = page.getByRole("navigation", { name: "Locations" });
    await locations.getByRole("button", { name: /Satellite clinic/ }).click();
    const quantity = page
      .getByRole("table", { name: "Services at Satellite clinic" })
      .getByLabel("Quantity of Multi-Factor Authentication");
    await expect(quantity).toHaveValue("5");
    const saved = nextSave(page, (body) => body.includes('"quantity":7'));
    await quantity.fill("7");
    await saved;
    await expectSaved(page);

    // The location in view is in the address: the reload opens it again.
    await expect(page).toHaveURL(/\/sb\/configure\?location=loc-branch$/);
    await reloadBuilder(page);
    await expect(page).toHaveURL(/\/sb\/configure\?location=loc-branch$/);
    await expect(locations.getByRole("button", { name: /Satellite clinic/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(quantity).toHaveValue("7");
    const { draft } = await serverState(request, sessionId);
    expect(draft.selections).toContainEqual({
      locationId: "loc-branch",
      serviceId: 33,
      quantity: 7,
    });
  });

  test("a reload on the summary keeps the configuration's name", async ({ page, request }) => {
    const sessionId = await seedBuilder(request, {
      stepReached: "summary",
      tag: "resume-summary",
      configurationName: "Clinic plan",
    });
    await storeSessionId(page, sessionId);
    await gotoReady(page, "/sb/summary");
    const name = page.getByLabel("Configuration name");
    await expect(name).toHaveValue("Clinic plan");
    const saved = nextSave(page, (body) => body.includes('"Clinic plan, option B"'));
    await name.fill("Clinic plan, option B");
    await saved;
    await expectSaved(page);

    await reloadBuilder(page);
    await expect(page).toHaveURL(/\/sb\/summary$/);
    await expect(name).toHaveValue("Clinic plan, option B");
  });

  test("the ?sessionId= link opens the same step and answers in another browser", async ({
    page,
    browser,
    baseURL,
  }) => {
    await startBuilder(page, aLead("resume-link"));
    const sessionId = await sessionOf(page);
    await answerAssessment(page, { secondLocation: "Satellite clinic" });
    await page.getByRole("button", { name: "Configure locations" }).click();
    await expect(page).toHaveURL(/\/sb\/configure$/);
    const saved = nextSave(page, (body) => body.includes('"quantity":31'));
    await page.getByLabel("Quantity of Multi-Factor Authentication").fill("31");
    await saved;
    await expectSaved(page);

    const other = await browser.newContext({ baseURL, extraHTTPHeaders: asVisitor().headers });
    try {
      const elsewhere = await other.newPage();
      await gotoReady(elsewhere, `/sb?sessionId=${sessionId}`);
      await expect(elsewhere).toHaveURL(/\/sb\/configure$/);
      await expect(elsewhere.getByLabel("Quantity of Multi-Factor Authentication")).toHaveValue(
        "31",
      );
      await expect(
        elsewhere.getByRole("navigation", { name: "Locations" }).getByRole("button"),
      ).toHaveText([/^Main office/, /^Satellite clinic/]);
      await expect(saveStatus(elsewhere)).toHaveText("Saved");
      await expect(elsewhere.getByText(UNKNOWN_LINK)).toHaveCount(0);
      expect(await sessionOf(elsewhere)).toBe(sessionId);

      // The answers behind it are the same too.
      await elsewhere.getByRole("link", { name: /Assessment/ }).click();
      await expect(elsewhere.getByLabel("Location 2 name")).toHaveValue("Satellite clinic");
      await expect(elsewhere.getByRole("checkbox", { name: "HIPAA", exact: true })).toBeChecked();
      await expect(elsewhere.getByRole("radio", { name: "1-3 months" })).toBeChecked();
    } finally {
      await other.close();
    }
  });
});

test.describe("links the Service Builder cannot resume start afresh, with a note", () => {
  test("a session id that is not one the builder issues", async ({ page }) => {
    await gotoReady(page, "/sb/lead");
    const before = await sessionOf(page);
    const response = await gotoReady(page, "/sb?sessionId=<script>alert(1)</script>");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/sb\/lead$/);
    await expect(page.getByText(INVALID_LINK)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Tell us about your company" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Error loading Service Builder" })).toHaveCount(
      0,
    );
    const after = await sessionOf(page);
    expect(after).toMatch(/^session-\d+-[a-z0-9]+$/);
    expect(after).not.toBe(before);
  });

  test("a valid session id the server has never seen", async ({ page }) => {
    const unknown = `session-${Date.now()}-neverseen${Math.random().toString(36).slice(2, 8)}`;
    const response = await gotoReady(page, `/sb?sessionId=${unknown}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/sb\/lead$/);
    await expect(page.getByText(UNKNOWN_LINK)).toBeVisible();
    await expect(page.getByText(INVALID_LINK)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Tell us about your company" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Error loading Service Builder" })).toHaveCount(
      0,
    );
    expect(await sessionOf(page)).toBe(unknown);
  });
});

test.describe("autosave without a connection", () => {
  test("keeps the input, says it is not saved yet, and saves once the connection is back", async ({
    page,
    request,
  }) => {
    const sessionId = await seedBuilder(request, { stepReached: "assessment", tag: "offline" });
    await storeSessionId(page, sessionId);
    await gotoReady(page, "/sb/assessment");
    await expectSaved(page);
    const users = page.getByLabel("Users").first();
    await expect(users).toHaveValue("25");

    await page.route("**/api/sb/draft", (route) =>
      route.request().method() === "PUT" ? route.abort("internetdisconnected") : route.fallback(),
    );
    await users.fill("42");
    await expect(saveStatus(page)).toHaveText(NOT_SAVED);
    await expect(page.getByRole("button", { name: "Retry now" })).toBeVisible();
    await expect(users).toHaveValue("42");
    expect((await serverState(request, sessionId)).draft.locations[0]?.userCount).toBe(25);

    // A reload while still offline: this browser kept the unsaved answer and keeps trying.
    await reloadBuilder(page);
    await expect(users).toHaveValue("42");
    await expect(saveStatus(page)).toHaveText(NOT_SAVED);

    await page.unroute("**/api/sb/draft");
    const saved = nextSave(page, (body) => body.includes('"userCount":42'));
    // The automatic retry's back-off may fire first on a busy machine (the button then leaves
    // while it is being clicked); either way the answer kept in this browser is saved.
    const retry = page.getByRole("button", { name: "Retry now" });
    await retry.click({ timeout: 10_000 }).catch(() => expect(retry).toHaveCount(0));
    await saved;
    await expectSaved(page);
    await expect(page.getByRole("button", { name: "Retry now" })).toHaveCount(0);
    expect((await serverState(request, sessionId)).draft.locations[0]?.userCount).toBe(42);

    await reloadBuilder(page);
    await expect(users).toHaveValue("42");
    await expectSaved(page);
  });
});
