import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../../http/http-error";
import { audit } from "../audit/record";
import type { ThrottleKeys } from "./throttle-repository";

export function throttleKeys(request: FastifyRequest, username: string): ThrottleKeys {
  return { account: username.trim().toLowerCase().slice(0, 64), ip: request.ip };
}

/** Refuses the try with 429 and Retry-After while the account or address must wait. */
export async function enforceThrottle(
  request: FastifyRequest,
  reply: FastifyReply,
  keys: ThrottleKeys,
): Promise<void> {
  const waitMs = await request.server.repositories.throttle.retryAfter(keys);
  if (waitMs <= 0) return;
  const seconds = Math.ceil(waitMs / 1000);
  reply.header("retry-after", String(seconds));
  await audit(request, {
    event: "login.throttled",
    actorUsername: keys.account,
    details: { retryAfterSeconds: seconds },
  });
  throw new HttpError(
    429,
    `Too many failed sign-in attempts. Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`,
  );
}
