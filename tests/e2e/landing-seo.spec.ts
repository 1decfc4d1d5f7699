import { expect, test } from "@playwright/test";
import { gotoReady, watchForeignAndCsp } from "./support";

test.describe("server-rendered landing page (curl /)", () => {
  test("the HTML already holds the hero headline and every section heading", async ({
    request,
  }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const text of [
      "Advanced Enterprise IT Solutions, Secured End to End",
      "Impossible project? Challenge accepted.",
      "Everything your business runs on, managed and secured",
      "AI-driven operations, measured in outcomes",
      "Proven results in demanding industries",
      "Enterprise Security Pricing",
      "Security Insights That Matter",
      "Latest Insights",
      "Get in Touch",
      // Content read from the database, not fetched by the browser:
      "Cobalt Ledger Financial",
      "Zero Trust Architecture: A Practical Roadmap for Mid-Sized Businesses",
      "support@sentinelforge.example",
    ]) {
      expect(html, text).toContain(text.replaceAll("&", "&amp;"));
    }
    const order = [
      "services",
      "ai-edge",
      "case-studies",
      "pricing",
      "security-insights",
      "blog",
      "contact",
    ].map((id) => html.indexOf(`id="${id}"`));
    expect(order.every((position) => position > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  test("title, description, canonical URL, Open Graph and JSON-LD Organization", async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain(
      "<title>Sentinel Forge IT | Premier IT Security Solutions for Business</title>",
    );
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/"/>`);
    for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"]) {
      expect(html, property).toContain(`<meta property="${property}"`);
    }
    const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    expect(jsonLd).toBeDefined();
    const organization = JSON.parse(jsonLd ?? "{}");
    expect(organization).toMatchObject({
      "@type": "Organization",
      name: "Sentinel Forge IT",
      url: `${baseURL}/`,
      email: "sales@sentinelforge.example",
    });
  });

  test("the Open Graph image and the illustrations ship with the product", async ({ request }) => {
    const og = await request.get("/images/og-image.png");
    expect(og.status()).toBe(200);
    expect(og.headers()["content-type"]).toBe("image/png");
    const hero = await request.get("/images/hero/security-operations.svg");
    expect(hero.status()).toBe(200);
  });

  test("sitemap.xml and robots.txt are served", async ({ request, baseURL }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    expect(await sitemap.text()).toContain(`<loc>${baseURL}/</loc>`);
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    // The builder's first step is public; the visitor's later steps and quotes are not.
    expect(text).toContain("Allow: /sb/lead$\nDisallow: /sb/\n");
    expect(await sitemap.text()).toContain(`<loc>${baseURL}/sb/lead</loc>`);
  });

  test("the page loads nothing from other hosts and runs under the CSP", async ({
    page,
    baseURL,
  }) => {
    const { foreign, violations } = watchForeignAndCsp(page, baseURL);
    await gotoReady(page, "/");
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
    );
    await page.waitForLoadState("networkidle");
    expect(foreign).toEqual([]);
    expect(violations).toEqual([]);
  });

  test("every image has its size set", async ({ page }) => {
    await page.goto("/");
    const unsized = await page.$$eval("img", (images) =>
      images
        .filter((img) => !img.getAttribute("width") || !img.getAttribute("height"))
        .map((img) => img.src),
    );
    expect(unsized).toEqual([]);
  });
});
