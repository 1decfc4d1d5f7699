import { envelopeSchema, errorEnvelopeSchema } from "@shared/api/envelope";
import { paginationFor } from "@shared/api/pagination";
import { waitlistEntrySchema, waitlistListQuerySchema } from "@shared/waitlist/waitlist";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope";
import { noStore } from "../../http/no-store";
import { permissionRequired } from "../auth/guards";

/** /api/admin/waitlist: the sign-ups, for administrators only (personal data). */
const waitlistAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  app.addHook("onRequest", permissionRequired("dashboard"));

  app.get(
    "/",
    {
      schema: {
        tags: ["waitlist"],
        summary: "Waitlist sign-ups, newest first",
        querystring: waitlistListQuerySchema,
        response: {
          200: envelopeSchema(z.array(waitlistEntrySchema)),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { items, total } = await app.repositories.waitlist.list({ limit, offset });
      const page = Math.floor(offset / limit) + 1;
      return ok(items, { pagination: paginationFor(page, limit, total) });
    },
  );
};

export default waitlistAdminRoutes;
