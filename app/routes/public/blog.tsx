import { paginationFor } from "@shared/api/pagination";
import { parseBlogPageQuery } from "@shared/blog/blog-query";
import { Rss } from "lucide-react";
import { useNavigation } from "react-router";
import { PageHero } from "~/components/landing/page-hero";
import { BLOG_INDEX_PAGE_SIZE } from "~/features/blog/blog-index";
import { BlogPager } from "~/features/blog/blog-pager";
import { BlogPostGrid } from "~/features/blog/blog-post-grid";
import { BlogEmptyState, BlogResultsSummary } from "~/features/blog/blog-results";
import { BlogSearch } from "~/features/blog/blog-search";
import { BlogTagFilter } from "~/features/blog/blog-tag-filter";
import { BLOG_FEED_PATH } from "~/features/seo/blog-feed";
import { blogIndexMeta } from "~/features/seo/blog-seo";
import type { Route } from "./+types/blog";
import { companyFromMatches } from "./layout";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? blogIndexMeta(loaderData.siteUrl, companyFromMatches(matches), loaderData.query)
    : [];

/** The list's state lives in the URL (?tag=&q=&page=), so it works as plain links and forms. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseBlogPageQuery(new URL(request.url).searchParams);
  const { blogPosts } = context.repositories;
  const [page, tags] = await Promise.all([
    blogPosts.listPublished({
      limit: BLOG_INDEX_PAGE_SIZE,
      offset: (query.page - 1) * BLOG_INDEX_PAGE_SIZE,
      tag: query.tag,
      q: query.q,
    }),
    blogPosts.listTags(),
  ]);
  return {
    siteUrl: context.siteUrl,
    query,
    posts: page.items,
    pagination: paginationFor(query.page, BLOG_INDEX_PAGE_SIZE, page.total),
    tags,
  };
}

/** Seed 000 §2 /blog: every published article, newest first, with topics, search and pages. */
export default function Blog({ loaderData }: Route.ComponentProps) {
  const { query, posts, pagination, tags } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/blog";
  return (
    <div data-page="blog">
      <PageHero
        eyebrow="Blog"
        title="Security, cloud and AI insights"
        lead="Field notes from our engineers and consultants: what works, what it costs, and what to do first, with the numbers behind each recommendation."
      >
        <BlogSearch query={query} />
        <a
          href={BLOG_FEED_PATH}
          className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-muted underline underline-offset-4 hover:text-fg"
        >
          <Rss aria-hidden className="size-4" />
          Subscribe with RSS
        </a>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-24 sm:px-6 lg:px-8">
        <BlogTagFilter tags={tags} query={query} />
        <BlogResultsSummary query={query} pagination={pagination} />
        {posts.length > 0 ? (
          <BlogPostGrid posts={posts} busy={busy} />
        ) : (
          <BlogEmptyState pastTheEnd={pagination.total > 0} />
        )}
        <BlogPager query={query} pages={pagination.pages} />
      </div>
    </div>
  );
}
