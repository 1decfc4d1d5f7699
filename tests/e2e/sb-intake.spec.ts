import { expect, type Page } from "@playwright/test";
import { violations } from "./axe-support";
import {
  aLead,
  expectSaved,
  nextSave,
  serverState,
  sessionOf,
  startBuilder,
  test,
} from "./builder-support";

/**
 * Issue 36 §1: "Tell us about your company" on the assessment step. The page shows what the
 * server understood beside the visitor's words, one chip can be rejected, and the form is
 * filled only when the visitor accepts.
 */
const DESCRIPTION =
  "Dental practice with forty-five staff and offices in Boston and Hartford. We take card payments at the front desk. Phishing emails worry us. We need this next quarter.";

// Reduced motion shows every element in its final state at once, as in a11y-axe.spec.ts.
test.use({ reducedMotion: "reduce" });

function chip(page: Page, quote: string) {
  return page.getByRole("listitem").filter({ hasText: `“${quote}”` });
}

async function readDescription(page: Page) {
  await page.getByLabel("Tell us about your company").fill(DESCRIPTION);
  await expect(page.getByText(`${DESCRIPTION.length} of 2,000 characters`)).toBeVisible();
  const answer = page.waitForResponse(
    (response) => response.url().endsWith("/api/sb/intake") && response.ok(),
  );
  await page.getByRole("button", { name: "Read my description" }).click();
  await answer;
  await expect(page.getByRole("heading", { name: "What we understood" })).toBeFocused();
}

test("a description becomes chips with their quotes, and fills the form only once accepted", async ({
  page,
  request,
}) => {
  // A small company on the lead step: the first location starts at 8 users.
  await startBuilder(page, { ...aLead("intake"), size: "1-10 employees" });
  await expect(page.getByLabel("Users").first()).toHaveValue("8");
  await readDescription(page);

  const suggestions = page.getByRole("list", { name: "Suggestions from your description" });
  await expect(suggestions.getByRole("listitem")).toHaveCount(6);
  await expect(chip(page, "take card payments")).toContainText("PCI DSS");
  await expect(chip(page, "Dental practice")).toContainText("HIPAA");
  await expect(chip(page, "forty-five staff")).toContainText("11-50 employees");
  await expect(chip(page, "offices in Boston and Hartford")).toContainText("2 locations");
  await expect(chip(page, "next quarter")).toContainText("1-3 months");
  await expect(chip(page, "Phishing")).toContainText("E-mail and phishing");
  expect(await violations(page), "the chips under axe").toEqual([]);

  // Nothing is applied yet.
  await expect(page.getByRole("checkbox", { name: "PCI DSS", exact: true })).not.toBeChecked();
  await expect(page.getByLabel("Location 2 name")).toHaveCount(0);

  // Reject one chip; the keyboard reaches the button and Enter presses it.
  const reject = page.getByRole("button", { name: "Reject E-mail and phishing" });
  await reject.focus();
  await page.keyboard.press("Enter");
  await expect(chip(page, "Phishing")).toHaveAttribute("data-rejected", "true");
  await expect(page.getByRole("button", { name: "Keep E-mail and phishing" })).toBeFocused();

  const saved = nextSave(page, (body) => body.includes("pci-dss"));
  // Issue 36 §4: how the chips were answered is counted, without their values.
  const answered = page.waitForRequest(
    (request) => request.url().endsWith("/api/sb/suggestions") && request.method() === "POST",
  );
  await page.getByRole("button", { name: "Fill in the form with 5 answers" }).click();
  const report = (await answered).postDataJSON();
  expect(report.source).toBe("intake");
  expect([...report.outcomes].sort()).toEqual([
    "accepted",
    "accepted",
    "accepted",
    "accepted",
    "accepted",
    "rejected",
  ]);
  expect(JSON.stringify(report)).not.toContain("pci");
  await expect(page.getByText(/^Filled in below: 2 locations/)).toBeFocused();

  // The form shows what was accepted, and not the rejected chip.
  for (const name of ["HIPAA", "PCI DSS"]) {
    await expect(page.getByRole("checkbox", { name, exact: true })).toBeChecked();
  }
  await expect(page.getByRole("checkbox", { name: "E-mail and phishing" })).not.toBeChecked();
  await expect(page.getByRole("radio", { name: "1-3 months" })).toBeChecked();
  await expect(page.getByLabel("Location 2 name")).toHaveValue("Location 2");
  await expect(page.getByLabel("Users").first()).toHaveValue("25");
  await expect(suggestions).toHaveCount(0);
  expect(await violations(page), "the filled form under axe").toEqual([]);

  await saved;
  await expectSaved(page);
  const { draft } = await serverState(request, await sessionOf(page));
  expect(draft.answers).toMatchObject({
    complianceRequirements: ["hipaa", "pci-dss"],
    securityFocus: [],
    timeline: "1-3-months",
  });
  expect(draft.locations).toHaveLength(2);
});

test("the intake fits a 360 px screen in the dark theme, without axe violations", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  await startBuilder(page, aLead("intake-narrow"));
  await expect(page.locator("html")).toHaveClass(/dark/);
  await readDescription(page);
  await expect(chip(page, "offices in Boston and Hartford")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  expect(await violations(page)).toEqual([]);

  // Discard leaves the form as it was.
  await page.getByRole("button", { name: "Discard" }).click();
  await expect(page.getByText("Nothing was changed.")).toBeFocused();
  await expect(page.getByRole("checkbox", { name: "HIPAA", exact: true })).not.toBeChecked();
});
