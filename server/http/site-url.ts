import type { FastifyRequest } from "fastify";

/**
 * Origin for links in e-mails and answers: PUBLIC_URL. Only development and tests, which may
 * run without it, fall back to the request's own; production does not start without it, and
 * with it a request naming another host is refused before it gets here (decision 044).
 */
export function siteUrl(request: FastifyRequest): string {
  return request.server.auth.trustedOrigins[0] ?? `${request.protocol}://${request.host}`;
}
