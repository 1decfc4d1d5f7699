import { expect, type Page, test } from "@playwright/test";
import { gotoLanding } from "./landing-support";

const industries = ["Financial Technology", "Healthcare", "Retail Technology", "Manufacturing"];
const durations = ["6 months", "9 months", "4 months", "12 months"];
const rois = ["427% over 3 years", "315% over 2 years", "580% over 1 year", "323% over 3 years"];

function section(page: Page) {
  return page.locator("#case-studies");
}

async function expectShowing(page: Page, index: number) {
  const cases = section(page);
  await expect(cases.getByRole("tab", { name: industries[index], exact: true })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const panel = cases.getByRole("tabpanel").first();
  await expect(panel).toContainText(durations[index] as string);
  await expect(panel).toContainText(rois[index] as string);
}

test.describe("case studies", () => {
  test("four industry tabs, Financial Technology first, with the figures of seed 000 §9", async ({
    page,
  }) => {
    await gotoLanding(page);
    const cases = section(page);
    await expect(cases.getByRole("tablist", { name: "Industries" }).getByRole("tab")).toHaveText(
      industries,
    );
    await expectShowing(page, 0);
    for (const figure of ["35+", "42%", "99.9%", "98.7%", "100%", "+286%", "93.4%"]) {
      await expect(cases.getByText(figure, { exact: true })).toBeVisible();
    }
    for (const [index, industry] of industries.entries()) {
      await cases.getByRole("tab", { name: industry, exact: true }).click();
      await expectShowing(page, index);
    }
  });

  test("sub-tabs Overview (default), Key Metrics and Testimonial", async ({ page }) => {
    await gotoLanding(page);
    const cases = section(page);
    await expect(cases.getByRole("tab", { name: "Overview" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    for (const part of ["Challenge", "Solution", "Result"]) {
      await expect(cases.getByRole("heading", { name: part, exact: true })).toBeVisible();
    }
    await cases.getByRole("tab", { name: "Key Metrics" }).click();
    await expect(cases.getByText("Fraud losses")).toBeVisible();
    await expect(cases.getByText("was $2.1M")).toBeVisible();
    await cases.getByRole("tab", { name: "Testimonial" }).click();
    await expect(cases.getByText("Rachel Kim")).toBeVisible();
  });

  test("Next and Previous wrap around and reset the sub-tab to Overview", async ({ page }) => {
    await gotoLanding(page);
    const cases = section(page);
    const next = cases.getByRole("button", { name: "Next case study" });
    const previous = cases.getByRole("button", { name: "Previous case study" });

    await cases.getByRole("tab", { name: "Testimonial" }).click();
    await next.click();
    await expectShowing(page, 1);
    await expect(cases.getByRole("tab", { name: "Overview" })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    await previous.click();
    await previous.click();
    await expectShowing(page, 3);

    await cases.getByRole("tab", { name: "Key Metrics" }).click();
    await next.click();
    await expectShowing(page, 0);
    await expect(cases.getByRole("tab", { name: "Overview" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("Previous and Next announce which story now shows", async ({ page }) => {
    await gotoLanding(page);
    const cases = section(page);
    const status = cases.locator('[aria-live="polite"]');
    await expect(status).toHaveAttribute("aria-atomic", "true");
    await expect(status).toHaveText("1 / 4Case study 1 of 4: Cobalt Ledger Financial");
    await cases.getByRole("button", { name: "Previous case study" }).click();
    await expect(status).toContainText("4 / 4");
    await expect(status.locator(".sr-only")).toHaveText(
      "Case study 4 of 4: Ironvale Manufacturing",
    );
  });

  test("'Request Similar Solution' goes to the contact form", async ({ page }) => {
    await gotoLanding(page);
    const link = section(page).getByRole("link", { name: "Request Similar Solution" });
    await expect(link).toHaveAttribute("href", "#contact");
    await link.click();
    await expect(page.getByRole("heading", { name: "Get in Touch" })).toBeInViewport();
  });
});
