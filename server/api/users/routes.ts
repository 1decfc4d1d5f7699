import { envelopeSchema, errorEnvelopeSchema } from "@shared/api/envelope";
import type { AuditEvent } from "@shared/audit/audit-events";
import { LAST_OWNER, type Permission, permissionLabels } from "@shared/auth/permissions";
import {
  createUserSchema,
  ENTER_PASSWORD_TO_CONFIRM,
  resetMfaSchema,
  setPasswordSchema,
  storedStaffEmail,
  type UpdateUserInput,
  updateUserSchema,
  userSummarySchema,
} from "@shared/users/user-admin";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope";
import { HttpError } from "../../http/http-error";
import { noStore } from "../../http/no-store";
import { actor, audit } from "../audit/record";
import type { Authenticated } from "../auth/authenticate";
import { permissionRequired, requireAdmin } from "../auth/guards";
import { hashPassword } from "../auth/passwords";
import { confirmPassword } from "../auth/reauthenticate";

const failures = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};
const idParams = z.object({ id: z.uuid("Unknown user") });
const userEnvelope = envelopeSchema(userSummarySchema);
export const LAST_ADMIN = "At least one active administrator must remain";

/**
 * Granting a role or replacing another user's credentials asks for the acting admin's own
 * password (ASVS V7.5.1), so a stolen admin session cannot quietly take over accounts.
 */
async function confirmAdmin(
  request: FastifyRequest,
  reply: FastifyReply,
  auth: Authenticated,
  currentPassword: string | undefined,
) {
  if (!currentPassword) {
    throw new HttpError(400, "Validation failed", { currentPassword: ENTER_PASSWORD_TO_CONFIRM });
  }
  await confirmPassword(request, reply, auth, currentPassword, "currentPassword");
}

const USER_NOT_FOUND = "User not found";

/** One audit line about what an admin did to a user account. */
function auditUserChange(
  request: FastifyRequest,
  auth: Authenticated,
  event: AuditEvent,
  user: { id: string; username: string },
  details?: Record<string, string>,
) {
  return audit(request, {
    event,
    ...actor(auth),
    targetType: "user",
    targetId: user.id,
    targetLabel: user.username,
    ...(details ? { details } : {}),
  });
}

/** "Sales, Catalogue" for the audit log; "none" for an empty set. */
function permissionList(set: readonly Permission[]): string {
  return set.map((permission) => permissionLabels[permission]).join(", ") || "none";
}

const samePermissions = (a: readonly Permission[], b: readonly Permission[]) =>
  a.length === b.length && a.every((permission) => b.includes(permission));

/** Which audit event an edit is: (de)activation is worth its own line. */
function eventFor(changes: UpdateUserInput): AuditEvent {
  if (changes.isActive === false) return "user.deactivated";
  if (changes.isActive === true) return "user.reactivated";
  if (changes.mustChangePassword === true) return "password.change_required";
  return "user.updated";
}

