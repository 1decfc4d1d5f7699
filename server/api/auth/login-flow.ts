import { normalizeRecoveryCode, RECOVERY_CODE_PATTERN } from "@shared/auth/credentials";
import type { AuthUser, LoginResult } from "@shared/auth/user";
import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../../http/http-error";
import { audit } from "../audit/record";
import { toAuthUser } from "./auth-user";
import { readAuthCookie, setAuthCookie } from "./cookies";
import { verifyDummyPassword, verifyPassword } from "./passwords";
import { hashRecoveryCode } from "./recovery-codes";
import { startSession } from "./session-start";
import { reserveAttempt, throttleKeys } from "./throttle-guard";
import { checkTotp } from "./totp";

/** Seed 001 §8: one message for unknown user, wrong password and inactive account. */
export const INVALID_CREDENTIALS = "Invalid credentials";
export const INVALID_MFA_TOKEN = "Invalid MFA token";
export const SIGN_IN_EXPIRED = "Your sign-in has expired. Enter your password again.";

/** Step one: the password. Signs in, or answers the MFA challenge for accounts with TOTP. */
export async function passwordStep(
  request: FastifyRequest,
  reply: FastifyReply,
  credentials: { username: string; password: string },
): Promise<LoginResult> {
  const { pendingLogins } = request.server.repositories;
  const { userAccounts: users } = request.server.services;
  const keys = throttleKeys(request, credentials.username);
  const attempt = await reserveAttempt(request, reply, keys);
  const row = await users.findRowByUsername(keys.account);
  const passwordOk = row
    ? await verifyPassword(row.passwordHash, credentials.password)
    : await verifyDummyPassword(credentials.password);
  if (!row || !passwordOk || !row.isActive) {
    await audit(request, {
      event: "login.failed",
      actorId: row?.id ?? null,
      actorUsername: keys.account,
      details: { reason: !row ? "unknown user" : !passwordOk ? "wrong password" : "inactive" },
    });
    throw new HttpError(401, INVALID_CREDENTIALS);
  }
  await attempt.release();
  const user = toAuthUser(row);
  if (user.mfaEnabled) {
    setAuthCookie(reply, "pending", await pendingLogins.create(user.id));
    await audit(request, {
      event: "mfa.challenged",
      actorId: user.id,
      actorUsername: user.username,
    });
    return { requiresMfa: true, userId: user.id };
  }
  await startSession(request, reply, user);
  return user;
}

type SecondFactor = "totp" | "recovery code";

/** Checks a TOTP code (once per time step) or consumes a recovery code. */
export async function checkSecondFactor(
  request: FastifyRequest,
  user: { id: string; username: string },
  sealedSecret: string,
  lastTimeStep: number | null,
  token: string,
): Promise<{ ok: true; via: SecondFactor } | { ok: false; replayed: boolean }> {
  const { mfa } = request.server.services;
  if (RECOVERY_CODE_PATTERN.test(normalizeRecoveryCode(token))) {
    const used = await mfa.consumeRecoveryCode(user.id, hashRecoveryCode(token));
    return used ? { ok: true, via: "recovery code" } : { ok: false, replayed: false };
  }
  const secret = request.server.auth.secrets.open(sealedSecret, user.id);
  const check = await checkTotp(secret, token, lastTimeStep);
  if (check.outcome === "valid" && (await mfa.claimTimeStep(user.id, check.timeStep))) {
    return { ok: true, via: "totp" };
  }
  return { ok: false, replayed: check.outcome !== "invalid" };
}

/** Step two: the code, from the browser that passed step one, within five minutes. */
export async function mfaStep(
  request: FastifyRequest,
  reply: FastifyReply,
  body: { userId: string; token: string },
): Promise<AuthUser> {
  const { pendingLogins } = request.server.repositories;
  const { userAccounts: users } = request.server.services;
  const token = readAuthCookie(request, "pending");
  const pending = token ? await pendingLogins.find(token) : null;
  const row = pending?.userId === body.userId ? await users.findRow(body.userId) : undefined;
  if (!pending || !row?.isActive || !row.mfaSecret) throw new HttpError(403, SIGN_IN_EXPIRED);

  const attempt = await reserveAttempt(request, reply, throttleKeys(request, row.username));
  const claim = await pendingLogins.claimAttempt(pending.id);
  if (!claim) {
    await attempt.release();
    throw new HttpError(403, SIGN_IN_EXPIRED);
  }
  const result = await checkSecondFactor(
    request,
    row,
    row.mfaSecret,
    row.mfaLastTimeStep,
    body.token,
  );
  const who = { actorId: row.id, actorUsername: row.username };
  if (!result.ok) {
    if (claim.last) await pendingLogins.delete(pending.id);
    await audit(request, { event: result.replayed ? "mfa.replayed" : "mfa.failed", ...who });
    throw new HttpError(401, INVALID_MFA_TOKEN);
  }
  await Promise.all([attempt.release(), pendingLogins.delete(pending.id)]);
  await audit(request, {
    event: result.via === "totp" ? "mfa.succeeded" : "mfa.recovery_code_used",
    ...who,
  });
  const user = toAuthUser(row);
  await startSession(request, reply, user);
  return user;
}
