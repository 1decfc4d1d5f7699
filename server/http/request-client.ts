import type { FastifyRequest } from "fastify";

/** Where a request came from, as evidence and the audit log keep it (a bounded user agent). */
export function requestClient(request: FastifyRequest) {
  return {
    ip: request.ip,
    userAgent: String(request.headers["user-agent"] ?? "").slice(0, 500),
  };
}
