import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../../http/http-error";
import { audit } from "../audit/record";
import { addressKey } from "./throttle-policy";
import type { ThrottleKeys } from "./throttle-repository";

export function throttleKeys(request: FastifyRequest, username: string): ThrottleKeys {
  return { account: username.trim().toLowerCase().slice(0, 64), ip: addressKey(request.ip) };
}

/** A guess the throttle let through; counted as a failure unless released. */
export interface Attempt {
  /** The guess was right: take its failure back. */
  release(): Promise<void>;
}

/**
 * Every guessable check (password, TOTP code, recovery code) goes through here before it
 * runs: the try is counted as a failure first, atomically with the throttle's decision, so
 * parallel requests cannot all pass the check before any failure is recorded. Refuses with
 * 429 and Retry-After while the account or address must wait.
 */
export async function reserveAttempt(
  request: FastifyRequest,
  reply: FastifyReply,
  keys: ThrottleKeys,
): Promise<Attempt> {
  const { throttle } = request.server.repositories;
  const decision = await throttle.reserve(keys);
  if (decision.ids) {
    const reservation = decision;
    return { release: () => throttle.release(reservation) };
  }
  const seconds = Math.ceil(decision.waitMs / 1000);
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
