import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /auth",
    // The Service Builder's first step is a public page; the later steps show a visitor's
    // own answers and /sb/quote/{token} a prospect's priced quote: never for crawlers.
    "Allow: /sb/lead$",
    "Disallow: /sb/",
    "",
    `Sitemap: ${context.siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
