import type { FastifyRequest } from "fastify";

/** Origin for links in e-mails and answers: PUBLIC_URL when set, else the request's own. */
export function siteUrl(request: FastifyRequest): string {
  return request.server.auth.trustedOrigins[0] ?? `${request.protocol}://${request.host}`;
}
