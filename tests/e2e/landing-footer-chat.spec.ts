import { expect, test } from "@playwright/test";
import { gotoLanding } from "./landing-support";

test.describe("footer", () => {
  test("has company, service and legal links, social placeholders and the current year", async ({
    page,
  }) => {
    await gotoLanding(page);
    const footer = page.getByRole("contentinfo");
    const company = [
      ["Services", "/#services"],
      ["AI Edge", "/#ai-edge"],
      ["Case Studies", "/#case-studies"],
      ["Pricing", "/#pricing"],
      ["Contact", "/#contact"],
      ["Blog", "/blog"],
    ];
    for (const [label, href] of company) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        href as string,
      );
    }
    for (const service of [
      "Managed IT & Helpdesk",
      "Cybersecurity & Compliance",
      "Cloud & DevOps",
      "Custom Software & AI Engineering",
      "Digital Transformation Consultancy",
    ]) {
      await expect(footer.getByRole("link", { name: service })).toHaveAttribute(
        "href",
        "/#services",
      );
    }
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/terms-of-service",
    );
    await expect(footer.getByRole("link", { name: "Cookies" })).toBeVisible();
    for (const network of ["LinkedIn", "X", "GitHub"]) {
      await expect(
        footer.getByText(`Sentinel Forge IT on ${network} (coming soon)`),
      ).toBeAttached();
    }
    await expect(footer).toContainText(
      `© ${new Date().getFullYear()} Sentinel Forge IT. All rights reserved.`,
    );
  });

  test("offers light, dark and system themes", async ({ page }) => {
    await gotoLanding(page);
    const chooser = page.getByRole("group", { name: "Theme" });
    await chooser.getByText("Light").click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    await chooser.getByText("System").click();
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("system");
  });
});

test.describe("chat widget", () => {
  test("is in the page, closed by default, and opens and closes", async ({ page }) => {
    await gotoLanding(page);
    const panel = page.getByTestId("chat-panel");
    await expect(panel).toBeAttached();
    await expect(panel).toBeHidden();

    const launcher = page.getByRole("button", { name: "Live chat" });
    await expect(launcher).toHaveAttribute("aria-expanded", "false");
    await launcher.click();
    await expect(page.getByRole("dialog", { name: "Chat with us" })).toBeVisible();
    await expect(panel).toContainText("+1 (410) 555-0142");
    await panel.getByRole("button", { name: "Close chat" }).click();
    await expect(panel).toBeHidden();

    await launcher.click();
    await expect(launcher).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
    await launcher.click();
    await launcher.click();
    await expect(panel).toBeHidden();
  });

  test("'Send us a message' closes it and goes to the contact form", async ({ page }) => {
    await gotoLanding(page);
    await page.getByRole("button", { name: "Live chat" }).click();
    await page.getByRole("button", { name: "Send us a message" }).click();
    await expect(page.getByTestId("chat-panel")).toBeHidden();
    await expect(page.getByRole("heading", { name: "Get in Touch" })).toBeInViewport();
  });
});
