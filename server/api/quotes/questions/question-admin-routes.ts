import { envelopeSchema } from "@shared/api/envelope";
import { staffQuestionSchema } from "@shared/quote-questions/question";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../../http/envelope";
import { noStore } from "../../../http/no-store";
import { adminFailures as failures } from "../../../http/route-schemas";
import { permissionRequired } from "../../auth/guards";
import { idParams, staffContextOf } from "../versions/admin-context";

/**
 * /api/admin/configurations/{id}/questions (issue 36 §3): what prospects asked on the quote's
 * links, answered or not, and which went to the account manager. Those who open quotes.
 */
const questionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  app.addHook("onRequest", permissionRequired("configurations"));
  const { existingVersion } = staffContextOf(app);

  app.get(
    "/:id/questions",
    {
      schema: {
        tags: ["configurations"],
        summary: "Questions asked on the quote page of any link of this quote, newest first",
        params: idParams,
        response: { 200: envelopeSchema(z.array(staffQuestionSchema)), ...failures },
      },
    },
    async (request) => {
      await existingVersion(request.params.id);
      return ok(await app.repositories.quoteQuestions.ofConfiguration(request.params.id));
    },
  );
};

export default questionAdminRoutes;
