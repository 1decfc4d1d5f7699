import { blogPostSchema } from "@shared/blog/blog-post";
import { describe, expect, it } from "vitest";
import { BLOG_FEED_PATH, blogFeedLink, blogFeedXml } from "./blog-feed";

const post = blogPostSchema.parse({
  id: 7,
  slug: "zero-trust-roadmap",
  title: 'Zero <Trust> & "Roadmap"',
  excerpt: "Start with <script>alert(1)</script> identity.",
  image: "/images/blog/x.svg",
  tags: [
    { name: "Security", primary: true },
    { name: "R&D", primary: false },
  ],
  author: { name: "Maya Chen", title: "CISO", avatar: "/images/authors/m.svg" },
  publishedOn: "2025-03-04",
  featured: false,
  content: { keyInsights: [], trends: [], metrics: [] },
});

describe("blogFeedXml", () => {
  const xml = blogFeedXml("https://sf.test", "Sentinel Forge", "Notes", [post]);

  it("is RSS 2.0 with the channel's own links", () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain("<title>Sentinel Forge blog</title>");
    expect(xml).toContain("<link>https://sf.test/blog</link>");
    expect(xml).toContain(`<atom:link href="https://sf.test${BLOG_FEED_PATH}" rel="self"`);
    expect(xml).toContain("<lastBuildDate>Tue, 04 Mar 2025 00:00:00 GMT</lastBuildDate>");
  });

  it("lists each post with its address, date, author and tags, every text escaped", () => {
    expect(xml).toContain("<title>Zero &lt;Trust&gt; &amp; &quot;Roadmap&quot;</title>");
    expect(xml).toContain(
      '<guid isPermaLink="true">https://sf.test/blog/zero-trust-roadmap</guid>',
    );
    expect(xml).toContain("<pubDate>Tue, 04 Mar 2025 00:00:00 GMT</pubDate>");
    expect(xml).toContain("<dc:creator>Maya Chen</dc:creator>");
    expect(xml).toContain(
      "<description>Start with &lt;script&gt;alert(1)&lt;/script&gt; identity.</description>",
    );
    expect(xml).toContain("<category>R&amp;D</category>");
    expect(xml).not.toContain("<script");
  });

  it("is a valid empty channel without posts", () => {
    const empty = blogFeedXml("https://sf.test", "Sentinel Forge", "Notes", []);
    expect(empty).not.toContain("<item>");
    expect(empty).not.toContain("lastBuildDate");
    expect(empty).toContain("</channel>\n</rss>");
  });

  it("is announced by a link element", () => {
    expect(blogFeedLink("https://sf.test", "Sentinel Forge")).toEqual({
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: "Sentinel Forge blog",
      href: "https://sf.test/blog/rss.xml",
    });
  });
});
