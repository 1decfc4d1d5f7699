import { expect, test } from "@playwright/test";
import { openPricing, refetchPricing } from "./pricing-support";
import { envelope, gate } from "./support";

test.describe("first paint", () => {
  test.use({ javaScriptEnabled: false });

  test("the server-rendered page already holds the default tab's table", async ({ page }) => {
    await page.goto("/");
    const pricing = page.locator("#pricing");
    await expect(
      pricing.getByRole("heading", { name: "Enterprise Security Pricing" }),
    ).toBeVisible();
    await expect(pricing.getByRole("tab", { name: "User Protection Suite" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(pricing.getByRole("columnheader", { name: "Compliance Plus" })).toBeVisible();
    await expect(pricing.getByRole("rowheader", { name: "Data Loss Prevention" })).toBeVisible();
    await expect(pricing.getByText("Loading pricing information...")).toHaveCount(0);
  });
});

test("a refetch issues every pricing call together and shows the loading state meanwhile", async ({
  page,
}) => {
  const pricing = await openPricing(page);
  const held = gate();
  const requested: string[] = [];
  await page.route(/\/api\/(pricing\/|feature-explanations)/, async (route) => {
    requested.push(new URL(route.request().url()).pathname);
    await held.opened;
    await route.continue();
  });
  await refetchPricing(page);

  await expect(pricing.getByRole("status")).toHaveText("Loading pricing information...");
  await expect(pricing.getByRole("region", { name: /plan comparison/ })).toBeVisible();
  // No explanations while loading: the feature names are plain text.
  await expect(pricing.getByRole("button", { name: "Multi-Factor Authentication" })).toHaveCount(0);
  await expect.poll(() => requested.length).toBe(8);
  expect(requested.sort()).toEqual([
    "/api/feature-explanations",
    "/api/pricing/application-development",
    "/api/pricing/backup-solutions",
    "/api/pricing/compliance",
    "/api/pricing/endpoint-protection",
    "/api/pricing/server-protection",
    "/api/pricing/user-protection",
    "/api/pricing/vcio-services",
  ]);

  held.open();
  await expect(pricing.getByText("Loading pricing information...")).toHaveCount(0);
  await expect(pricing.getByRole("button", { name: "Multi-Factor Authentication" })).toBeVisible();
});

test("one failing pricing call fails the load: error text, then 'Try Again' reloads", async ({
  page,
}) => {
  const pricing = await openPricing(page);
  let failing = true;
  await page.route("**/api/pricing/vcio-services", (route) =>
    failing
      ? route.fulfill({ status: 503, contentType: "application/json", body: "{}" })
      : route.continue(),
  );
  await refetchPricing(page);
  // Three retries with 1 s, 2 s and 4 s back-off (seed 001 §9), fast-forwarded.
  await expect(async () => {
    await page.clock.fastForward(10_000);
    await expect(pricing.getByText("Failed to load pricing data")).toBeVisible({ timeout: 500 });
  }).toPass();
  await expect(pricing.getByRole("alert")).toContainText("Failed to load pricing data");
  await expect(pricing.getByRole("table")).toHaveCount(0);

  failing = false;
  const reload = page.waitForEvent("load");
  await pricing.getByRole("button", { name: "Try Again" }).click();
  await reload;
  // The reloaded page hydrates its sections as a reader scrolls, and the hook that hydrates
  // them all exists only once hydration has reached them: ask until the table is there.
  await expect(async () => {
    await page.evaluate(() => window.__hydrateIslands?.());
    await expect(pricing.getByRole("columnheader", { name: "Compliance Plus" })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass();
  await expect(pricing.getByText("Failed to load pricing data")).toHaveCount(0);
});

test("empty categories say so", async ({ page }) => {
  const pricing = await openPricing(page);
  await page.route("**/api/pricing/user-protection", (route) => route.fulfill(envelope([])));
  await page.route("**/api/pricing/compliance", (route) => route.fulfill(envelope([])));
  await refetchPricing(page);
  await expect(pricing.getByText("No plans available for this category")).toBeVisible();
  await expect(pricing.getByRole("table")).toHaveCount(0);
  await pricing.getByRole("tab", { name: "Compliance Packages" }).click();
  await expect(pricing.getByText("No compliance packages available")).toBeVisible();
  await expect(pricing.getByRole("combobox")).toHaveCount(0);
  await pricing.getByRole("tab", { name: "Server Protection Suite" }).click();
  await expect(pricing.getByRole("table")).toBeVisible();
});

test("a failing glossary call is only logged: the table stays, without explanations", async ({
  page,
}) => {
  const pricing = await openPricing(page);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.route("**/api/feature-explanations", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
  );
  await refetchPricing(page);
  await expect(pricing.getByRole("button", { name: "Multi-Factor Authentication" })).toHaveCount(0);
  await expect(
    pricing.getByRole("rowheader", { name: "Multi-Factor Authentication" }),
  ).toBeVisible();
  await expect(pricing.getByText("Loading pricing information...")).toHaveCount(0);
  await expect(pricing.getByRole("alert")).toHaveCount(0);
  expect(errors.some((text) => text.includes("Failed to load feature explanations"))).toBe(true);
});

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("nothing overflows the page; the table scrolls inside with the features in view", async ({
    page,
  }) => {
    const pricing = await openPricing(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    for (const tab of await pricing.getByRole("tab").all()) {
      const box = await tab.boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 360).toBe(true);
    }
    const region = pricing.getByRole("region", { name: "User Protection Suite plan comparison" });
    const lastPlan = pricing.getByRole("columnheader", { name: "Compliance Plus" });
    const feature = pricing.getByRole("rowheader", { name: "Data Loss Prevention" });
    await feature.scrollIntoViewIfNeeded();
    expect((await lastPlan.boundingBox())?.x).toBeGreaterThan(360);
    await region.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    // The last plan scrolled into view while the sticky Features column stayed put.
    await expect(async () => {
      const plan = await lastPlan.boundingBox();
      const sticky = await feature.boundingBox();
      expect((plan?.x ?? 0) + (plan?.width ?? 0)).toBeLessThanOrEqual(360);
      expect(sticky?.x).toBeGreaterThanOrEqual(0);
      expect(plan?.x).toBeGreaterThanOrEqual((sticky?.x ?? 0) + (sticky?.width ?? 0) - 1);
    }).toPass();
  });
});
