import type { FastifyRequest } from "fastify";
import { HttpError } from "../../http/http-error";
import { type Authenticated, authenticate } from "./authenticate";

export const PASSWORD_CHANGE_REQUIRED = "Choose a new password before you continue";

/** Signed in, password change possibly pending: only for the password change itself. */
export async function requireSession(request: FastifyRequest): Promise<Authenticated> {
  const auth = await authenticate(request);
  if (!auth) throw new HttpError(401, "Sign in to continue");
  return auth;
}

/** Signed in with no password change pending. */
export async function requireUser(request: FastifyRequest): Promise<Authenticated> {
  const auth = await requireSession(request);
  if (auth.user.mustChangePassword) throw new HttpError(403, PASSWORD_CHANGE_REQUIRED);
  return auth;
}

/** Seed 001 §6: the admin role. 401 when signed out, 403 for any other role. */
export async function requireAdmin(request: FastifyRequest): Promise<Authenticated> {
  const auth = await requireUser(request);
  if (!auth.user.isAdmin) throw new HttpError(403, "This needs an administrator account");
  return auth;
}
