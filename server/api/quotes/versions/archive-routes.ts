import { envelopeSchema } from "@shared/api/envelope";
import { configurationDetailSchema } from "@shared/quotes/configuration-admin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../../http/envelope";
import { adminFailures as failures } from "../../../http/route-schemas";
import {
  type IdParams,
  idParams,
  type StaffContext,
  type StaffRequest,
  staffContextOf,
} from "./admin-context";

/** Takes a quote out of the lists; its versions, links and deal stay as they are. */
const archiveQuote =
  ({ existingVersion, configurations, audited, detail }: StaffContext) =>
  async (request: StaffRequest<IdParams>) => {
    const { version } = await existingVersion(request.params.id);
    await configurations.setActive(request.params.id, false);
    await audited(request, "configuration.archived", request.params.id, version.name);
    return ok(await detail(request.params.id), { message: "Archived" });
  };

/** Brings an archived quote back into the lists. */
const restoreQuote =
  ({ existingVersion, configurations, audited, detail }: StaffContext) =>
  async (request: StaffRequest<IdParams>) => {
    const { version } = await existingVersion(request.params.id);
    await configurations.setActive(request.params.id, true);
    await audited(request, "configuration.restored", request.params.id, version.name);
    return ok(await detail(request.params.id), { message: "Restored" });
  };

/** /api/admin/configurations/:id/{archive,restore}: a quote's archived flag (decision 048). */
export const archiveRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = staffContextOf(app);
  const schema = (summary: string) => ({
    tags: ["configurations"],
    summary,
    params: idParams,
    response: { 200: envelopeSchema(configurationDetailSchema), ...failures },
  });
  app.post("/:id/archive", { schema: schema("Archive a configuration") }, archiveQuote(context));
  app.post(
    "/:id/restore",
    { schema: schema("Bring an archived configuration back") },
    restoreQuote(context),
  );
};
