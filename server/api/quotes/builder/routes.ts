import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { noStore } from "../../../http/no-store";
import { configurationRoutes } from "./configuration-routes";
import { draftRoutes } from "./draft-routes";
import { leadRoute } from "./lead-route";
import { suggestionRoute } from "./suggestion-route";

/** /api/sb: the Service Builder's calls, all keyed by the X-SB-Session header (issue 10). */
const builderRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  await app.register(draftRoutes);
  await app.register(leadRoute);
  await app.register(configurationRoutes);
  await app.register(suggestionRoute);
};

export default builderRoutes;
