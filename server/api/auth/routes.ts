import { envelopeSchema, errorEnvelopeSchema } from "@shared/api/envelope";
import { loginBodySchema, loginMfaBodySchema } from "@shared/auth/credentials";
import { authUserSchema, loginResultSchema } from "@shared/auth/user";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope";
import { HttpError } from "../../http/http-error";
import { noStore } from "../../http/no-store";
import { audit } from "../audit/record";
import { authenticate } from "./authenticate";
import { clearAuthCookie, readAuthCookie } from "./cookies";
import { mfaStep, passwordStep } from "./login-flow";

const failures = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

/** Seed 001 §7: the four auth calls. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  const rateLimit = { max: app.auth.signInRateLimit, timeWindow: "1 minute" };

  app.post(
    "/auth/login",
    {
      config: { rateLimit },
      schema: {
        tags: ["auth"],
        summary: "Sign in with username and password",
        description: "Answers the user, or {requiresMfa: true, userId} when TOTP is enabled.",
        body: loginBodySchema,
        response: { 200: envelopeSchema(loginResultSchema), ...failures, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => ok(await passwordStep(request, reply, request.body)),
  );

  app.post(
    "/auth/login-mfa",
    {
      config: { rateLimit },
      schema: {
        tags: ["auth"],
        summary: "Finish a sign-in with a TOTP code or a recovery code",
        body: loginMfaBodySchema,
        response: { 200: envelopeSchema(authUserSchema), ...failures, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => ok(await mfaStep(request, reply, request.body)),
  );

  app.post(
    "/auth/logout",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign out: deletes the session",
        response: { 200: envelopeSchema(z.null()), 403: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const token = readAuthCookie(request, "session");
      const ended = token ? await app.repositories.sessions.deleteByToken(token) : undefined;
      if (ended) {
        await app.staffHub.announceSessionsEnded(ended.userId);
        const user = await app.services.userAccounts.findRow(ended.userId);
        await audit(request, {
          event: "logout",
          actorId: ended.userId,
          actorUsername: user?.username,
        });
      }
      clearAuthCookie(reply, "session");
      return ok(null, { message: "Signed out" });
    },
  );

  app.get(
    "/auth/me",
    {
      schema: {
        tags: ["auth"],
        summary: "The signed-in user; 401 when signed out",
        response: { 200: envelopeSchema(authUserSchema), 401: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const auth = await authenticate(request);
      if (!auth) {
        if (readAuthCookie(request, "session")) clearAuthCookie(reply, "session");
        throw new HttpError(401, "Not signed in");
      }
      return ok(auth.user);
    },
  );
};

export default authRoutes;
