import { expect, type Page, test } from "@playwright/test";

// Decision 084: the one font fetched before first paint is the core cut of Inter; the full
// Latin and Latin Extended files stay as the fallback for characters outside it, and are not
// fetched for the site's own copy.
async function fontRequests(page: Page, url: string): Promise<string[]> {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  await page.goto(url);
  await page.evaluate(() => document.fonts.ready);
  return fonts;
}

/** The unicode-range of each Inter face the page has loaded. */
function loadedInterRanges(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === "loaded" && face.family.includes("Inter Variable"))
      .map((face) => face.unicodeRange),
  );
}

for (const url of ["/", "/blog"]) {
  test(`${url} is set in Inter from the core file alone`, async ({ page }) => {
    const fonts = await fontRequests(page, url);
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(/\/inter-core-wght-400-700-[\w-]+\.woff2$/);
    expect(await loadedInterRanges(page)).toEqual([expect.stringMatching(/^U\+0*20-0*7E,/i)]);
    await expect(page.locator("h1").first()).toHaveCSS("font-family", /^"Inter Variable"/);
  });
}

test("a character outside the core cut still comes from Inter", async ({ page }) => {
  await page.goto("/");
  // U+0142 (Polish ł) is in the Latin Extended file only.
  await page.evaluate(() => document.fonts.load('400 16px "Inter Variable"', "Łódź"));
  expect(await loadedInterRanges(page)).toContainEqual(expect.stringMatching(/^U\+0*100-0*2BA,/i));
});
