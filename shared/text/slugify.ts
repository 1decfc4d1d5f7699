/** A URL slug of a name: lower-case ASCII words joined by hyphens ("Acme & Co." -> "acme-co"). */
export function slugify(name: string, maxLength = 80): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, "");
}
