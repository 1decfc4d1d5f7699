import { expect, test } from "@playwright/test";
import { bodyOverflow, clickRevealed, gotoLanding } from "./landing-support";
import { waitUntilOpen } from "./support";

test.describe("security insights", () => {
  test("three filters, Security Foundation by default; twelve topics in all", async ({ page }) => {
    await gotoLanding(page);
    const section = page.locator("#security-insights");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(
      "Security Insights That Matter",
    );
    const filters = section.getByRole("group", { name: "Topic category" }).getByRole("button");
    await expect(filters).toHaveText([
      "Security Foundation",
      "Emerging Technologies",
      "Compliance & Governance",
    ]);
    await expect(filters.first()).toHaveAttribute("aria-pressed", "true");

    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(6);
    await expect(cards.first().getByRole("listitem")).toHaveCount(3);

    await section.getByRole("button", { name: "Emerging Technologies" }).click();
    await expect(cards).toHaveCount(5);
    await expect(section.getByRole("heading", { name: "AI Threat Detection" })).toBeVisible();

    await section.getByRole("button", { name: "Compliance & Governance" }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText("Security Metrics & Reporting");
  });

  test("each category shows its description line above a grid of 1, 2 or 3 columns", async ({
    page,
  }) => {
    await gotoLanding(page);
    const section = page.locator("#security-insights");
    const columns = (name: string) =>
      section
        .getByRole("list", { name, exact: true })
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
    const categories = [
      [
        "Security Foundation",
        "The essential controls every organisation needs: identity, secure delivery, cloud protection, patching and people.",
        3,
      ],
      [
        "Emerging Technologies",
        "New attack surfaces and the technologies that defend them, from AI-driven detection to connected devices.",
        3,
      ],
      [
        "Compliance & Governance",
        "Measure, report and prove your security posture to boards, auditors and regulators.",
        1,
      ],
    ] as const;
    for (const [label, description, count] of categories) {
      await section.getByRole("button", { name: label }).click();
      await expect(section.getByText(description, { exact: true })).toBeVisible();
      expect(await columns(label)).toBe(count);
    }
    // The single compliance card stays a readable width, centred.
    const single = await section.getByRole("article").boundingBox();
    expect(single?.width).toBeLessThanOrEqual(448);

    await page.setViewportSize({ width: 800, height: 900 });
    await section.getByRole("button", { name: "Security Foundation" }).click();
    expect(await columns("Security Foundation")).toBe(2);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await columns("Security Foundation")).toBe(1);
  });

  test("the modal shows every part and links to the topic's own page", async ({ page }) => {
    await gotoLanding(page);
    const section = page.locator("#security-insights");
    await section.getByRole("button", { name: "Emerging Technologies" }).click();
    await clickRevealed(section.getByRole("button", { name: "Discover AI Security" }));
    const modal = page.getByRole("dialog", { name: "AI Threat Detection" });
    await expect(modal).toBeVisible();
    expect(await bodyOverflow(page)).toBe("hidden");
    await expect(modal.getByText("Emerging Technologies", { exact: true })).toBeVisible();
    await expect(modal.getByText("99.2% detection rate")).toBeVisible();
    for (const heading of [
      "Overview",
      "Without AI Threat Detection",
      "Our Implementation Approach",
      "Key Benefits",
      "Enhanced Security",
      "Cost Efficiency",
      "Impact Metrics",
      "Success Story",
      "Why Choose Sentinel Forge IT for AI Threat Detection",
      "Ready to Transform Your Security?",
    ]) {
      await expect(modal.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    await expect(
      modal.getByRole("listitem").filter({ hasText: "Models evaluated and tuned" }),
    ).toBeVisible();
    // The description is the dialog's description; the Overview does not repeat it.
    await expect(modal).toHaveAccessibleDescription(
      "Machine learning that spots the attacks signatures miss, and tells analysts why.",
    );
    await expect(modal.getByText(/Machine learning that spots the attacks/)).toHaveCount(1);
    await expect(modal.getByText("85%")).toBeVisible();
    await expect(modal.getByText("$1.4M")).toBeVisible();
    await expect(modal.getByRole("link", { name: "Discover AI Security" })).toHaveAttribute(
      "href",
      "/services/ai-security",
    );
  });

  test("the modal closes by X, by Close and by the overlay, restoring page scrolling", async ({
    page,
  }) => {
    await gotoLanding(page);
    const open = page.getByRole("button", { name: "Explore Zero Trust" });
    const modal = page.getByRole("dialog", { name: "Zero Trust Architecture" });

    await clickRevealed(open);
    await modal.getByRole("button", { name: "Close" }).first().click();
    await expect(modal).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe("hidden");

    await open.click();
    await modal.getByRole("button", { name: "Close", exact: true }).last().click();
    await expect(modal).toBeHidden();

    await open.click();
    await waitUntilOpen(modal);
    await page.mouse.click(5, 5);
    await expect(modal).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe("hidden");
  });

  test("topic links follow seed 000 (ai-threat-detection -> /services/ai-security)", async ({
    page,
  }) => {
    await gotoLanding(page);
    const section = page.locator("#security-insights");
    await section.getByRole("button", { name: "Compliance & Governance" }).click();
    await clickRevealed(section.getByRole("button", { name: "Measure What Matters" }));
    await expect(page.getByRole("link", { name: "Measure What Matters" })).toHaveAttribute(
      "href",
      "/services/security-metrics",
    );
  });

  test("the 2025 Cybersecurity Guide banner offers the download", async ({ page }) => {
    await gotoLanding(page);
    await expect(page.getByRole("heading", { name: "2025 Cybersecurity Guide" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Download Free Guide" })).toHaveAttribute(
      "href",
      /^#/,
    );
  });
});
