import { envelopeSchema } from "@shared/api/envelope";
import { quoteTemplateSchema, storedQuoteTemplateSchema } from "@shared/quotes/document-template";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope";
import { HttpError } from "../../http/http-error";
import { noStore } from "../../http/no-store";
import { adminFailures } from "../../http/route-schemas";
import { actor, audit } from "../audit/record";
import { permissionRequired, requireAdmin } from "../auth/guards";

export const TEMPLATE_CONFLICT =
  "Someone else saved the quote template since you opened it. Reload to see their version.";

const saveBody = quoteTemplateSchema.extend({ expectedVersion: z.number().int().min(0) });

/**
 * /api/admin/quote-template (issue 35 §6): the logo, brand colour, cover letter and terms
 * every new quote link freezes. Links already made keep what they froze.
 */
const quoteTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  app.addHook("onRequest", permissionRequired("settings"));
  const { companyProfile } = app.repositories;

  app.get(
    "/",
    {
      schema: {
        tags: ["settings"],
        summary: "The quote documents' template",
        response: { 200: envelopeSchema(storedQuoteTemplateSchema), ...adminFailures },
      },
    },
    async () => ok(await companyProfile.quoteTemplate()),
  );

  app.put(
    "/",
    {
      schema: {
        tags: ["settings"],
        summary: "Replace the quote documents' template",
        description:
          "`expectedVersion` is the `version` the editor loaded; a save over a newer one answers 409.",
        body: saveBody,
        response: { 200: envelopeSchema(storedQuoteTemplateSchema), ...adminFailures },
      },
    },
    async (request) => {
      const auth = await requireAdmin(request);
      const { expectedVersion, ...template } = request.body;
      const saved = await companyProfile.updateQuoteTemplate(template, expectedVersion);
      if (!saved) throw new HttpError(409, TEMPLATE_CONFLICT);
      await audit(request, {
        event: "quote_template.updated",
        ...actor(auth),
        targetType: "company_profile",
        targetLabel: "Quote template",
      });
      return ok(saved, { message: "Quote template saved" });
    },
  );
};

export default quoteTemplateRoutes;
