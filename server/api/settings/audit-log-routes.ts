import { envelopeSchema, errorEnvelopeSchema } from "@shared/api/envelope";
import { paginationFor } from "@shared/api/pagination";
import { auditEntrySchema, auditQuerySchema } from "@shared/audit/audit-events";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope";
import { noStore } from "../../http/no-store";
import { permissionRequired } from "../auth/guards";

/** /api/admin/audit-log: newest first, filterable by event and by user. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  app.addHook("onRequest", permissionRequired("settings"));
  app.get(
    "/",
    {
      schema: {
        tags: ["settings"],
        summary: "The audit log",
        querystring: auditQuerySchema,
        response: {
          200: envelopeSchema(z.array(auditEntrySchema)),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { entries, total } = await app.repositories.auditLog.list(request.query);
      return ok(entries, { pagination: paginationFor(page, limit, total) });
    },
  );
};

export default auditRoutes;
