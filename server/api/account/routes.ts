import {
  changePasswordSchema,
  securityStatusSchema,
  sessionSummarySchema,
} from "@shared/account/account";
import { envelopeSchema, errorEnvelopeSchema } from "@shared/api/envelope";
import { passwordProblem } from "@shared/auth/password-policy";
import { ownEmailSchema, storedStaffEmail } from "@shared/users/user-admin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope";
import { HttpError } from "../../http/http-error";
import { noStore } from "../../http/no-store";
import { actor, audit } from "../audit/record";
import { clearAuthCookie } from "../auth/cookies";
import { requireSession, requireUser, sessionRequired, userRequired } from "../auth/guards";
import { hashPassword } from "../auth/passwords";
import { confirmPassword } from "../auth/reauthenticate";
import { rotateSession } from "../auth/session-start";
import mfaRoutes from "./mfa-routes";

const failures = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

/** /api/account: the signed-in user's own password, sessions and two-factor settings. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  const { mfa } = app.repositories;
  const { userAccounts: users, sessions } = app.services;

  app.post(
    "/password",
    {
      onRequest: sessionRequired,
      schema: {
        tags: ["account"],
        summary: "Change the own password; ends every other session",
        body: changePasswordSchema,
        response: { 200: envelopeSchema(z.null()), ...failures },
      },
    },
    async (request, reply) => {
      // A forced change is allowed while everything else waits for it.
      const auth = await requireSession(request);
      const { currentPassword, newPassword } = request.body;
      await confirmPassword(request, reply, auth, currentPassword, "currentPassword");
      const problem = passwordProblem(newPassword, auth.user.username);
      if (problem) throw new HttpError(400, "Validation failed", { newPassword: problem });
      await users.setPassword(auth.user.id, await hashPassword(newPassword), false);
      const ended = await sessions.deleteForUser(auth.user.id, auth.sessionId);
      await app.staffHub.announceSessionsEnded(auth.user.id);
      await rotateSession(request, reply, auth.sessionId);
      await audit(request, {
        event: "password.changed",
        ...actor(auth),
        details: { otherSessionsEnded: ended },
      });
      return ok(null, { message: "Password changed" });
    },
  );

  app.get(
    "/security",
    {
      onRequest: userRequired,
      schema: {
        tags: ["account"],
        summary: "Two-factor status and recovery codes left",
        response: { 200: envelopeSchema(securityStatusSchema), ...failures },
      },
    },
    async (request) => {
      const auth = await requireUser(request);
      return ok(await mfa.status(auth.user.id));
    },
  );

  app.put(
    "/email",
    {
      onRequest: userRequired,
      schema: {
        tags: ["account"],
        summary: "Set or clear the own work e-mail (where approvals and questions reach you)",
        body: ownEmailSchema,
        response: { 200: envelopeSchema(z.object({ email: z.string().nullable() })), ...failures },
      },
    },
    async (request) => {
      const auth = await requireUser(request);
      const email = storedStaffEmail(request.body.email) ?? null;
      const result = await users.update(auth.user.id, { email });
      if (result.outcome !== "updated") throw new HttpError(404, "Account not found");
      await audit(request, {
        event: "user.updated",
        ...actor(auth),
        targetType: "user",
        targetId: auth.user.id,
        targetLabel: auth.user.username,
        details: { email: email ?? "none" },
      });
      return ok({ email }, { message: email ? "Work e-mail saved" : "Work e-mail removed" });
    },
  );

  app.get(
    "/sessions",
    {
      onRequest: userRequired,
      schema: {
        tags: ["account"],
        summary: "The own signed-in sessions, most recently used first",
        response: { 200: envelopeSchema(z.array(sessionSummarySchema)), ...failures },
      },
    },
    async (request) => {
      const auth = await requireUser(request);
      return ok(await sessions.listForUser(auth.user.id, auth.sessionId));
    },
  );

  app.delete(
    "/sessions/:id",
    {
      onRequest: userRequired,
      schema: {
        tags: ["account"],
        summary: "Sign out one of the own sessions",
        params: z.object({ id: z.uuid("Unknown session") }),
        response: { 200: envelopeSchema(z.null()), ...failures },
      },
    },
    async (request, reply) => {
      const auth = await requireUser(request);
      const removed = await sessions.deleteOne(auth.user.id, request.params.id);
      if (!removed) throw new HttpError(404, "That session has already ended");
      await app.staffHub.announceSessionsEnded(auth.user.id);
      if (request.params.id === auth.sessionId) clearAuthCookie(reply, "session");
      await audit(request, {
        event: "session.revoked",
        ...actor(auth),
        targetType: "session",
        targetId: request.params.id,
      });
      return ok(null, { message: "Session ended" });
    },
  );

  app.post(
    "/sessions/revoke-others",
    {
      onRequest: userRequired,
      schema: {
        tags: ["account"],
        summary: "Sign out every other session of the own account",
        response: { 200: envelopeSchema(z.object({ ended: z.number().int() })), ...failures },
      },
    },
    async (request) => {
      const auth = await requireUser(request);
      const ended = await sessions.deleteForUser(auth.user.id, auth.sessionId);
      await app.staffHub.announceSessionsEnded(auth.user.id);
      await audit(request, {
        event: "session.revoked",
        ...actor(auth),
        details: { otherSessionsEnded: ended },
      });
      return ok({ ended }, { message: "Other sessions ended" });
    },
  );

  await app.register(mfaRoutes);
};

export default accountRoutes;
