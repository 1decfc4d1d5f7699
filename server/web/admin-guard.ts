import { signInPath } from "@shared/auth/safe-redirect";
import { canEnterAdmin } from "@shared/auth/user";
import type { FastifyReply, FastifyRequest } from "fastify";
import { authenticate } from "../api/auth/authenticate";
import { failure } from "../http/envelope";

/** /admin, /admin/..., and their React Router data requests (/admin.data, /admin/x.data). */
const ADMIN_PATH = /^\/admin(?:\.data$|\/|$)/;
const DATA_SUFFIX = ".data";
/** Query parameters React Router adds to data requests; not part of the page's address. */
const ROUTER_PARAMS = ["_routes", "index"];

/**
 * The path as React Router matches it: percent-decoded and compared case-insensitively
 * (/ADMIN and /%61dmin reach the admin routes). Undefined when the encoding is malformed.
 */
function routedPath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname).toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Seed 001 §6, decision 002: the outer wall of the admin area, before React Router. Anyone
 * but a signed-in admin is sent to /auth with a way back; data requests get React Router's
 * own redirect answer (204 + X-Remix-Redirect), so client navigations follow it too.
 */
export async function adminGuard(request: FastifyRequest, reply: FastifyReply) {
  const url = new URL(request.url, "http://local.invalid");
  const routed = routedPath(url.pathname);
  if (routed === undefined) return reply.code(400).send(failure("Malformed address"));
  if (!ADMIN_PATH.test(routed)) return;
  const auth = await authenticate(request);
  if (canEnterAdmin(auth?.user)) {
    reply.header("cache-control", "no-store");
    return;
  }
  const isData = url.pathname.endsWith(DATA_SUFFIX);
  const pathname = isData ? url.pathname.slice(0, -DATA_SUFFIX.length) : url.pathname;
  for (const name of ROUTER_PARAMS) url.searchParams.delete(name);
  const target = signInPath(pathname + url.search);
  if (isData) {
    return reply
      .code(204)
      .header("x-remix-redirect", target)
      .header("x-remix-status", "302")
      .header("cache-control", "no-store")
      .send();
  }
  return reply.header("cache-control", "no-store").redirect(target, 302);
}
