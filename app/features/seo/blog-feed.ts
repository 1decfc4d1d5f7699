import type { BlogPost } from "@shared/blog/blog-post";
import { postPath } from "~/lib/post-path";
import { postTags } from "~/lib/post-tags";

export const BLOG_FEED_PATH = "/blog/rss.xml";
/** How many of the newest posts the feed carries. */
export const BLOG_FEED_SIZE = 20;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) =>
      ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char] ?? char,
  );

/** RFC 822 date of a YYYY-MM-DD publication day (RSS 2.0 pubDate), at midnight UTC. */
const rssDate = (day: string) => new Date(`${day}T00:00:00Z`).toUTCString();

/** The <link rel="alternate"> that lets readers and browsers find the feed. */
export function blogFeedLink(siteUrl: string, siteName: string) {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: `${siteName} blog`,
    href: `${siteUrl}${BLOG_FEED_PATH}`,
  } as const;
}

/** RSS 2.0 of the newest published posts; every text is escaped, nothing is HTML. */
export function blogFeedXml(
  siteUrl: string,
  siteName: string,
  description: string,
  posts: BlogPost[],
) {
  const items = posts.map((post) => {
    const url = `${siteUrl}${postPath(post)}`;
    const categories = postTags(post)
      .map((tag) => `      <category>${escapeXml(tag.name)}</category>`)
      .join("\n");
    return `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${escapeXml(url)}</link>
      <guid isPermaLink="true">${escapeXml(url)}</guid>
      <pubDate>${rssDate(post.publishedOn)}</pubDate>
      <dc:creator>${escapeXml(post.author.name)}</dc:creator>
      <description>${escapeXml(post.excerpt)}</description>
${categories}
    </item>`;
  });
  const newest = posts[0];
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(`${siteName} blog`)}</title>
    <link>${escapeXml(`${siteUrl}/blog`)}</link>
    <atom:link href="${escapeXml(`${siteUrl}${BLOG_FEED_PATH}`)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(description)}</description>
    <language>en-us</language>
${newest ? `    <lastBuildDate>${rssDate(newest.publishedOn)}</lastBuildDate>\n` : ""}${items.join("\n")}
  </channel>
</rss>
`;
}
