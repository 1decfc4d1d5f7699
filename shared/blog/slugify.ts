/** The longest slug a post may have (blogSlugSchema's limit). */
export const SLUG_MAX = 120;

/**
 * A post's URL name from its title: lower-case letters and digits joined by single dashes,
 * accents folded ("Café Ops" -> "cafe-ops"). Used by the API and the editor, so both agree.
 */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, "");
}
