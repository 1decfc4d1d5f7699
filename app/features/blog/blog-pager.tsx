import { type BlogPageQuery, blogPageSearch } from "@shared/blog/blog-query";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { pageWindow } from "~/lib/page-window";

const cell =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-3 text-sm font-medium";

function PageLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      aria-label={label}
      className={cn(cell, "border border-border hover:bg-surface-2")}
    >
      {children}
    </Link>
  );
}

/** Numbered pages with Previous and Next, as links carrying the filters (no JavaScript needed). */
export function BlogPager({ query, pages }: { query: BlogPageQuery; pages: number }) {
  if (pages <= 1) return null;
  const to = (page: number) => `/blog${blogPageSearch({ ...query, page })}`;
  const { page } = query;
  return (
    <nav aria-label="Pagination" className="mt-14 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <PageLink to={to(page - 1)} label="Previous page">
          <ChevronLeft aria-hidden className="size-4" />
          <span className="max-sm:sr-only">Previous</span>
        </PageLink>
      ) : null}
      <ul className="flex flex-wrap items-center gap-2">
        {pageWindow(Math.min(page, pages), pages).map((item, index) =>
          item === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden className={cn(cell, "text-muted")}>
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span aria-current="page" className={cn(cell, "bg-primary text-primary-fg")}>
                  <span className="sr-only">Page </span>
                  {item}
                </span>
              ) : (
                <PageLink to={to(item)} label={`Page ${item}`}>
                  {item}
                </PageLink>
              )}
            </li>
          ),
        )}
      </ul>
      {page < pages ? (
        <PageLink to={to(page + 1)} label="Next page">
          <span className="max-sm:sr-only">Next</span>
          <ChevronRight aria-hidden className="size-4" />
        </PageLink>
      ) : null}
    </nav>
  );
}
