import { envelopeSchema } from "@shared/api/envelope";
import { configurationDetailSchema } from "@shared/quotes/configuration-admin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../../http/envelope";
import { HttpError } from "../../../http/http-error";
import { adminFailures as failures } from "../../../http/route-schemas";
import { requireAdmin } from "../../auth/guards";
import {
  CONFIGURATION_NOT_FOUND,
  type IdParams,
  idParams,
  type StaffContext,
  type StaffRequest,
  staffContextOf,
} from "./admin-context";

/** The archive or restore use case (decision 055), answered with the quote's detail. */
const setArchived =
  (action: "archive" | "restore", { quotes, detail }: StaffContext) =>
  async (request: StaffRequest<IdParams>) => {
    const auth = await requireAdmin(request);
    const { id } = request.params;
    const { quote } = await quotes[action](
      id,
      { id: auth.user.id, username: auth.user.username },
      { client: { ip: request.ip, userAgent: request.headers["user-agent"] ?? null } },
    );
    if (!quote) throw new HttpError(404, CONFIGURATION_NOT_FOUND);
    return ok(await detail(id), { message: action === "archive" ? "Archived" : "Restored" });
  };

/** Takes a quote out of the lists; its versions, links and deal stay as they are. */
const archiveQuote = (context: StaffContext) => setArchived("archive", context);

/** Brings an archived quote back into the lists. */
const restoreQuote = (context: StaffContext) => setArchived("restore", context);

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
