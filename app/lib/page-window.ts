export type PageItem = number | "gap";

/**
 * The page links of a pager: always the first and last page, the current one with a
 * neighbour each side, and a gap where pages are left out ("1 … 4 5 6 … 12").
 */
export function pageWindow(current: number, pages: number): PageItem[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const near = new Set([1, pages, current - 1, current, current + 1]);
  // Near either end, show five pages there so the pager keeps one width.
  if (current <= 4) for (const page of [2, 3, 4, 5]) near.add(page);
  if (current >= pages - 3)
    for (const page of [pages - 4, pages - 3, pages - 2, pages - 1]) near.add(page);
  const shown = [...near].filter((page) => page >= 1 && page <= pages).sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const page of shown) {
    const previous = items.at(-1);
    if (typeof previous === "number" && page - previous > 1) items.push("gap");
    items.push(page);
  }
  return items;
}
