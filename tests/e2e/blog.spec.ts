import { expect, test } from "@playwright/test";
import {
  cardTitles,
  gotoBlog,
  PAGE_SIZE,
  PAGES,
  postsNewestFirst,
  resultsStatus,
  titlesOfPage,
} from "./blog-support";

const total = postsNewestFirst.length;
const compliance = postsNewestFirst.filter((post) =>
  post.tags.some((tag) => tag.name === "Compliance"),
);

test.describe("/blog list", () => {
  test("is server-rendered: every card of the first page, newest first, in the HTML", async ({
    request,
  }) => {
    const response = await request.get("/blog");
    expect(response.status()).toBe(200);
    // React separates adjacent text with comments; escaped as it would escape them.
    const html = (await response.text()).replaceAll("<!-- -->", "");
    const asHtml = (text: string) =>
      text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");
    const positions = titlesOfPage(1).map((title) => html.indexOf(asHtml(title)));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).not.toContain(asHtml(titlesOfPage(2)[0] ?? ""));
    expect(html).toContain(`${total} articles · Page 1 of ${PAGES}`);
    expect(html).toMatch(/<title>[^<]*Blog[^<]*<\/title>/);
  });

  test("lists 9 articles a page, newest first, with numbered pages and Previous/Next", async ({
    page,
  }) => {
    expect(total).toBeGreaterThanOrEqual(25);
    await gotoBlog(page);
    await expect(cardTitles(page)).toHaveText(titlesOfPage(1));
    const pager = page.getByRole("navigation", { name: "Pagination" });
    await expect(pager.locator('[aria-current="page"]')).toHaveText("Page 1");
    await expect(pager.getByRole("link", { name: "Previous page" })).toHaveCount(0);

    await pager.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(cardTitles(page)).toHaveText(titlesOfPage(2));
    await expect(resultsStatus(page)).toHaveText(`${total} articles · Page 2 of ${PAGES}`);

    await pager.getByRole("link", { name: `Page ${PAGES}` }).click();
    await expect(page).toHaveURL(new RegExp(`page=${PAGES}$`));
    await expect(cardTitles(page)).toHaveText(titlesOfPage(PAGES));
    expect(titlesOfPage(PAGES).length).toBeLessThanOrEqual(PAGE_SIZE);
    await expect(pager.getByRole("link", { name: "Next page" })).toHaveCount(0);
    await pager.getByRole("link", { name: "Previous page" }).click();
    await expect(cardTitles(page)).toHaveText(titlesOfPage(PAGES - 1));
  });

  test("a tag chip keeps only that topic's articles, and 'All topics' clears it", async ({
    page,
  }) => {
    await gotoBlog(page);
    const topics = page.getByRole("navigation", { name: "Topics" });
    await topics.getByRole("link", { name: /^Compliance/ }).click();
    await expect(page).toHaveURL(/\/blog\?tag=Compliance$/);
    await expect(resultsStatus(page)).toHaveText(
      `${compliance.length} articles tagged “Compliance”`,
    );
    await expect(cardTitles(page)).toHaveText(compliance.map((post) => post.title));
    await expect(topics.getByRole("link", { name: /^Compliance/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    for (const card of await page.locator('[data-page="blog"] article').all()) {
      await expect(card.getByRole("list", { name: "Tags" })).toContainText("Compliance");
    }

    await topics.getByRole("link", { name: "All topics" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cardTitles(page)).toHaveText(titlesOfPage(1));
  });

  test("less used topics sit behind 'More topics'", async ({ page }) => {
    await gotoBlog(page);
    const topics = page.getByRole("navigation", { name: "Topics" });
    const hidden = topics.getByRole("link", { name: /^Incident Response/ });
    await expect(hidden).toBeHidden();
    await topics.getByText(/^More topics/).click();
    await hidden.click();
    await expect(page).toHaveURL(/tag=Incident\+Response/);
    await expect(cardTitles(page)).toHaveText([
      "Incident Response Tabletop Exercises: Practising the Worst Day",
    ]);
  });

  test("the search finds articles while typing, keeps the topic, and says when none match", async ({
    page,
  }) => {
    await gotoBlog(page, "?tag=Identity");
    const search = page.getByRole("searchbox", { name: "Search articles" });
    await search.fill("passkeys");
    await expect(page).toHaveURL(/\/blog\?tag=Identity&q=passkeys$/);
    await expect(cardTitles(page)).toContainText([
      "Phishing-Resistant MFA: Rolling Out Passkeys Across the Workforce",
    ]);
    await expect(resultsStatus(page)).toContainText("tagged “Identity” matching “passkeys”");

    await search.fill("quantum harvest");
    await search.press("Enter");
    await expect(page).toHaveURL(/q=quantum\+harvest$/);
    await expect(resultsStatus(page)).toHaveText(
      "0 articles tagged “Identity” matching “quantum harvest”",
    );
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(search).toHaveValue("");
    await expect(cardTitles(page)).toHaveText(titlesOfPage(1));
  });

  test("topics and searches work with the browser's back button", async ({ page }) => {
    await gotoBlog(page);
    await page
      .getByRole("navigation", { name: "Topics" })
      .getByRole("link", { name: /^Security/ })
      .click();
    await expect(page).toHaveURL(/tag=Security$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cardTitles(page)).toHaveText(titlesOfPage(1));

    // Typing adds one history entry for the search, however many pauses it takes.
    const search = page.getByRole("searchbox", { name: "Search articles" });
    await search.fill("zero");
    await expect(page).toHaveURL(/q=zero$/);
    await search.fill("zero trust");
    await expect(page).toHaveURL(/q=zero\+trust$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(search).toHaveValue("");
  });

  test("a page past the last one says so and links back", async ({ page }) => {
    await gotoBlog(page, "?page=40");
    await expect(
      page.getByRole("heading", { name: "This page is past the last article" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Show all articles" }).click();
    await expect(cardTitles(page)).toHaveText(titlesOfPage(1));
  });
});

test.describe("/blog cards", () => {
  test("open the landing page's post modal, which closes and links to the post's page", async ({
    page,
  }) => {
    await gotoBlog(page);
    const [first] = postsNewestFirst;
    if (!first) throw new Error("no posts");
    const title = page
      .locator('[data-page="blog"]')
      .getByRole("link", { name: first.title, exact: true });
    await expect(title).toHaveAttribute("href", `/blog/${first.slug}`);
    await title.click();
    const modal = page.getByRole("dialog", { name: first.title });
    await expect(modal).toBeVisible();
    await expect(page).toHaveURL(/\/blog$/);
    for (const heading of [
      "Key Insights",
      "Emerging Trends",
      "Key Metrics",
      "Want to learn more?",
    ]) {
      await expect(modal.getByRole("heading", { name: heading })).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    await expect(title).toBeFocused();

    await title.click();
    await modal.getByRole("link", { name: "Open as a page" }).click();
    await expect(page).toHaveURL(`/blog/${first.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
  });

  test("'Schedule a Consultation' in the modal leads to the contact form", async ({ page }) => {
    await gotoBlog(page);
    const post = postsNewestFirst[1];
    if (!post) throw new Error("no posts");
    await page
      .locator('[data-page="blog"]')
      .getByRole("link", { name: post.title, exact: true })
      .click();
    await page.getByRole("dialog").getByRole("button", { name: "Schedule a Consultation" }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.getByRole("heading", { name: "Get in Touch" })).toBeInViewport();
  });

  test("link to the post's own page", async ({ page }) => {
    await gotoBlog(page, "?page=2");
    const post = postsNewestFirst[PAGE_SIZE];
    if (!post) throw new Error("no posts");
    await page.getByRole("link", { name: `Full article: ${post.title}` }).click();
    await expect(page).toHaveURL(`/blog/${post.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  });
});

test.describe("/blog without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("topics, search and pages work as plain links and a GET form", async ({ page }) => {
    await page.goto("/blog");
    await page
      .getByRole("navigation", { name: "Topics" })
      .getByRole("link", { name: /^Compliance/ })
      .click();
    await expect(page).toHaveURL(/\/blog\?tag=Compliance$/);
    await expect(cardTitles(page)).toHaveText(compliance.map((post) => post.title));

    await page.getByRole("searchbox", { name: "Search articles" }).fill("HIPAA");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/blog\?tag=Compliance&q=HIPAA$/);
    await expect(cardTitles(page)).toHaveText([
      "The HIPAA Security Rule in Practice for Growing Healthcare Providers",
    ]);

    await page.goto("/blog");
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(cardTitles(page)).toHaveText(titlesOfPage(2));

    // A card's title is a link to the article itself when no modal can open.
    const post = postsNewestFirst[PAGE_SIZE];
    if (!post) throw new Error("no posts");
    await page
      .locator('[data-page="blog"]')
      .getByRole("link", { name: post.title, exact: true })
      .click();
    await expect(page).toHaveURL(`/blog/${post.slug}`);
  });
});
