import { expect, type Page, test } from "@playwright/test";

declare global {
  interface Window {
    /** The sections' server-rendered elements, taken before any script ran. */
    __serverSections?: Element[];
    __layoutShift?: number;
  }
}

const SECTIONS = ["#services", "#ai-edge", "#case-studies", "#pricing", "#contact"];

// Issue 12: a section below the fold keeps its server HTML until its code arrives. A context
// change above it (the stored theme read after hydration, the session id) used to make React
// drop that HTML and render the section again once its code came: the page collapsed and
// jumped back.
for (const theme of ["light", "dark"] as const) {
  test(`sections below the fold keep their server HTML while the page starts (${theme} theme stored)`, async ({
    page,
  }) => {
    await page.addInitScript((stored) => localStorage.setItem("theme", stored), theme);
    await page.addInitScript((selectors) => {
      window.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          window.__layoutShift =
            (window.__layoutShift ?? 0) + (entry as unknown as { value: number }).value;
        }
      }).observe({ type: "layout-shift", buffered: true });
      document.addEventListener("DOMContentLoaded", () => {
        window.__serverSections = selectors.map((selector) => {
          const element = document.querySelector(selector);
          if (!element) throw new Error(`${selector} is not in the server HTML`);
          return element;
        });
      });
    }, SECTIONS);

    await page.goto("/");
    // Started: the session is set and the theme control shows the stored theme.
    await expect(page.getByText("Initializing session...")).toBeHidden();
    await expect(
      page.getByRole("button", { name: `Switch to ${theme === "dark" ? "light" : "dark"} theme` }),
    ).toBeVisible();
    // Far below the fold, sections have not needed their code yet.
    const pending = await page.evaluate(() => window.__islandsPending ?? 0);
    expect(pending).toBeGreaterThan(0);

    const kept = await page.evaluate(() =>
      (window.__serverSections ?? []).map((element) => element.isConnected),
    );
    expect(kept).toEqual(SECTIONS.map(() => true));
    // The collapse shifted the page by 0.1 to 0.2; issue 12 allows 0.02 in all (a font swap
    // may move a line by a pixel).
    expect(await page.evaluate(() => window.__layoutShift)).toBeLessThan(0.01);

    // Scrolled to, a section hydrates in place: the same element, now interactive.
    await page.locator("#contact").scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.__islandsPending)).toBeLessThan(pending);
    expect(await page.evaluate(() => window.__serverSections?.at(-1)?.isConnected)).toBe(true);
  });
}

// Issue 12: the footer, the largest part of a public page hydrated up front before, brings its
// code only once it nears the viewport, and then works in place.
test("the footer loads its code near the viewport and then works in place", async ({ page }) => {
  const footerCode: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/site-footer-[\w-]+\.js$/.test(request.url())) footerCode.push(request.url());
  });
  await page.goto("/");
  await expect(page.getByText("Initializing session...")).toBeHidden();
  const footer = page.getByRole("contentinfo");
  const serverFooter = await footer.elementHandle();
  expect(footerCode).toEqual([]);

  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => footerCode.length).toBe(1);
  // The code has arrived; React may hydrate the footer a moment later, and a click before
  // that only ticks the server's radio button, as it would for a person.
  await expect(async () => {
    await footer.getByText("Light", { exact: true }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/, { timeout: 1000 });
  }).toPass();
  expect(await serverFooter?.evaluate((element) => element.isConnected)).toBe(true);
});

/** Holds back an island's code until the test releases it. */
async function holdCode(page: Page, chunk: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(chunk, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

// What a reader types before a section's code arrives is in the server's fields only; the
// section takes it over once it hydrates, and sends it.
test("the contact form keeps what was typed before its code arrived", async ({ page }) => {
  const release = await holdCode(page, /\/assets\/contact-section-[\w-]+\.js$/);
  await page.goto("/");
  await expect(page.getByText("Initializing session...")).toBeHidden();
  const contact = page.locator("#contact");
  await contact.getByLabel("Name").fill("Jordan Avery");
  await contact.getByLabel("Email").fill("jordan.avery@example.com");
  await contact.getByLabel("Organization Size").selectOption("51-200");
  await contact.getByLabel("Message").fill("We need help preparing for SOC 2 Type II.");

  const submit = contact.getByRole("button", { name: "Submit Request" });
  await expect(submit).toBeDisabled();
  release();
  // The button is enabled once the form has hydrated.
  await expect(submit).toBeEnabled();
  await expect(contact.getByLabel("Name")).toHaveValue("Jordan Avery");
  const posted = page.waitForRequest((request) => request.url().endsWith("/api/inquiries"));
  await submit.click();
  expect((await posted).postDataJSON()).toEqual({
    name: "Jordan Avery",
    email: "jordan.avery@example.com",
    organizationSize: "51-200",
    message: "We need help preparing for SOC 2 Type II.",
  });
});

// A pick made before the footer's code arrives ticks the server's radio only; the footer
// applies it once it hydrates, and the radio still answers a later pick.
test("a theme picked in the footer before its code has arrived applies once it does", async ({
  page,
}) => {
  const release = await holdCode(page, /\/assets\/site-footer-[\w-]+\.js$/);
  await page.goto("/");
  await expect(page.getByText("Initializing session...")).toBeHidden();
  const html = page.locator("html");
  await expect(html).toHaveClass(/dark/);
  const footer = page.getByRole("contentinfo");
  await footer.getByText("Light", { exact: true }).click();
  await expect(html).toHaveClass(/dark/);

  release();
  await expect(html).not.toHaveClass(/dark/);
  await expect(footer.getByRole("radio", { name: "Light" })).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  await footer.getByText("Dark", { exact: true }).click();
  await expect(html).toHaveClass(/dark/);
});
