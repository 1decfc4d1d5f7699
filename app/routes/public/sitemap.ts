import { insightTopics } from "~/features/security-insights/insight-topics";
import { postPath } from "~/lib/post-path";
import type { Route } from "./+types/sitemap";

interface SitemapEntry {
  path: string;
  changefreq: "daily" | "weekly" | "monthly" | "yearly";
  priority: string;
  lastmod?: string;
}

/** Public pages worth indexing; each published post adds its own page. */
const pages: SitemapEntry[] = [
  { path: "/", changefreq: "weekly", priority: "1.0" },
  { path: "/blog", changefreq: "weekly", priority: "0.8" },
  { path: "/service-builder", changefreq: "monthly", priority: "0.6" },
  { path: "/sb/lead", changefreq: "monthly", priority: "0.6" },
  { path: "/privacy-policy", changefreq: "yearly", priority: "0.3" },
  { path: "/terms-of-service", changefreq: "yearly", priority: "0.3" },
];

function urlElement(siteUrl: string, { path, changefreq, priority, lastmod }: SitemapEntry) {
  const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : "";
  return `  <url><loc>${siteUrl}${path}</loc>${modified}<changefreq>${changefreq}</changefreq><priority>${priority}</priority></url>`;
}

export async function loader({ context }: Route.LoaderArgs) {
  const posts = await context.repositories.blogPosts.listPublishedSlugs();
  const entries: SitemapEntry[] = [
    ...pages,
    ...insightTopics.map((topic) => ({
      path: topic.ctaLink,
      changefreq: "monthly" as const,
      priority: "0.6",
    })),
    ...posts.map((post) => ({
      path: postPath(post),
      changefreq: "monthly" as const,
      priority: "0.7",
      lastmod: post.publishedOn,
    })),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.map((entry) => urlElement(context.siteUrl, entry)).join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
