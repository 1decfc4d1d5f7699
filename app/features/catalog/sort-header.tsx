import type { CatalogQuery, CatalogSort } from "@shared/catalog/catalog-query";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { Link, useSearchParams } from "react-router";

/** A column header that sorts the list by its column; a second click reverses the order. */
export function SortHeader({
  label,
  sort,
  query,
}: {
  label: string;
  sort: CatalogSort;
  query: CatalogQuery;
}) {
  const [params] = useSearchParams();
  const active = query.sort === sort;
  const next = new URLSearchParams(params);
  next.set("sort", sort);
  next.set("dir", active && query.dir === "asc" ? "desc" : "asc");
  next.delete("page");
  const Icon = !active ? ArrowUpDown : query.dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (query.dir === "asc" ? "ascending" : "descending") : "none"}
      className="px-4 py-3 font-semibold tracking-wide"
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
