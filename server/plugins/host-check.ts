import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Env } from "../env";
import { failure } from "../http/envelope";
import { MISDIRECTED, publicHostCheck } from "../http/public-host";

export interface HostCheckOptions {
  env: Pick<Env, "PUBLIC_URL">;
}

/** Load balancers probe instances by their own address: health answers whatever the host. */
const ANY_HOST = new Set(["/api/health"]);

/**
 * 421 Misdirected Request for a request naming another host than PUBLIC_URL (decision 044):
 * the envelope under /api, a short plain page elsewhere. `request.host` is the Host header,
 * or X-Forwarded-Host from a trusted proxy. The answer lane (in front of Fastify) leaves such
 * requests to Fastify, so they get here too.
 */
async function hostCheck(app: FastifyInstance, { env }: HostCheckOptions) {
  const accepts = publicHostCheck(env.PUBLIC_URL);
  if (!accepts) return;
  app.addHook("onRequest", (request, reply, done) => {
    if (accepts(request.host) || ANY_HOST.has(request.routeOptions.url ?? "")) {
      done();
      return;
    }
    reply.code(421);
    if (/^\/api(?:[/?]|$)/i.test(request.url)) {
      reply.send(failure(MISDIRECTED));
    } else {
      reply
        .type("text/plain; charset=utf-8")
        .send(`421 Misdirected Request\n\n${MISDIRECTED} Use ${env.PUBLIC_URL}\n`);
    }
  });
}

export default fp(hostCheck, { name: "host-check" });
