import { expect, test } from "@playwright/test";
import { violations } from "./axe-support";
import { postsNewestFirst } from "./blog-support";
import { gotoReady, waitUntilOpen } from "./support";

const pages: [name: string, path: string][] = [
  ["landing page", "/"],
  ["blog", "/blog"],
  ["blog article", `/blog/${postsNewestFirst[0]?.slug}`],
  ["privacy policy", "/privacy-policy"],
  ["terms of service", "/terms-of-service"],
  ["Service Builder teaser", "/service-builder"],
  ["security topic page", "/services/ai-security"],
  ["404 page", "/no/such/page"],
  ["sign-in", "/auth"],
  ["transport diagnostics", "/transport-diagnostics"],
  ["transport test", "/transport-test"],
  ["transport debug", "/transport-debug"],
  ["WebSocket echo test", "/ws-test"],
  ["WebSocket reconnect test", "/websocket-reconnect-test"],
];

// Reduced motion shows every element in its final state at once (no entrance fade, no
// half-finished transition), so contrast is measured on what people actually read.
test.use({ reducedMotion: "reduce" });

for (const theme of ["dark", "light"] as const) {
  test.describe(`axe, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
    });

    for (const [name, path] of pages) {
      test(`${name} (${path}) has no WCAG 2.2 AA violation`, async ({ page }) => {
        await gotoReady(page, path);
        const html = expect(page.locator("html"));
        await (theme === "dark" ? html.toHaveClass(/dark/) : html.not.toHaveClass(/dark/));
        expect(await violations(page)).toEqual([]);
      });
    }

    test("neither do the landing page's states behind tabs, filters and choices", async ({
      page,
    }) => {
      test.setTimeout(90_000); // eleven axe runs
      await gotoReady(page, "/");
      const cases = page.locator("#case-studies");
      for (const subTab of ["Key Metrics", "Testimonial"]) {
        for (const industry of ["Financial Technology", "Healthcare", "Manufacturing"]) {
          await cases.getByRole("tab", { name: industry, exact: true }).click();
          await cases.getByRole("tab", { name: subTab }).click();
          expect(await violations(page, "#case-studies"), `${industry}, ${subTab}`).toEqual([]);
        }
      }
      const pricing = page.locator("#pricing");
      for (const tab of ["Endpoint Protection Suite", "Application Development"]) {
        await pricing.getByRole("tab", { name: tab }).click();
        expect(await violations(page, "#pricing"), tab).toEqual([]);
      }
      await pricing.getByRole("tab", { name: "Compliance Packages" }).click();
      await pricing.getByRole("combobox", { name: "Compliance standard" }).click();
      await page.getByRole("option", { name: "HIPAA Compliance" }).click();
      await expect(pricing.getByText("Save $2,400", { exact: true })).toBeVisible();
      expect(await violations(page, "#pricing"), "HIPAA package").toEqual([]);
      const insights = page.locator("#security-insights");
      for (const category of ["Emerging Technologies", "Compliance & Governance"]) {
        await insights.getByRole("button", { name: category }).click();
        expect(await violations(page, "#security-insights"), category).toEqual([]);
      }
    });

    test("the landing page's dialogs and menus have none either", async ({ page }) => {
      test.setTimeout(60_000);
      await gotoReady(page, "/");
      await page.getByRole("button", { name: "Live chat" }).click();
      expect(await violations(page, '[data-testid="chat-panel"]')).toEqual([]);
      await page.keyboard.press("Escape");

      const dialogs: [opener: string, dialog: string][] = [
        ["Learn more about Cybersecurity & Compliance", "Cybersecurity & Compliance"],
        ["Explore Zero Trust", "Zero Trust Architecture"],
        [
          "Edge Computing: Securing the New Perimeter",
          "Edge Computing: Securing the New Perimeter",
        ],
      ];
      for (const [opener, name] of dialogs) {
        await page.getByRole("button", { name: opener, exact: true }).click();
        const dialog = page.getByRole("dialog", { name });
        await waitUntilOpen(dialog);
        expect(await violations(page, '[role="dialog"]'), name).toEqual([]);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
      }
    });

    test("the mobile menu has none", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoReady(page, "/");
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}
