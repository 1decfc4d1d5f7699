import { type AdminArea, can, NO_PERMISSION } from "@shared/auth/permissions";
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

/*
 * The same rules as onRequest hooks: access is decided before the body, query or params are
 * validated, so a caller without access learns nothing about a route's fields.
 */
export async function sessionRequired(request: FastifyRequest): Promise<void> {
  await requireSession(request);
}

export async function userRequired(request: FastifyRequest): Promise<void> {
  await requireUser(request);
}

export async function adminRequired(request: FastifyRequest): Promise<void> {
  await requireAdmin(request);
}

/**
 * Decision 062: an administrator whose permission set covers `area`. 401 signed out, 403 for
 * another role or a set without the area, in the API envelope like every refusal.
 */
export async function requirePermission(
  request: FastifyRequest,
  area: AdminArea,
): Promise<Authenticated> {
  const auth = await requireAdmin(request);
  if (!can(auth.user, area)) throw new HttpError(403, NO_PERMISSION);
  return auth;
}

/**
 * The route-level guard: each admin route module declares its area in one line,
 * `app.addHook("onRequest", permissionRequired("formulas"))`, so no handler checks it again.
 */
export function permissionRequired(area: AdminArea) {
  return async function areaGuard(request: FastifyRequest): Promise<void> {
    await requirePermission(request, area);
  };
}
