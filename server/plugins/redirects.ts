import type { FastifyInstance } from "fastify";

/** Seed 000 §2 and seed 001 §2: retired paths answer with a permanent HTTP redirect. */
export const legacyRedirects: Readonly<Record<string, string>> = {
  "/service-builder-new": "/sb/lead",
  "/service-builder-refactored": "/sb/lead",
  "/services": "/sb/lead",
  "/admin/dashboard": "/admin/analytics",
  "/admin/services": "/admin/catalog",
  "/admin/formulas": "/admin/calculation-formulas",
  // The one /admin path outside the guard: the sign-in page moved to /auth.
  "/admin/login": "/auth",
};

export default async function redirects(app: FastifyInstance) {
  for (const [from, to] of Object.entries(legacyRedirects)) {
    app.get(from, { schema: { hide: true } }, (request, reply) => {
      const query = request.url.indexOf("?");
      return reply.redirect(query === -1 ? to : to + request.url.slice(query), 301);
    });
  }
}
