import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../../http/http-error";
import type { Authenticated } from "./authenticate";
import { verifyPassword } from "./passwords";
import { type Attempt, reserveAttempt, throttleKeys } from "./throttle-guard";

/**
 * A code or password check of the signed-in user's own credentials. It counts towards the
 * sign-in throttle like a sign-in would, so a stolen session cannot be used to guess them.
 */
export function reserveOwnAttempt(
  request: FastifyRequest,
  reply: FastifyReply,
  auth: Authenticated,
): Promise<Attempt> {
  return reserveAttempt(request, reply, throttleKeys(request, auth.user.username));
}

/** Sensitive changes ask for the acting user's password again (ASVS V7.5.1). */
export async function confirmPassword(
  request: FastifyRequest,
  reply: FastifyReply,
  auth: Authenticated,
  password: string,
  field: string,
) {
  const attempt = await reserveOwnAttempt(request, reply, auth);
  const row = await request.server.services.userAccounts.findRow(auth.user.id);
  if (!row || !(await verifyPassword(row.passwordHash, password))) {
    throw new HttpError(400, "Validation failed", { [field]: "The password is not correct" });
  }
  await attempt.release();
  return row;
}
