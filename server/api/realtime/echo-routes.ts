import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ECHO_CHANNEL_PATH } from "../../../shared/realtime/messages";
import { sameOriginUpgrade, serveChannel } from "../../realtime/channel";
import { upgradeRequired } from "./upgrade-required";

/**
 * The public diagnostics channel (seed 001 §6): ping, echo and drop, no session, nothing
 * private. Same-origin only, so another site cannot use it either.
 */
const echoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: "GET",
    url: ECHO_CHANNEL_PATH.slice("/api".length),
    schema: { hide: true },
    onRequest: sameOriginUpgrade,
    handler: upgradeRequired,
    wsHandler: (socket, request) => {
      serveChannel(socket, { log: request.log });
    },
  });
};

export default echoRoutes;
