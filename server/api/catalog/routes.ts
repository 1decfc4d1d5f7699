import { envelopeSchema } from "@shared/api/envelope";
import { serviceSchema } from "@shared/catalog/service";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notModifiedSchema, sendCached } from "../../http/conditional-get";
import { quoteRoute } from "./quote-route";

/**
 * /api/catalog: what the Service Builder prices with. Public and cached with an ETag; the
 * formulas beside it (`/api/catalog/formulas`) are the formulas module's route.
 */
const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog } = app.repositories;

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

  await app.register(quoteRoute);
};

export default catalogRoutes;
