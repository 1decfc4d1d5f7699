import type { ConfigurationQuery, configurationSorts } from "@shared/quotes/configuration-admin";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { cn } from "~/lib/cn";

type Sort = (typeof configurationSorts)[number];

/**
 * A column header that sorts the list by its column; a second click reverses the order.
 * Names and amounts start ascending, times newest first.
 */
export function SortHeader({
  label,
  sort,
  query,
  className,
}: {
  label: string;
  sort: Sort;
  query: ConfigurationQuery;
  className?: string;
}) {
  const [params] = useSearchParams();
  const active = query.sort === sort;
  const first = sort === "name" ? "asc" : "desc";
  const next = new URLSearchParams(params);
  next.set("sort", sort);
  next.set("dir", active ? (query.dir === "asc" ? "desc" : "asc") : first);
  next.delete("page");
  const Icon = !active ? ArrowUpDown : query.dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (query.dir === "asc" ? "ascending" : "descending") : "none"}
      className={cn("px-3 py-3 font-semibold tracking-wide", className)}
    >
      <Link
        to={`?${next}`}
        preventScrollReset
        className="inline-flex items-center gap-1.5 rounded hover:text-fg"
      >
        {label}
        <Icon aria-hidden className="size-3.5" />
        <span className="sr-only">
          {active ? `, sorted ${query.dir === "asc" ? "ascending" : "descending"}` : ", sort"}
        </span>
      </Link>
    </th>
  );
}
