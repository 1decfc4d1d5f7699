import { envelopeSchema, errorEnvelopeSchema } from "@shared/api/envelope";
import { companyProfileSchema } from "@shared/settings/company-profile";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/envelope";
import { noStore } from "../../http/no-store";
import { actor, audit } from "../audit/record";
import { permissionRequired, requireAdmin } from "../auth/guards";

const failures = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

/** /api/admin/company-profile: the contact details shown in the public contact section and footer. */
const companyProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  app.addHook("onRequest", permissionRequired("settings"));

  app.get(
    "/",
    {
      schema: {
        tags: ["settings"],
        summary: "The company profile",
        response: { 200: envelopeSchema(companyProfileSchema), ...failures },
      },
    },
    async () => ok(await app.repositories.companyProfile.get()),
  );

  app.put(
    "/",
    {
      schema: {
        tags: ["settings"],
        summary: "Replace the company profile",
        body: companyProfileSchema,
        response: { 200: envelopeSchema(companyProfileSchema), ...failures },
      },
    },
    async (request) => {
      const auth = await requireAdmin(request);
      const profile = await app.repositories.companyProfile.update(request.body);
      await audit(request, {
        event: "company_profile.updated",
        ...actor(auth),
        targetType: "company_profile",
        targetLabel: profile.name,
      });
      return ok(profile, { message: "Company profile saved" });
    },
  );
};

export default companyProfileRoutes;
