import type { FastifyReply, FastifyRequest } from "fastify";
import { failure } from "../../http/envelope";

/** The HTTP side of a channel route: a plain GET is told how to connect (426), not a 404. */
export async function upgradeRequired(_request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(426)
    .header("upgrade", "websocket")
    .send(failure("Connect to this address with a WebSocket"));
}
