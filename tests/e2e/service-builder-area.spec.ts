import { expect, test } from "@playwright/test";
import { HQ, newSessionId, SESSION_HEADER, serviceIds } from "./builder-support";
import { E2E_ADMIN } from "./e2e-admin";
import { asVisitor, gotoReady } from "./support";

test.describe("the Service Builder area (/sb/*)", () => {
  const firstStep = "Tell us about your company";

  test("/sb/lead is the builder's first step, no longer the teaser", async ({ page }) => {
    const response = await gotoReady(page, "/sb/lead");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstStep);
    await expect(page.getByLabel("Company name")).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue to assessment" })).toBeVisible();
    await expect(page.getByText("Coming Soon", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Be the First to Know" })).toHaveCount(0);
    await expect(page).toHaveTitle("Your company | Service Builder");
  });

  for (const from of ["/services", "/service-builder-new"]) {
    test(`the legacy path ${from} redirects to the builder's first step`, async ({
      page,
      request,
    }) => {
      const answer = await request.get(from, { maxRedirects: 0 });
      expect(answer.status()).toBe(301);
      expect(answer.headers().location).toBe("/sb/lead");
      await gotoReady(page, from);
      await expect(page).toHaveURL(/\/sb\/lead$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstStep);
      await expect(page.getByText("Coming Soon", { exact: true })).toHaveCount(0);
    });
  }

  test("/sb and unknown paths under it open the furthest step reached", async ({ page }) => {
    for (const from of ["/sb", "/sb/anything/deeper", "/sb/summary"]) {
      const response = await gotoReady(page, from);
      expect(response?.status(), from).toBe(200);
      await expect(page, from).toHaveURL(/\/sb\/lead$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstStep);
    }
  });

  test("a step loading its draft keeps the footer below the first screen: nothing moves when it arrives (issue 37)", async ({
    page,
    request,
  }) => {
    const sessionId = newSessionId();
    const headers = { [SESSION_HEADER]: sessionId, ...asVisitor().headers };
    const lead = await request.post("/api/sb/lead", {
      headers,
      data: {
        companyName: "Harbor Family Clinic",
        contactName: "Dana Reyes",
        email: `dana-${sessionId.slice(-8)}@example.com`,
        phone: "",
        companySize: "11-50",
      },
    });
    expect(lead.status(), await lead.text()).toBe(200);
    const draft = await request.put("/api/sb/draft", {
      headers,
      data: {
        stepReached: "configure",
        answers: { complianceRequirements: [], securityFocus: [], timeline: "asap" },
        locations: [HQ],
        selections: [{ locationId: HQ.id, serviceId: serviceIds.multiFactorAuthentication }],
      },
    });
    expect(draft.status(), await draft.text()).toBe(200);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await gotoReady(page, `/sb/configure?sessionId=${sessionId}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Main office").first()).toBeVisible();
    const footerTop = await page.locator("footer").evaluate((el) => el.getBoundingClientRect().top);
    expect(footerTop).toBeGreaterThanOrEqual(844);
    const shifted = await page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shifted).toBeLessThan(0.001);
  });

  test("/service-builder still shows the teaser, which leads into the builder", async ({
    page,
  }) => {
    await gotoReady(page, "/service-builder");
    await expect(page.getByText("Coming Soon", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Be the First to Know" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/service-builder$/,
    );
    await page.getByRole("link", { name: "Start configuring now" }).click();
    await expect(page).toHaveURL(/\/sb\/lead$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstStep);
  });
});

test.describe("transport demo (seed 001 §2: behind a route guard)", () => {
  for (const [path, heading] of [
    ["/transport-demo", "Transport demo"],
    ["/simple-transport", "Simple transport"],
  ] as const) {
    test(`${path} sends visitors to sign in, and opens for staff`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/auth?redirectTo=${encodeURIComponent(path)}`);

      const signIn = await page.request.post("/api/auth/login", {
        data: E2E_ADMIN,
        headers: { origin: new URL(page.url()).origin },
      });
      expect(signIn.status()).toBe(200);
      await gotoReady(page, path);
      await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    });
  }
});
