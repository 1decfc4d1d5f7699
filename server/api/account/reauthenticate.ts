import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../../http/http-error";
import type { Authenticated } from "../auth/authenticate";
import { verifyPassword } from "../auth/passwords";
import { enforceThrottle, throttleKeys } from "../auth/throttle-guard";

/**
 * Sensitive account changes ask for the password again. Wrong guesses count towards the
 * sign-in throttle, so a stolen session cannot be used to guess the password.
 */
export async function confirmPassword(
  request: FastifyRequest,
  reply: FastifyReply,
  auth: Authenticated,
  password: string,
  field: string,
) {
  const { users, throttle } = request.server.repositories;
  const keys = throttleKeys(request, auth.user.username);
  await enforceThrottle(request, reply, keys);
  const row = await users.findRow(auth.user.id);
  if (!row || !(await verifyPassword(row.passwordHash, password))) {
    await throttle.recordFailure(keys);
    throw new HttpError(400, "Validation failed", { [field]: "The password is not correct" });
  }
  return row;
}
