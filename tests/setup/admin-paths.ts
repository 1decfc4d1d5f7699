/**
 * Every admin page of seed 001 §2, written out from the spec rather than taken from the
 * app's navigation, so a page missing from the guard or the shell shows up in the tests.
 */
export const ADMIN_PATHS = [
  "/admin",
  "/admin/analytics",
  "/admin/prospects",
  "/admin/opportunities",
  "/admin/quote-comparisons",
  "/admin/service-builder-analytics",
  "/admin/service-configurations",
  "/admin/catalog",
  "/admin/calculation-formulas",
  "/admin/blog",
  "/admin/case-studies",
  "/admin/users",
  "/admin/settings",
];
