import {
  disableMfaSchema,
  mfaCodeBodySchema,
  mfaSetupSchema,
  passwordConfirmSchema,
  recoveryCodesSchema,
} from "@shared/account/account";
import { envelopeSchema, errorEnvelopeSchema } from "@shared/api/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope";
import { HttpError } from "../../http/http-error";
import { actor, audit } from "../audit/record";
import { requireUser, userRequired } from "../auth/guards";
import { checkSecondFactor } from "../auth/login-flow";
import { confirmPassword, reserveOwnAttempt } from "../auth/reauthenticate";
import { hashRecoveryCode, newRecoveryCodes } from "../auth/recovery-codes";
import { rotateSession } from "../auth/session-start";
import { checkTotp, formatSecret, newTotpSecret, otpauthUri, qrCodeDataUrl } from "../auth/totp";

const failures = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

/** TOTP enrolment, recovery codes and switching two-factor off, for the signed-in user. */
const mfaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mfa } = app.repositories;
  const secrets = app.auth.secrets;
  app.addHook("onRequest", userRequired);

  app.post(
    "/mfa/setup",
    {
      schema: {
        tags: ["account"],
        summary: "Start TOTP enrolment (password required): a new secret as QR code and key",
        body: passwordConfirmSchema,
        response: { 200: envelopeSchema(mfaSetupSchema), ...failures },
      },
    },
    async (request, reply) => {
      const auth = await requireUser(request);
      if (auth.user.mfaEnabled) throw new HttpError(409, "Two-factor authentication is already on");
      // A stolen session alone must not be enough to enrol the thief's authenticator.
      await confirmPassword(request, reply, auth, request.body.password, "password");
      const secret = newTotpSecret();
      await mfa.setPendingSecret(auth.user.id, secrets.seal(secret, auth.user.id));
      const uri = otpauthUri(secret, auth.user.username);
      return ok({
        secret: formatSecret(secret),
        otpauthUri: uri,
        qrCodeDataUrl: await qrCodeDataUrl(uri),
      });
    },
  );

  app.post(
    "/mfa/enable",
    {
      schema: {
        tags: ["account"],
        summary: "Finish enrolment with a code; answers the ten recovery codes, once",
        body: mfaCodeBodySchema,
        response: { 200: envelopeSchema(recoveryCodesSchema), ...failures },
      },
    },
    async (request, reply) => {
      const auth = await requireUser(request);
      const row = await app.services.userAccounts.findRow(auth.user.id);
      if (!row?.mfaPendingSecret) throw new HttpError(409, "Start the two-factor set-up again");
      const secret = secrets.open(row.mfaPendingSecret, row.id);
      const attempt = await reserveOwnAttempt(request, reply, auth);
      const check = await checkTotp(secret, request.body.token, null);
      if (check.outcome !== "valid") {
        throw new HttpError(400, "Validation failed", {
          token: "That code is not valid. Check the time on your device and try again.",
        });
      }
      await attempt.release();
      const codes = newRecoveryCodes();
      await mfa.enable(row.id, row.mfaPendingSecret, check.timeStep, codes.map(hashRecoveryCode));
      await rotateSession(request, reply, auth.sessionId);
      await audit(request, { event: "mfa.enabled", ...actor(auth) });
      return ok({ recoveryCodes: codes }, { message: "Two-factor authentication is on" });
    },
  );

  app.post(
    "/mfa/recovery-codes",
    {
      schema: {
        tags: ["account"],
        summary: "Replace the recovery codes (password required); answers the new ones, once",
        body: passwordConfirmSchema,
        response: { 200: envelopeSchema(recoveryCodesSchema), ...failures },
      },
    },
    async (request, reply) => {
      const auth = await requireUser(request);
      if (!auth.user.mfaEnabled) throw new HttpError(409, "Two-factor authentication is off");
      await confirmPassword(request, reply, auth, request.body.password, "password");
      const codes = newRecoveryCodes();
      await mfa.replaceRecoveryCodes(auth.user.id, codes.map(hashRecoveryCode));
      await rotateSession(request, reply, auth.sessionId);
      await audit(request, { event: "mfa.recovery_codes_regenerated", ...actor(auth) });
      return ok({ recoveryCodes: codes });
    },
  );

  app.post(
    "/mfa/disable",
    {
      schema: {
        tags: ["account"],
        summary: "Switch two-factor off (password and a current code or recovery code)",
        body: disableMfaSchema,
        response: { 200: envelopeSchema(z.null()), ...failures },
      },
    },
    async (request, reply) => {
      const auth = await requireUser(request);
      const row = await confirmPassword(request, reply, auth, request.body.password, "password");
      if (!row.mfaSecret) throw new HttpError(409, "Two-factor authentication is off");
      const attempt = await reserveOwnAttempt(request, reply, auth);
      const result = await checkSecondFactor(
        request,
        row,
        row.mfaSecret,
        row.mfaLastTimeStep,
        request.body.token,
      );
      if (!result.ok) {
        await audit(request, {
          event: result.replayed ? "mfa.replayed" : "mfa.failed",
          ...actor(auth),
        });
        throw new HttpError(400, "Validation failed", { token: "That code is not valid" });
      }
      await attempt.release();
      await mfa.disable(row.id);
      await rotateSession(request, reply, auth.sessionId);
      await audit(request, { event: "mfa.disabled", ...actor(auth) });
      return ok(null, { message: "Two-factor authentication is off" });
    },
  );
};

export default mfaRoutes;
