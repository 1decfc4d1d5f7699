import { envelopeSchema } from "@shared/api/envelope";
import { serviceSchema } from "@shared/catalog/service";
import { activeFormulaSchema } from "@shared/formulas/formula";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notModifiedSchema, sendCached } from "../../http/conditional-get";
import { quoteRoute } from "./quote-route";

/**
 * /api/catalog: what the Service Builder prices with. Public and cached with an ETag; the
 * formulas are public too so the browser's engine prices exactly like the server's.
 */
const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog, formulas } = app.repositories;

  app.get(
    "/",
    {
      schema: {
        tags: ["catalog"],
        summary: "Services prospects can choose (not hidden, not archived), by category and name",
        description: "price and setupFee are US dollars; the database keeps integer cents.",
        response: { 200: envelopeSchema(z.array(serviceSchema)), 304: notModifiedSchema },
      },
    },
    async (request, reply) => sendCached(request, reply, await catalog.publicServices()),
  );

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

  await app.register(quoteRoute);
};

export default catalogRoutes;
