import type { Pagination } from "@shared/api/envelope";
import type { BlogPageQuery } from "@shared/blog/blog-query";
import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";

function resultsText({ tag, q }: BlogPageQuery, total: number): string {
  const count = `${total} ${total === 1 ? "article" : "articles"}`;
  const tagged = tag ? ` tagged “${tag}”` : "";
  const matching = q ? ` matching “${q}”` : "";
  return `${count}${tagged}${matching}`;
}

/** What the list holds now; announced politely when a filter changes it. */
export function BlogResultsSummary({
  query,
  pagination,
}: {
  query: BlogPageQuery;
  pagination: Pagination;
}) {
  const filtered = Boolean(query.tag || query.q);
  const pageInfo =
    pagination.pages > 1
      ? ` · Page ${Math.min(query.page, pagination.pages)} of ${pagination.pages}`
      : "";
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p role="status" className="text-sm text-muted">
        {resultsText(query, pagination.total)}
        {pageInfo}
      </p>
      {filtered ? (
        <Link
          to="/blog"
          preventScrollReset
          className="text-sm font-medium text-primary hover:underline"
        >
          Clear filters
        </Link>
      ) : null}
    </div>
  );
}

/** No post on this page: a search without hits, an unknown tag, or a page past the end. */
export function BlogEmptyState({ pastTheEnd }: { pastTheEnd: boolean }) {
  return (
    <div className="rounded-2xl border border-dashed border-border bg-surface px-6 py-16 text-center">
      <SearchX aria-hidden className="mx-auto size-10 text-muted" />
      <h2 className="mt-4 text-xl font-semibold">
        {pastTheEnd ? "This page is past the last article" : "No articles found"}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-muted">
        {pastTheEnd
          ? "There are fewer articles than this page number suggests."
          : "Try fewer or different words, or another topic."}
      </p>
      <Link to="/blog" className={buttonClasses({ variant: "outline", className: "mt-6" })}>
        Show all articles
      </Link>
    </div>
  );
}
