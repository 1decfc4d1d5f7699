import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { failure } from "../http/envelope";
import { isTrustedOrigin, originOf } from "../http/trusted-origin";
import { logPath } from "../logger";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers["content-length"];
  return (
    (length !== undefined && length !== "0") || request.headers["transfer-encoding"] !== undefined
  );
}

/**
 * Types a plain HTML form cannot send (it sends only form encodings and text/plain): JSON, and
 * the image files staff upload (issue 14), whose body is the file itself.
 */
function sentByScript(contentType: string): boolean {
  return contentType.startsWith("application/json") || contentType.startsWith("image/");
}

/**
 * Cross-site request forgery: a mutation (any path, pages' form actions included) that
 * carries our cookies must come from a page of this site (Origin, else Referer); API
 * mutations with a body must also be JSON or an image (which a plain HTML form cannot send). A foreign
 * Origin is refused even without cookies (login CSRF).
 */
async function csrf(app: FastifyInstance) {
  // A callback hook, not an async one: safe methods (nearly every request) pass without a
  // promise and a microtask (issue 12).
  app.addHook("onRequest", (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const { cookies } = app.auth;
    const trusted = (origin: string | null) => isTrustedOrigin(request, origin);
    const withCookies =
      request.cookies[cookies.session] !== undefined ||
      request.cookies[cookies.pending] !== undefined;
    const origin = request.headers.origin;
    let rejected = false;
    if (origin !== undefined) rejected = !trusted(originOf(origin));
    else if (withCookies) rejected = !trusted(originOf(request.headers.referer));
    if (!rejected && withCookies && request.url.startsWith("/api/") && hasBody(request)) {
      rejected = !sentByScript(String(request.headers["content-type"] ?? ""));
    }
    if (rejected) {
      request.log.warn({ origin, url: logPath(request.url) }, "cross-origin request rejected");
      reply.code(403).send(failure("Cross-origin request rejected"));
      return;
    }
    done();
  });
}

export default fp(csrf, { name: "csrf", dependencies: ["security"] });
