import { expect, test } from "@playwright/test";
import { bodyOverflow, clickRevealed, gotoLanding } from "./landing-support";

const services = [
  "Managed IT & Helpdesk",
  "Cybersecurity & Compliance",
  "Cloud & DevOps",
  "Custom Software & AI Engineering",
  "Digital Transformation Consultancy",
];

test.describe("services", () => {
  test("shows the five service cards in order, each with 'Learn more'", async ({ page }) => {
    await gotoLanding(page);
    const section = page.locator("#services");
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(services);
    await expect(section.getByRole("button", { name: /^Learn more about/ })).toHaveCount(5);
  });

  test("the dialog opens on Overview and switches to Features and Case Study", async ({ page }) => {
    await gotoLanding(page);
    await clickRevealed(
      page.getByRole("button", { name: "Learn more about Cybersecurity & Compliance" }),
    );
    const dialog = page.getByRole("dialog", { name: "Cybersecurity & Compliance" });
    await expect(dialog).toBeVisible();
    expect(await bodyOverflow(page)).toBe("hidden");
    await expect(dialog.getByRole("tab")).toHaveText(["Overview", "Features", "Case Study"]);
    await expect(dialog.getByRole("tab", { name: "Overview" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(dialog.getByText("Regulations")).toBeVisible();
    await expect(dialog.getByText("ISO 27001")).toBeVisible();

    await dialog.getByRole("tab", { name: "Features" }).click();
    await expect(
      dialog.getByText("Managed detection and response with a 24/7 security operations centre"),
    ).toBeVisible();
    await dialog.getByRole("tab", { name: "Case Study" }).click();
    await expect(dialog.getByRole("heading", { name: "Financial services firm" })).toBeVisible();
    await expect(dialog.getByText(/SOC 2 Type II attestation/)).toBeVisible();

    await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
    await expect(dialog).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe("hidden");
    await expect(
      page.getByRole("button", { name: "Learn more about Cybersecurity & Compliance" }),
    ).toBeFocused();
  });

  test("each service has its own case study, in the order of seed 000", async ({ page }) => {
    test.setTimeout(60_000); // five dialogs open and close; ~15 s on an idle CI machine
    await gotoLanding(page);
    const expected = [
      "Regional healthcare provider",
      "Financial services firm",
      "E-commerce platform",
      "Manufacturing company",
      "Insurance provider",
    ];
    for (const [index, service] of services.entries()) {
      await clickRevealed(page.getByRole("button", { name: `Learn more about ${service}` }));
      const dialog = page.getByRole("dialog", { name: service });
      await dialog.getByRole("tab", { name: "Case Study" }).click();
      await expect(dialog.getByRole("heading", { name: expected[index] })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
  });

  test("reopening a dialog starts again on Overview", async ({ page }) => {
    await gotoLanding(page);
    const learnMore = page.getByRole("button", { name: "Learn more about Cloud & DevOps" });
    await clickRevealed(learnMore);
    await page.getByRole("tab", { name: "Features" }).click();
    await page.keyboard.press("Escape");
    await learnMore.click();
    await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("'Request a Consultation' closes the dialog and goes to the contact form", async ({
    page,
  }) => {
    await gotoLanding(page);
    await clickRevealed(
      page.getByRole("button", { name: "Learn more about Managed IT & Helpdesk" }),
    );
    const dialog = page.getByRole("dialog", { name: "Managed IT & Helpdesk" });
    const request = dialog.getByRole("link", { name: "Request a Consultation" });
    await expect(request).toHaveAttribute("href", "#contact");
    await request.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { name: "Get in Touch" })).toBeInViewport();
    await expect(page.locator("#contact")).toBeFocused();
  });
});
