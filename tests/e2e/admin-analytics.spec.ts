import type { APIRequestContext, Page } from "@playwright/test";
import { expect, signIn, test } from "./accounts";
import { newSessionId, SESSION_HEADER } from "./builder-support";
import { asVisitor } from "./support";

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A builder session that starts and leaves a lead, and a contact-form inquiry: today's data. */
async function seedToday(request: APIRequestContext) {
  const tag = stamp();
  const visitor = asVisitor().headers;
  const headers = { [SESSION_HEADER]: newSessionId(), ...visitor };
  expect((await request.get("/api/sb/draft", { headers })).status()).toBe(200);
  const lead = await request.post("/api/sb/lead", {
    headers,
    data: {
      companyName: `Analytics Works ${tag}`,
      contactName: "Riley Stone",
      email: `riley@analytics-${tag}.com`,
      phone: "",
      companySize: "11-50",
    },
  });
  expect(lead.status(), await lead.text()).toBe(200);
  const inquiry = await request.post("/api/inquiries", {
    headers: visitor,
    data: {
      name: `Morgan ${tag}`,
      email: `morgan.${tag}@example.com`,
      organizationSize: "11-50",
      message: `Ticket ${tag}: forty laptops, two file servers and an insurer asking for MFA everywhere.`,
    },
  });
  expect(inquiry.status()).toBe(201);
  return tag;
}

const figure = (page: Page, label: string) =>
  page
    .getByRole("list", { name: "Sales figures" })
    .getByRole("link", { name: new RegExp(`^${label}`) });

test.use({ reducedMotion: "reduce" });

for (const theme of ["light", "dark"] as const) {
  test(`the dashboard shows this week's sales figures and charts, and the period switch changes them (${theme})`, async ({
    page,
    request,
    accounts,
  }) => {
    const tag = await seedToday(request);
    await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
    await signIn(
      page,
      await accounts.create(),
      `/auth?redirectTo=${encodeURIComponent("/admin?period=7d")}`,
    );
    await expect(page.getByRole("heading", { name: "Sales", level: 2 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Last 7 days" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const leads = figure(page, "New leads");
    await expect(leads).toBeVisible();
    await expect(leads).not.toContainText(/New leads\s*0\b/);
    await expect(leads).toHaveAttribute(
      "href",
      /^\/admin\/prospects\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d&tz=[\w%]+&sort=createdAt&dir=desc$/,
    );
    await expect(figure(page, "Open pipeline")).toContainText(/Up|Down|Same/);
    await expect(figure(page, "Inquiries")).toContainText(/Up|Down|Same/);
    // The leads chart is drawn, and its numbers are there as text too.
    const chart = page.getByRole("region", { name: "New leads over time" });
    await expect(chart.locator(".recharts-surface")).toBeVisible();
    await chart.getByText("Show the data as a table").click();
    await expect(chart.getByRole("table")).toBeVisible();
    // The existing panels stay.
    await expect(page.getByRole("heading", { name: "Your account security" })).toBeVisible();

    // An old week in the URL: nothing happened then, and the page says so.
    await page.getByLabel("From", { exact: true }).fill("2020-01-01");
    await page.getByLabel("To", { exact: true }).fill("2020-01-07");
    await page.getByRole("button", { name: "Show range" }).click();
    await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-07/);
    await expect(figure(page, "New leads")).toContainText(/New leads\s*0/);
    await expect(page.getByText("No new leads in this period.")).toBeVisible();

    await page.getByRole("link", { name: "Last 90 days" }).click();
    await expect(page).toHaveURL(/period=90d/);
    await expect(figure(page, "New leads")).not.toContainText(/New leads\s*0\b/);

    // The figure opens its list filtered to the period's days.
    await figure(page, "New leads").click();
    await expect(page).toHaveURL(/\/admin\/prospects\?from=/);
    await expect(page.getByLabel("Created from")).toHaveValue(/^\d{4}-\d\d-\d\d$/);
    await expect(page.getByRole("link", { name: `Analytics Works ${tag}` })).toBeVisible();
  });
}

test("the Service Builder analytics show the funnel, link a step to its list and export CSV", async ({
  page,
  request,
  accounts,
}) => {
  await seedToday(request);
  // Issue 36 §4: a prospect took one intake suggestion and set one aside.
  const answered = await request.post("/api/sb/suggestions", {
    headers: { [SESSION_HEADER]: newSessionId() },
    data: { source: "intake", outcomes: ["accepted", "rejected"] },
  });
  expect(answered.status(), await answered.text()).toBe(201);
  await signIn(
    page,
    await accounts.create(),
    `/auth?redirectTo=${encodeURIComponent("/admin/service-builder-analytics?period=7d")}`,
  );
  await expect(
    page.getByRole("heading", { name: "Service Builder analytics", level: 1 }),
  ).toBeVisible();
  const suggestions = page.getByRole("region", { name: "AI suggestions accepted" });
  await expect(suggestions).toContainText("Read from the company description");
  await expect(suggestions).toContainText("Chosen by companies like yours");
  await expect(suggestions.locator("[data-suggestions=intake]")).toContainText(/\d+ accepted/);
  const funnel = page.getByRole("region", { name: "Funnel steps" });
  await expect(funnel.getByRole("row", { name: /Session started/ })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Funnel", exact: true }).locator(".recharts-surface"),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Company size", exact: true })).toContainText(
    "11-50",
  );
  const devices = page.getByRole("region", { name: "Mobile vs desktop" });
  await expect(devices.getByRole("columnheader", { name: "Share" })).toBeVisible();
  await expect(devices.getByRole("row", { name: /Desktop/ })).toBeVisible();
  await expect(devices.getByRole("row", { name: /Unknown \(not recorded\)/ })).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Services: recommended, kept and accepted" })
      .getByRole("heading", { name: "Services: recommended, kept and accepted" }),
  ).toBeVisible();

  const download = page.waitForEvent("download");
  await funnel.getByRole("link", { name: "CSV of Funnel steps" }).click();
  expect((await download).suggestedFilename()).toMatch(/^builder-funnel-\d{4}-\d{2}-\d{2}\.csv$/);

  await funnel.getByRole("link", { name: "Quote shared" }).click();
  await expect(page).toHaveURL(/\/admin\/service-configurations\?status=shared$/);
  await expect(
    page.getByRole("heading", { name: "Service configurations", level: 1 }),
  ).toBeVisible();
});
