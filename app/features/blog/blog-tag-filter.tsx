import { type BlogPageQuery, type BlogTagCount, blogPageSearch } from "@shared/blog/blog-query";
import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { VISIBLE_TAGS } from "./blog-index";

interface ChipProps {
  label: string;
  count?: number;
  tag?: string;
  query: BlogPageQuery;
}

/** A plain link (works without JavaScript); the search is kept, the page starts again at 1. */
function Chip({ label, count, tag, query }: ChipProps) {
  const active = (tag ?? "").toLowerCase() === (query.tag ?? "").toLowerCase();
  return (
    <li>
      <Link
        to={`/blog${blogPageSearch({ page: 1, tag, q: query.q })}`}
        preventScrollReset
        aria-current={active ? "page" : undefined}
        className={cn(
          "inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors",
          active
            ? "border-primary bg-primary text-primary-fg"
            : "border-border bg-surface text-muted hover:border-primary/50 hover:text-fg",
        )}
      >
        {label}
        {count === undefined ? null : (
          <span className={cn("text-xs", active ? "text-primary-fg/80" : "text-muted")}>
            <span className="sr-only">(</span>
            {count}
            <span className="sr-only"> articles)</span>
          </span>
        )}
      </Link>
    </li>
  );
}

/** Seed 000 §2 /blog: filter chips, most used topics first, the rest behind 'More topics'. */
export function BlogTagFilter({ tags, query }: { tags: BlogTagCount[]; query: BlogPageQuery }) {
  const activeName = query.tag?.toLowerCase();
  const isActive = (tag: BlogTagCount) => tag.name.toLowerCase() === activeName;
  const visible = tags.filter((tag, index) => index < VISIBLE_TAGS || isActive(tag));
  const more = tags.filter((tag) => !visible.includes(tag));
  const unknownActive = query.tag && !tags.some(isActive) ? query.tag : null;
  return (
    <nav aria-label="Topics" className="grid gap-3">
      <ul className="flex flex-wrap gap-2">
        <Chip label="All topics" query={query} />
        {unknownActive ? <Chip label={unknownActive} tag={unknownActive} query={query} /> : null}
        {visible.map((tag) => (
          <Chip key={tag.name} label={tag.name} count={tag.count} tag={tag.name} query={query} />
        ))}
      </ul>
      {more.length > 0 ? (
        <details className="group">
          <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-md text-sm font-medium text-primary hover:underline [&::-webkit-details-marker]:hidden">
            More topics ({more.length})
            <ChevronDown
              aria-hidden
              className="size-4 transition-transform group-open:rotate-180"
            />
          </summary>
          <ul className="mt-3 flex flex-wrap gap-2">
            {more.map((tag) => (
              <Chip
                key={tag.name}
                label={tag.name}
                count={tag.count}
                tag={tag.name}
                query={query}
              />
            ))}
          </ul>
        </details>
      ) : null}
    </nav>
  );
}
