import { quoteTemplateSchema } from "@shared/quotes/document-template";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { versionedSettingRoutes } from "./versioned-setting-routes";

/**
 * /api/admin/quote-template (issue 35 §6): the logo, brand colour, cover letter and terms
 * every new quote link freezes, with what accepting asks for and the steps after it (§3).
 * Links already made keep what they froze.
 */
const quoteTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { companyProfile } = app.repositories;
  await app.register(
    versionedSettingRoutes({
      schema: quoteTemplateSchema,
      summary: {
        get: "The quote documents' template",
        put: "Replace the quote documents' template",
      },
      read: () => companyProfile.quoteTemplate(),
      save: (template, expectedVersion) =>
        companyProfile.updateQuoteTemplate(template, expectedVersion),
      conflict:
        "Someone else saved the quote template since you opened it. Reload to see their version.",
      saved: "Quote template saved",
      audit: { event: "quote_template.updated", targetLabel: "Quote template" },
    }),
  );
};

export default quoteTemplateRoutes;
