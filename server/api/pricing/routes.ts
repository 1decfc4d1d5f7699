import { envelopeSchema, errorEnvelopeSchema } from "@shared/api/envelope";
import { isPricingCategory, pricingCategories } from "@shared/pricing/categories";
import {
  backupSolutionSchema,
  featureExplanationsSchema,
  pricingPlanRecordSchema,
  pricingPlanSchema,
} from "@shared/pricing/schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notModifiedSchema, sendCached } from "../../http/conditional-get";
import { HttpError } from "../../http/http-error";

const categorySchema = z.enum(pricingCategories, {
  error: `Choose one of: ${pricingCategories.join(", ")}`,
});

/** Seed 000 §7 and seed 001 §7: the public pricing catalogue and the glossary. */
const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pricing } = app.repositories;

  // Registered before the parametric route for readers; find-my-way matches static first anyway.
  app.get(
    "/pricing/backup-solutions",
    {
      schema: {
        tags: ["pricing"],
        summary: "Backup add-ons of the protection categories",
        response: { 200: envelopeSchema(z.array(backupSolutionSchema)), 304: notModifiedSchema },
      },
    },
    async (request, reply) => sendCached(request, reply, await pricing.backupSolutions()),
  );

  app.get(
    "/pricing/:category",
    {
      // An unknown category is a missing resource (404), not a malformed request (400).
      attachValidation: true,
      schema: {
        tags: ["pricing"],
        summary: "Plans of one category (compliance: the compliance packages), in display order",
        params: z.object({ category: categorySchema }),
        response: {
          200: envelopeSchema(z.array(pricingPlanSchema)),
          304: notModifiedSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { category } = request.params;
      if (request.validationError || !isPricingCategory(category)) {
        throw new HttpError(404, "No such pricing category");
      }
      return sendCached(request, reply, await pricing.category(category));
    },
  );

  app.get(
    "/feature-explanations",
    {
      schema: {
        tags: ["pricing"],
        summary: "Glossary of plan features, keyed by the exact feature text",
        response: { 200: envelopeSchema(featureExplanationsSchema), 304: notModifiedSchema },
      },
    },
    async (request, reply) => sendCached(request, reply, await pricing.explanations()),
  );

  app.get(
    "/pricing-plans",
    {
      schema: {
        tags: ["pricing"],
        summary: "Every active plan record (add-ons included), optionally of one category",
        querystring: z.object({ category: categorySchema.optional() }),
        response: {
          200: envelopeSchema(z.array(pricingPlanRecordSchema)),
          304: notModifiedSchema,
          400: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await pricing.planRecords(request.query.category)),
  );
};

export default pricingRoutes;
