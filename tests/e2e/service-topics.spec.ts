import { expect, test } from "@playwright/test";
import { insightTopics } from "../../app/features/security-insights/insight-topics";
import { clickRevealed, gotoLanding } from "./landing-support";
import { gotoReady } from "./support";

test.describe("security topic pages (/services/{topic})", () => {
  test("each of the twelve topic paths is a server-rendered page with its own meta", async ({
    request,
    baseURL,
  }) => {
    expect(insightTopics).toHaveLength(12);
    for (const topic of insightTopics) {
      const response = await request.get(topic.ctaLink, { maxRedirects: 0 });
      expect(response.status(), topic.ctaLink).toBe(200);
      const html = await response.text();
      const title = topic.title.replaceAll("&", "&amp;");
      expect(html).toContain(`<title>${title} Services | Sentinel Forge IT</title>`);
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${topic.ctaLink}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${baseURL}${topic.ctaLink}"/>`);
      expect(html).toMatch(
        new RegExp(`<h1[^>]*>${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`),
      );
    }
  });

  test("the page shows the topic in full and leads to the contact form", async ({ page }) => {
    await gotoReady(page, "/services/ai-security");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Threat Detection");
    await expect(page.getByText("Emerging Technologies", { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        "Machine learning that spots the attacks signatures miss, and tells analysts why.",
      ),
    ).toBeVisible();
    await expect(page.getByText("99.2% detection rate")).toBeVisible();
    const main = page.getByRole("main");
    for (const heading of [
      "What We Implement",
      "Key Benefits",
      "Impact Metrics",
      "Success Story",
      "Why Choose Sentinel Forge IT for AI Threat Detection",
      "Ready to Transform Your Security?",
    ]) {
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(main.getByRole("heading", { name: "Without AI Threat Detection" })).toBeVisible();
    await expect(
      main.getByRole("listitem").filter({ hasText: "Models evaluated and tuned" }),
    ).toBeVisible();
    await expect(main.getByText("$1.4M")).toBeVisible();
    await expect(main.getByText("Grace Whitfield")).toBeVisible();
    const consultation = main.getByRole("link", { name: "Schedule a Consultation" });
    await expect(consultation).toHaveAttribute("href", "/#contact");
    await consultation.click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.getByRole("heading", { name: "Get in Touch" })).toBeInViewport();
  });

  test("the insight modal's call to action opens the topic's page", async ({ page }) => {
    await gotoLanding(page);
    await clickRevealed(page.getByRole("button", { name: "Secure Your Pipeline" }));
    await page
      .getByRole("dialog", { name: "DevSecOps" })
      .getByRole("link", { name: "Secure Your Pipeline" })
      .click();
    await expect(page).toHaveURL(/\/services\/devsecops$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("DevSecOps");
  });

  test("an unknown topic is the 404 card with status 404", async ({ page }) => {
    for (const path of ["/services/quantum-firewalls", "/services/ai-threat-detection"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
    }
  });

  test("/services itself still redirects to the Service Builder", async ({ request }) => {
    const response = await request.get("/services", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/sb/lead");
  });

  test("sitemap.xml lists the twelve topic pages", async ({ request, baseURL }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const topic of insightTopics) {
      expect(sitemap).toContain(`<loc>${baseURL}${topic.ctaLink}</loc>`);
    }
  });
});
