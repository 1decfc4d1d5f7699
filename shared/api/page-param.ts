/** The highest page number a list accepts from a URL; beyond it a list is surely empty. */
export const PAGE_PARAM_MAX = 10_000;

/** A page number from a page's URL: lenient, anything but a whole number in range means 1. */
export function pageParam(params: URLSearchParams, name = "page"): number {
  const page = Number(params.get(name));
  return Number.isInteger(page) && page >= 1 && page <= PAGE_PARAM_MAX ? page : 1;
}
