import { envelopeSchema } from "@shared/api/envelope";
import {
  outboxListSchema,
  outboxMessageSchema,
  outboxQuerySchema,
  outboxStatusLabels,
} from "@shared/outbox/outbox-api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope";
import { HttpError } from "../../http/http-error";
import { noStore } from "../../http/no-store";
import { adminFailures as failures } from "../../http/route-schemas";
import { auditChange } from "../auth/audit-change";
import { permissionRequired } from "../auth/guards";
import { readableMessage, readOutboxList } from "./outbox-reads";

export const MESSAGE_NOT_FOUND = "Message not found";
const messageEnvelope = envelopeSchema(outboxMessageSchema);
/** Outbox ids are bigserial: any whole number JavaScript holds exactly. */
const params = z.object({
  id: z.coerce
    .number({ error: "Use a whole number id" })
    .int("Use a whole number id")
    .min(1, "Use a whole number id")
    .max(Number.MAX_SAFE_INTEGER, "Use a whole number id"),
});

/** /api/admin/outbox: outgoing e-mail, for administrators (addresses are personal data). */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  app.addHook("onRequest", permissionRequired("outbox"));
  const { outbox } = app.repositories;

  async function existing(id: number) {
    const message = await outbox.get(id);
    if (!message) throw new HttpError(404, MESSAGE_NOT_FOUND);
    return message;
  }

  app.get(
    "/",
    {
      schema: {
        tags: ["settings"],
        summary: "Outgoing e-mail, newest first, filterable by status",
        description:
          "`smtpConfigured` is false when SMTP_URL is unset: messages are then kept here (status kept) rather than sent.",
        querystring: outboxQuerySchema,
        response: { 200: envelopeSchema(outboxListSchema), ...failures },
      },
    },
    async (request) => readOutboxList(app, request.query),
  );

  app.get(
    "/:id",
    {
      schema: {
        tags: ["settings"],
        summary: "One message with its text and its last delivery error",
        params,
        response: { 200: messageEnvelope, ...failures },
      },
    },
    async (request) => ok(readableMessage(await existing(request.params.id))),
  );

  app.get(
    "/:id/attachments/:attachmentId",
    {
      schema: {
        tags: ["settings"],
        summary: "A file sent with a message (a quote's PDF), as it was sent",
        params: params.extend({ attachmentId: params.shape.id }),
      },
    },
    async (request, reply) => {
      const file = await outbox.attachment(request.params.id, request.params.attachmentId);
      if (!file) throw new HttpError(404, "Attachment not found");
      if (!file.content) {
        throw new HttpError(
          404,
          "This file is made when the message is sent (never for a kept message); the quote's page has its PDF.",
        );
      }
      const name = file.filename.replace(/[^A-Za-z0-9._-]/g, "");
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", `attachment; filename="${name || "attachment"}"`)
        .send(Buffer.from(file.content));
    },
  );

  app.post(
    "/:id/retry",
    {
      // Decision 062: Sales reads the outbox; sending again is the Owner's.
      onRequest: permissionRequired("outboxRetry"),
      schema: {
        tags: ["settings"],
        summary: "Send a failed message again (a fresh set of attempts, due now)",
        description: "Only failed messages can be retried (409 otherwise).",
        params,
        response: { 200: messageEnvelope, ...failures },
      },
    },
    async (request) => {
      const current = await existing(request.params.id);
      const retried = current.status === "failed" ? await outbox.retry(current.id) : null;
      if (!retried) {
        const status = outboxStatusLabels[current.status].toLowerCase();
        throw new HttpError(409, `Only failed messages can be retried; this one is ${status}.`);
      }
      await auditChange(
        request,
        "outbox.retried",
        { type: "outbox", id: retried.id, label: retried.subject.slice(0, 200) },
        { kind: retried.kind },
      );
      app.outbox.wake();
      return ok(readableMessage(retried), { message: "Message queued to send again" });
    },
  );
};

export default outboxRoutes;
