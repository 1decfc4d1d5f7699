import { envelopeSchema } from "@shared/api/envelope";
import { activeFormulaSchema } from "@shared/formulas/formula";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notModifiedSchema, sendCached } from "../../http/conditional-get";

/**
 * GET /api/catalog/formulas: the formulas are public so the browser's engine prices exactly
 * like the server's. Under the catalogue's path (seed 001's API), served by the formulas
 * module from its own repository (decision 061). Cached with an ETag.
 */
const formulaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { formulas } = app.repositories;

  app.get(
    "/formulas",
    {
      schema: {
        tags: ["catalog"],
        summary: "The current version of every active calculation formula",
        response: { 200: envelopeSchema(z.array(activeFormulaSchema)), 304: notModifiedSchema },
      },
    },
    async (request, reply) => sendCached(request, reply, await formulas.active()),
  );
};

export default formulaRoutes;
