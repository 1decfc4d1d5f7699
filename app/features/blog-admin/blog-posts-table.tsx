import type { BlogAdminItem, BlogAdminQuery } from "@shared/blog/blog-admin";
import { Link } from "react-router";
import { RelativeTime } from "~/components/relative-time";
import { SortHeader } from "~/components/ui/sort-header";
import { formatLongDate } from "~/lib/format-date";
import { BlogStatusBadge } from "./blog-status-badge";

function Title({ post }: { post: BlogAdminItem }) {
  return (
    <span className="grid min-w-0 gap-0.5">
      <Link
        to={`/admin/blog/${post.id}`}
        className="font-semibold underline-offset-4 hover:underline"
      >
        {post.title}
      </Link>
      <span className="truncate text-xs text-muted">/blog/{post.slug}</span>
    </span>
  );
}

function Tags({ post }: { post: BlogAdminItem }) {
  if (post.tags.length === 0) return <span className="text-muted">None</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {post.tags.map((tag) => (
        <span key={tag.name} className="rounded-md bg-surface-2 px-1.5 py-0.5 text-xs">
          {tag.name}
        </span>
      ))}
    </span>
  );
}

/** Status, with the time a scheduled post goes live. */
function Status({ post }: { post: BlogAdminItem }) {
  return (
    <span className="grid justify-items-start gap-1">
      <BlogStatusBadge status={post.status} />
      {post.status === "scheduled" && post.publishAt ? (
        <span className="text-xs text-muted">
          <RelativeTime iso={post.publishAt} />
        </span>
      ) : null}
    </span>
  );
}

/** A table from 1024 px up; cards below, so nothing scrolls sideways on a phone. */
export function BlogPostsTable({
  posts,
  query,
}: {
  posts: BlogAdminItem[];
  query: BlogAdminQuery;
}) {
  const th = "px-4 py-3 font-semibold tracking-wide";
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-border bg-surface lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Blog posts</caption>
          <thead className="border-b border-border bg-surface-2/60 text-xs text-muted uppercase">
            <tr>
              <SortHeader label="Title" sort="title" query={query} />
              <SortHeader label="Status" sort="status" query={query} />
              <th scope="col" className={th}>
                Author
              </th>
              <th scope="col" className={th}>
                Tags
              </th>
              <SortHeader label="Date" sort="publishedOn" query={query} firstDir="desc" />
              <SortHeader label="Updated" sort="updatedAt" query={query} firstDir="desc" />
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {posts.map((post) => (
              <tr key={post.id}>
                <td className="max-w-96 min-w-56 px-4 py-3">
                  <Title post={post} />
                </td>
                <td className="px-4 py-3">
                  <Status post={post} />
                </td>
                <td className="px-4 py-3">{post.authorName}</td>
                <td className="max-w-48 px-4 py-3">
                  <Tags post={post} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{formatLongDate(post.publishedOn)}</td>
                <td className="px-4 py-3 whitespace-nowrap text-muted">
                  <RelativeTime iso={post.updatedAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 lg:hidden" aria-label="Blog posts">
        {posts.map((post) => (
          <li key={post.id} className="grid gap-2 rounded-2xl border border-border bg-surface p-4">
            <Title post={post} />
            <span className="flex flex-wrap items-center gap-2 text-sm">
              <Status post={post} />
              <span className="text-muted">
                {post.authorName} · {formatLongDate(post.publishedOn)}
              </span>
            </span>
            {post.tags.length > 0 ? <Tags post={post} /> : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Placeholder rows while the first page loads after a filter change. */
export function BlogPostsSkeleton() {
  return (
    <ul aria-hidden className="grid gap-3">
      {[0, 1, 2, 3].map((row) => (
        <li key={row} className="h-16 animate-pulse rounded-2xl bg-surface-2" />
      ))}
    </ul>
  );
}