/** /api/admin/users: staff accounts, for Owners only (decision 062). */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  const { users } = app.repositories;
  const { sessions, mfa } = app.services;
  app.addHook("onRequest", permissionRequired("users"));

  /** The account an admin acts on, or a 404. */
  async function targetUser(id: string) {
    const target = await users.summary(id);
    if (!target) throw new HttpError(404, USER_NOT_FOUND);
    return target;
  }

  app.get(
    "/",
    {
      schema: {
        tags: ["users"],
        summary: "Every user account",
        response: { 200: envelopeSchema(z.array(userSummarySchema)), ...failures },
      },
    },
    async () => ok(await users.list()),
  );

  app.post(
    "/",
    {
      schema: {
        tags: ["users"],
        summary: "Create a user with an initial password",
        body: createUserSchema,
        response: { 201: userEnvelope, ...failures },
      },
    },
    async (request, reply) => {
      const auth = await requireAdmin(request);
      const { password, currentPassword, ...fields } = request.body;
      if (fields.role === "admin") await confirmAdmin(request, reply, auth, currentPassword);
      const user = await users.create({
        ...fields,
        email: storedStaffEmail(fields.email),
        passwordHash: await hashPassword(password),
      });
      if (!user) {
        throw new HttpError(409, "That username is taken", { username: "That username is taken" });
      }
      await auditUserChange(request, auth, "user.created", user, {
        role: user.role,
        permissions: permissionList(user.permissions),
      });
      return reply.code(201).send(ok(user, { message: "User created" }));
    },
  );

  app.patch(
    "/:id",
    {
      schema: {
        tags: ["users"],
        summary: "Edit, deactivate or reactivate a user, or require a new password",
        description:
          "The last active administrator cannot be demoted or deactivated, nor the last active Owner lose Owner (409). A change of role or permissions needs the acting admin's currentPassword; only an Owner reaches this route (decision 062).",
        params: idParams,
        body: updateUserSchema,
        response: { 200: userEnvelope, ...failures },
      },
    },
    async (request, reply) => {
      const auth = await requireAdmin(request);
      const { currentPassword, ...changes } = request.body;
      const target = await targetUser(request.params.id);
      const { permissions, ...others } = changes;
      const newRole = changes.role !== undefined && changes.role !== target.role;
      const newSet = permissions !== undefined && !samePermissions(permissions, target.permissions);
      // A permission set, like a role, changes what the person can do (decision 062).
      if (newRole || newSet) await confirmAdmin(request, reply, auth, currentPassword);
      const result = await users.update(request.params.id, {
        ...changes,
        email: storedStaffEmail(changes.email),
      });
      if (result.outcome !== "updated") {
        throw result.outcome === "last-admin"
          ? new HttpError(409, LAST_ADMIN)
          : result.outcome === "last-owner"
            ? new HttpError(409, LAST_OWNER)
            : new HttpError(404, USER_NOT_FOUND);
      }
      const { before, after } = result;
      // Deactivation and a new role end every session; so does a forced password change.
      if (!after.isActive || before.role !== after.role || changes.mustChangePassword) {
        await sessions.deleteForUser(after.id);
        await app.staffHub.announceSessionsEnded(after.id);
      } else if (!samePermissions(before.permissions, after.permissions)) {
        // Sessions carry on (the set is read at each request); live channels re-check theirs.
        await app.staffHub.announceSessionsEnded(after.id);
      }
      if (!samePermissions(before.permissions, after.permissions)) {
        await auditUserChange(request, auth, "user.permissions_changed", after, {
          from: permissionList(before.permissions),
          to: permissionList(after.permissions),
        });
      }
      if (Object.keys(others).length > 0 || permissions === undefined) {
        await auditUserChange(
          request,
          auth,
          eventFor(others),
          after,
          Object.fromEntries(Object.entries(others).map(([key, value]) => [key, String(value)])),
        );
      }
      return ok(after, { message: "User updated" });
    },
  );

  app.post(
    "/:id/password",
    {
      schema: {
        tags: ["users"],
        summary: "Set a temporary password; the user must replace it at the next sign-in",
        params: idParams,
        body: setPasswordSchema,
        response: { 200: userEnvelope, ...failures },
      },
    },
    async (request, reply) => {
      const auth = await requireAdmin(request);
      const target = await targetUser(request.params.id);
      await confirmAdmin(request, reply, auth, request.body.currentPassword);
      await users.setPassword(target.id, await hashPassword(request.body.password), true);
      await sessions.deleteForUser(target.id);
      await app.staffHub.announceSessionsEnded(target.id);
      await auditUserChange(request, auth, "password.reset", target);
      return ok({ ...target, mustChangePassword: true }, { message: "Temporary password set" });
    },
  );

  app.post(
    "/:id/reset-mfa",
    {
      schema: {
        tags: ["users"],
        summary: "Switch off another user's two-factor authentication (lost device)",
        params: idParams,
        body: resetMfaSchema,
        response: { 200: userEnvelope, ...failures },
      },
    },
    async (request, reply) => {
      const auth = await requireAdmin(request);
      const target = await targetUser(request.params.id);
      await confirmAdmin(request, reply, auth, request.body.currentPassword);
      await mfa.disable(target.id);
      await sessions.deleteForUser(target.id);
      await app.staffHub.announceSessionsEnded(target.id);
      await auditUserChange(request, auth, "mfa.reset", target);
      return ok({ ...target, mfaEnabled: false }, { message: "Two-factor authentication reset" });
    },
  );
};

export default userRoutes;
