import { slugify } from "../text/slugify";

/** The longest slug a post may have (blogSlugSchema's limit). */
export const SLUG_MAX = 120;

/**
 * A post's URL name from its title ("Café Ops!" -> "cafe-ops"), the same in the API and the
 * editor: the site's one slug rule, with the blog's length.
 */
export function postSlugOf(title: string): string {
  return slugify(title, SLUG_MAX);
}
