import type { Pagination } from "@shared/api/envelope";
import { Link, useSearchParams } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/**
 * "Page 2 of 5 · 48 entries" with Previous and Next links. The page lives in the URL under
 * `param`, beside any other query values, so several lists on one page page independently.
 */
export function ListPager({
  label,
  pagination,
  noun,
  param = "page",
  className,
}: {
  /** Names the navigation landmark, e.g. "Audit log pages". */
  label: string;
  pagination: Pagination;
  /** What is counted, plural: "entries". */
  noun: string;
  param?: string;
  className?: string;
}) {
  const [params] = useSearchParams();
  const pageLink = (page: number) => {
    const next = new URLSearchParams(params);
    next.set(param, String(page));
    return `?${next}`;
  };
  const { page, pages, total } = pagination;
  return (
    <nav
      aria-label={label}
      className={cn("flex flex-wrap items-center justify-between gap-3 text-sm", className)}
    >
      <span className="text-muted">
        Page {page} of {Math.max(pages, 1)} · {total} {noun}
      </span>
      <span className="flex gap-2">
        {page > 1 ? (
          <Link
            to={pageLink(page - 1)}
            preventScrollReset
            className={buttonClasses({ variant: "outline", size: "sm" })}
          >
            Previous
          </Link>
        ) : null}
        {page < pages ? (
          <Link
            to={pageLink(page + 1)}
            preventScrollReset
            className={buttonClasses({ variant: "outline", size: "sm" })}
          >
            Next
          </Link>
        ) : null}
      </span>
    </nav>
  );
}
