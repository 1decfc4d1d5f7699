import { envelopeSchema } from "@shared/api/envelope";
import { cellKey } from "@shared/similar-companies/counts";
import { patternVisibilitySchema, staffPatternSchema } from "@shared/similar-companies/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope";
import { noStore } from "../../http/no-store";
import { adminFailures as failures } from "../../http/route-schemas";
import { auditChange } from "../auth/audit-change";
import { permissionRequired, requireAdmin } from "../auth/guards";

/**
 * /api/admin/similar-companies (decision 071): the patterns "companies like yours" shows, for
 * the catalogue's staff, who can hide one from the builder (audited) and show it again.
 */
const similarCompanyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  app.addHook("onRequest", permissionRequired("catalogue"));
  const { similarCompanies } = app.services;

  app.get(
    "/",
    {
      schema: {
        tags: ["catalog"],
        summary: "Every pattern of at least five quotes, hidden ones included",
        response: { 200: envelopeSchema(z.array(staffPatternSchema)), ...failures },
      },
    },
    async () => ok(await similarCompanies.staffPatterns()),
  );

  app.put(
    "/hidden",
    {
      schema: {
        tags: ["catalog"],
        summary: "Hide a pattern from the Service Builder, or show it again",
        description:
          "Hiding a pattern that is hidden already, or showing one that is shown, changes nothing.",
        body: patternVisibilitySchema,
        response: { 200: envelopeSchema(patternVisibilitySchema), ...failures },
      },
    },
    async (request) => {
      const auth = await requireAdmin(request);
      const visibility = request.body;
      const named = await similarCompanies.setHidden(visibility, auth.user.id);
      await auditChange(
        request,
        visibility.hidden ? "similar_pattern.hidden" : "similar_pattern.shown",
        {
          type: "similar_pattern",
          id: cellKey(visibility.segment, visibility.serviceId),
          label: `${named.serviceName} for ${named.segmentLabel}`,
        },
        { segment: visibility.segment, serviceId: visibility.serviceId },
      );
      return ok(visibility, {
        message: visibility.hidden
          ? "Hidden from the Service Builder"
          : "Shown in the Service Builder again",
      });
    },
  );
};

export default similarCompanyAdminRoutes;
