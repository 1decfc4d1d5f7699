import type { Route } from "./+types/sitemap";

/** Public pages worth indexing; pages of other issues add themselves here. */
const paths = [{ path: "/", changefreq: "weekly", priority: "1.0" }];

export function loader({ context }: Route.LoaderArgs) {
  const urls = paths
    .map(
      ({ path, changefreq, priority }) =>
        `  <url><loc>${context.siteUrl}${path}</loc><changefreq>${changefreq}</changefreq><priority>${priority}</priority></url>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
