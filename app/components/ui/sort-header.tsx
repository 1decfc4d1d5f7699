import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { cn } from "~/lib/cn";

type Direction = "asc" | "desc";

/**
 * A column header that sorts a list kept in the URL by its column; a second click reverses
 * the order, and a new column starts in `firstDir`. Going back to page 1 on every change.
 */
export function SortHeader<Sort extends string>({
  label,
  sort,
  query,
  firstDir = "asc",
  className,
}: {
  label: string;
  sort: Sort;
  query: { sort: Sort; dir: Direction };
  firstDir?: Direction;
  className?: string;
}) {
  const [params] = useSearchParams();
  const active = query.sort === sort;
  const next = new URLSearchParams(params);
  next.set("sort", sort);
  next.set("dir", active ? (query.dir === "asc" ? "desc" : "asc") : firstDir);
  next.delete("page");
  const Icon = !active ? ArrowUpDown : query.dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (query.dir === "asc" ? "ascending" : "descending") : "none"}
      className={cn("px-4 py-3 font-semibold tracking-wide", className)}
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
