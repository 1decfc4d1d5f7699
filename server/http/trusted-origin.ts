import type { FastifyRequest } from "fastify";

export function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** This site's own origin (as the request reached it) or one of PUBLIC_URL's. */
export function isTrustedOrigin(request: FastifyRequest, origin: string | null): boolean {
  if (origin === null) return false;
  const own = originOf(`${request.protocol}://${request.host}`);
  return origin === own || request.server.auth.trustedOrigins.includes(origin);
}
