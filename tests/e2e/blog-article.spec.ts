import { expect, test } from "@playwright/test";
import { postBySlug, postsNewestFirst } from "./blog-support";
import { gotoReady } from "./support";

const QUANTUM = "quantum-ai-what-security-leaders-should-prepare-for";

test.describe("/blog/{slug}", () => {
  test("is server-rendered with the whole post", async ({ request }) => {
    const response = await request.get(`/blog/${QUANTUM}`);
    expect(response.status()).toBe(200);
    const html = (await response.text()).replaceAll("<!-- -->", "");
    for (const text of [
      "<h1",
      "Quantum and AI: What Security Leaders Should Prepare for Now",
      "Priya Natarajan",
      "Head of AI Engineering",
      "May 20, 2025",
      "Practical quantum computers are still years away",
      "Key Insights",
      "Crypto-agility as a design goal",
      "Systems with a cryptographic inventory",
      "Crypto-agility assessment for an insurer",
      "Schedule a Consultation",
    ]) {
      expect(html, text).toContain(text);
    }
  });

  test("shows title, author with avatar and title, long date, tags, image and every part", async ({
    page,
  }) => {
    const response = await gotoReady(page, `/blog/${QUANTUM}`);
    expect(response?.status()).toBe(200);
    const post = postBySlug(QUANTUM);
    const article = page.locator("article").first();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(article.locator(`img[src="${post.author.avatar}"]`)).toBeVisible();
    await expect(article.getByText("Head of AI Engineering · May 20, 2025")).toBeVisible();
    await expect(article.getByRole("list", { name: "Tags" })).toHaveText(
      /Quantum AI\s*Cryptography/,
    );
    await expect(article.locator(`img[src="${post.image}"]`)).toBeVisible();
    await expect(article.getByText(post.excerpt)).toBeVisible();
    for (const heading of ["Key Insights", "Emerging Trends", "Key Metrics", "Case Study"]) {
      await expect(article.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    for (const insight of post.content.keyInsights) {
      await expect(article.getByText(insight)).toBeVisible();
    }
    // Seed 000 §2 fallbacks: a bar without a width is 50%; a case study with a title but no
    // challenge or results says so.
    // (Server-rendered style attributes have no space after the colon.)
    const bars = article.getByTestId("metric-bar");
    await expect(bars.nth(0)).toHaveAttribute("style", /width: ?34%/);
    await expect(bars.nth(1)).toHaveAttribute("style", /width: ?50%/);
    await expect(article.getByText("No challenge details available.")).toBeVisible();
    await expect(
      article.getByText("Results are being compiled and will be available soon."),
    ).toBeVisible();
    await expect(article.getByText("Published May 20, 2025")).toBeVisible();
  });

  test("leaves the Case Study out when the post has none", async ({ page }) => {
    await gotoReady(page, "/blog/incident-response-tabletop-exercises");
    await expect(page.getByRole("heading", { level: 2, name: "Key Metrics" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Case Study" })).toHaveCount(0);
  });

  test("'Want to learn more?' leads to the contact form with 'Schedule a Consultation'", async ({
    page,
  }) => {
    await gotoReady(page, "/blog/ransomware-readiness-a-30-day-plan");
    await expect(page.getByRole("heading", { name: "Want to learn more?" })).toBeVisible();
    const cta = page.getByRole("link", { name: "Schedule a Consultation" });
    await expect(cta).toHaveAttribute("href", "/#contact");
    await cta.click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.getByRole("heading", { name: "Get in Touch" })).toBeInViewport();
  });

  test("has its own title, description, canonical URL, Open Graph tags and JSON-LD BlogPosting", async ({
    request,
    baseURL,
  }) => {
    const post = postBySlug(QUANTUM);
    const html = await (await request.get(`/blog/${QUANTUM}`)).text();
    const url = `${baseURL}/blog/${QUANTUM}`;
    expect(html).toContain(`<title>${post.title} | Sentinel Forge IT</title>`);
    expect(html).toContain(`<meta name="description" content="${post.excerpt}"/>`);
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(html).toContain(`<meta property="og:type" content="article"/>`);
    expect(html).toContain(
      `<meta property="og:title" content="${post.title} | Sentinel Forge IT"/>`,
    );
    expect(html).toContain(`<meta property="og:url" content="${url}"/>`);
    expect(html).toContain(`<meta property="article:published_time" content="2025-05-20"/>`);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\.png"\/>/);
    const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(jsonLd ?? "{}")).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description: post.excerpt,
      datePublished: "2025-05-20",
      url,
      image: [`${baseURL}${post.image}`],
      author: { "@type": "Person", name: "Priya Natarajan", jobTitle: "Head of AI Engineering" },
      publisher: { "@type": "Organization", name: "Sentinel Forge IT" },
      keywords: "Quantum AI, Cryptography",
    });
  });

  test("an unknown slug is the 404 card with status 404, inside the site's header and footer", async ({
    page,
  }) => {
    const response = await gotoReady(page, "/blog/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
  });

  test("ends with other articles to keep reading", async ({ page }) => {
    await gotoReady(page, "/blog/soc-2-type-ii-without-the-scramble");
    const related = page.getByRole("region", { name: "Keep reading" });
    await expect(related.getByRole("link")).toHaveCount(3);
    await related.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(page).not.toHaveURL(/soc-2-type-ii-without-the-scramble/);
  });
});

test.describe("sitemap.xml", () => {
  test("lists /blog, every post, the legal pages and the teaser", async ({ request, baseURL }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const path of ["/", "/blog", "/privacy-policy", "/terms-of-service", "/service-builder"]) {
      expect(xml, path).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    for (const post of postsNewestFirst) {
      expect(xml, post.slug).toContain(
        `<loc>${baseURL}/blog/${post.slug}</loc><lastmod>${post.publishedOn}</lastmod>`,
      );
    }
  });
});

test.describe("/blog/rss.xml", () => {
  test("carries the newest posts and is announced on the blog pages", async ({
    page,
    request,
    baseURL,
  }) => {
    const response = await request.get("/blog/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    const newest = postsNewestFirst[0];
    if (!newest) throw new Error("no demo posts");
    expect(xml).toContain(`<guid isPermaLink="true">${baseURL}/blog/${newest.slug}</guid>`);

    const feed = `link[rel="alternate"][type="application/rss+xml"][href="${baseURL}/blog/rss.xml"]`;
    await gotoReady(page, "/blog");
    await expect(page.locator(feed)).toHaveCount(1);
    await page.getByRole("link", { name: "Subscribe with RSS" }).click();
    await expect(page).toHaveURL(/\/blog\/rss\.xml$/);
    await gotoReady(page, `/blog/${QUANTUM}`);
    await expect(page.locator(feed)).toHaveCount(1);
  });
});
