import { pageParam } from "@shared/api/page-param";
import { COMPARISONS_PAGE_SIZE, type ComparisonQuery } from "@shared/quotes/comparison";

/**
 * What /admin/quote-comparisons shows, from its URL (lenient like every list page):
 * the list (?q=&page=), a new comparison (?new=1), a saved one (?id=) or its editor
 * (?id=&edit=1). The location switcher's ?location= does not change the view.
 */
export type ComparisonPageView =
  | { mode: "list"; query: ComparisonQuery }
  | { mode: "new" }
  | { mode: "view" | "edit"; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseComparisonPageView(params: URLSearchParams): ComparisonPageView | null {
  const id = params.get("id");
  if (id !== null) {
    if (!UUID.test(id)) return null;
    return { mode: params.get("edit") === "1" ? "edit" : "view", id: id.toLowerCase() };
  }
  if (params.get("new") === "1") return { mode: "new" };
  return {
    mode: "list",
    query: {
      q: params.get("q")?.trim().slice(0, 100) || undefined,
      page: pageParam(params),
      limit: COMPARISONS_PAGE_SIZE,
    },
  };
}

/** The URL without the location choice: two URLs with the same key show the same data. */
export function viewKey(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("location");
  params.sort();
  return params.toString();
}
