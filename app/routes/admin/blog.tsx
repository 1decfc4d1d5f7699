import { paginationFor } from "@shared/api/pagination";
import { parseBlogAdminQuery } from "@shared/blog/blog-admin";
import { FilePlus, Newspaper } from "lucide-react";
import { Link, useNavigation } from "react-router";
import { ListPager } from "~/components/admin/list-pager";
import { buttonClasses } from "~/components/ui/button";
import { EmptyState, ShowAllLink } from "~/components/ui/empty-state";
import { PageHeader } from "~/features/admin-shell/page-header";
import { requireAdmin } from "~/features/admin-shell/require-admin.server";
import { BlogFilters } from "~/features/blog-admin/blog-filters";
import { BlogPostsSkeleton, BlogPostsTable } from "~/features/blog-admin/blog-posts-table";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () => [{ title: "Blog | Sentinel Forge admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const query = parseBlogAdminQuery(new URL(request.url).searchParams);
  const { blogAdmin } = context.repositories;
  const [page, tags] = await Promise.all([blogAdmin.list(query), blogAdmin.tags()]);
  return {
    query,
    posts: page.items,
    pagination: paginationFor(query.offset / query.limit + 1, query.limit, page.total),
    tags,
  };
}

/**
 * Seed 001 §1 Blog (issue 14): every post in any status. New post opens an unsaved editor
 * whose first save stores the draft (issue 34 "Forms").
 */
export default function BlogAdminPage({ loaderData }: Route.ComponentProps) {
  const { query, posts, pagination, tags } = loaderData;
  const navigation = useNavigation();
  const filtered = Boolean(query.q || query.status || query.tag);
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/blog";

  return (
    <>
      <PageHeader
        title="Blog"
        description="The articles of the public blog: write drafts, preview them, publish now or schedule them."
        actions={
          <Link to="/admin/blog/new" className={buttonClasses({})}>
            <FilePlus aria-hidden className="size-4" />
            New post
          </Link>
        }
      />
      <BlogFilters query={query} tags={tags} />
      {loading && posts.length === 0 ? (
        <BlogPostsSkeleton />
      ) : posts.length > 0 ? (
        <div aria-busy={loading} className={cn(loading && "opacity-60 transition-opacity")}>
          <BlogPostsTable posts={posts} query={query} />
          <ListPager
            label="Blog post pages"
            pagination={pagination}
            noun="posts"
            className="mt-4"
          />
        </div>
      ) : (
        <EmptyState
          icon={Newspaper}
          title={filtered ? "No post matches these filters" : "No blog posts yet"}
          action={filtered ? <ShowAllLink /> : null}
        >
          {filtered
            ? "Try other words, another status or tag, or clear the filters."
            : "Start one with New post: it is saved as a draft while you write, and readers see it only once you publish it."}
        </EmptyState>
      )}
    </>
  );
}
