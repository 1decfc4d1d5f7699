import { envelopeSchema, errorEnvelopeSchema } from "@shared/api/envelope";
import { unsubscribeStateSchema } from "@shared/outbox/unsubscribe";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope";
import { HttpError } from "../../http/http-error";
import { noStore } from "../../http/no-store";

export const UNSUBSCRIBE_NOT_FOUND =
  "This unsubscribe link is not valid. Copy the whole link from the e-mail, or reply to it and we will take you off our list.";

const failures = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const params = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, UNSUBSCRIBE_NOT_FOUND) });

/**
 * /api/unsubscribe/:token (issue 35 §2): the link in every customer e-mail. GET tells the page
 * which address it is about; POST unsubscribes it at once, from the page's button or from a
 * mail client's one-click request (RFC 8058, a form body), with no account and no cookie.
 */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  // RFC 8058's one-click POST is a form body ("List-Unsubscribe=One-Click"): nothing to read.
  app.addContentTypeParser("application/x-www-form-urlencoded", (_request, _payload, done) =>
    done(null, {}),
  );
  const { emailRecipients } = app.repositories;

  app.get(
    "/:token",
    {
      schema: {
        tags: ["public"],
        summary: "Which address an unsubscribe link is for, and whether it unsubscribed",
        params,
        response: { 200: envelopeSchema(unsubscribeStateSchema), ...failures },
      },
    },
    async (request) => {
      const found = await emailRecipients.byToken(request.params.token);
      if (!found) throw new HttpError(404, UNSUBSCRIBE_NOT_FOUND);
      return ok({
        email: found.email,
        unsubscribedAt: found.unsubscribedAt?.toISOString() ?? null,
      });
    },
  );

  app.post(
    "/:token",
    {
      schema: {
        tags: ["public"],
        summary: "Unsubscribe the address from customer e-mail, at once (RFC 8058 one-click)",
        params,
        response: { 200: envelopeSchema(unsubscribeStateSchema), ...failures },
      },
    },
    async (request) => {
      const before = await emailRecipients.byToken(request.params.token);
      if (!before) throw new HttpError(404, UNSUBSCRIBE_NOT_FOUND);
      const after = await emailRecipients.unsubscribe(request.params.token);
      if (!after?.unsubscribedAt) throw new HttpError(404, UNSUBSCRIBE_NOT_FOUND);
      if (!before.unsubscribedAt) {
        await app.services.audit.record(
          {
            event: "email.unsubscribed",
            targetType: "email",
            targetId: after.email,
            targetLabel: after.email,
          },
          { client: { ip: request.ip, userAgent: String(request.headers["user-agent"] ?? "") } },
        );
      }
      return ok(
        { email: after.email, unsubscribedAt: after.unsubscribedAt.toISOString() },
        { message: "Unsubscribed" },
      );
    },
  );
};

export default unsubscribeRoutes;
