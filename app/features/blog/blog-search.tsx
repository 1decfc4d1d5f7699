import { BLOG_QUERY_MAX, type BlogPageQuery, blogPageSearch } from "@shared/blog/blog-query";
import { Loader2, Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/field";
import { SEARCH_DEBOUNCE_MS } from "./blog-index";

/**
 * A GET form to /blog, so searching works before (or without) JavaScript. Once hydrated it
 * navigates client-side, also while typing after a short pause, keeping the tag filter.
 */
export function BlogSearch({ query }: { query: BlogPageQuery }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [text, setText] = useState(query.q ?? "");
  // The search this box last sent. A URL with another one came from elsewhere (Back,
  // 'Clear filters'), so the box shows it; its own, possibly older, one leaves typing alone.
  const sent = useRef(query.q ?? "");
  useEffect(() => {
    const q = query.q ?? "";
    if (q === sent.current) return;
    sent.current = q;
    setText(q);
  }, [query.q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (q: string, replace: boolean) => {
    clearTimeout(timer.current);
    sent.current = q.trim();
    const to = `/blog${blogPageSearch({ page: 1, tag: query.tag, q: sent.current })}`;
    navigate(to, { replace, preventScrollReset: true });
  };
  const searching = navigation.state === "loading" && navigation.location.pathname === "/blog";

  return (
    <search aria-label="Articles" className="mt-8 block max-w-2xl">
      <form
        method="get"
        action="/blog"
        onSubmit={(event) => {
          event.preventDefault();
          search(text, false);
        }}
        className="flex gap-2"
      >
        {query.tag ? <input type="hidden" name="tag" value={query.tag} /> : null}
        <div className="relative flex-1">
          <label htmlFor="blog-search" className="sr-only">
            Search articles
          </label>
          <Search
            aria-hidden
            className="pointer-events-none absolute top-3.5 left-3.5 size-5 text-muted"
          />
          <input
            id="blog-search"
            type="search"
            name="q"
            value={text}
            maxLength={BLOG_QUERY_MAX}
            autoComplete="off"
            placeholder="Search articles, topics or authors"
            onChange={(event) => {
              const value = event.target.value;
              setText(value);
              clearTimeout(timer.current);
              // The first word typed adds a history entry (Back returns to the unfiltered
              // list); refining it replaces that entry instead of adding one per pause.
              const refining = Boolean(query.q);
              timer.current = setTimeout(() => search(value, refining), SEARCH_DEBOUNCE_MS);
            }}
            className={`${inputClasses} h-12 pr-10 pl-11 text-base`}
          />
          {searching ? (
            <Loader2
              aria-hidden
              className="absolute top-3.5 right-3.5 size-5 animate-spin text-muted"
            />
          ) : null}
        </div>
        <Button type="submit" size="lg" variant="secondary" className="h-12">
          Search
        </Button>
      </form>
    </search>
  );
}
