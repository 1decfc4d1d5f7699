import { BLOG_FEED_SIZE, blogFeedXml } from "~/features/seo/blog-feed";
import { BLOG_DESCRIPTION } from "~/features/seo/blog-seo";
import { SITE_NAME_FALLBACK } from "~/features/seo/page-meta";
import type { Route } from "./+types/blog-rss";

/** Issue 14: the blog's RSS 2.0 feed; it follows every publish at once (page cache, decision 029). */
export async function loader({ context }: Route.LoaderArgs) {
  const [company, page] = await Promise.all([
    context.repositories.companyProfile.get(),
    context.repositories.blogPosts.listPublished({ limit: BLOG_FEED_SIZE, offset: 0 }),
  ]);
  const xml = blogFeedXml(
    context.siteUrl,
    company?.name ?? SITE_NAME_FALLBACK,
    BLOG_DESCRIPTION,
    page.items,
  );
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
