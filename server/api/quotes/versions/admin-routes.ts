import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { noStore } from "../../../http/no-store";
import { permissionRequired } from "../../auth/guards";
import { archiveRoutes } from "./archive-routes";
import { documentRoutes } from "./document-routes";
import { quoteRoutes } from "./quote-routes";
import { reminderRoutes } from "./reminder-routes";
import { sendRoutes } from "./send-routes";
import { shareRoutes } from "./share-routes";
import { versionRoutes } from "./version-routes";

export { CONFIGURATION_NOT_FOUND, VERSION_CONFLICT } from "./admin-context";

/**
 * /api/admin/configurations: every saved quote, its versions and links (issue 11), for admins.
 * One file per resource with named handlers (issue 33 item 7); the hooks here cover them all.
 */
const configurationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  app.addHook("onRequest", permissionRequired("configurations"));
  await app.register(quoteRoutes);
  await app.register(versionRoutes);
  await app.register(archiveRoutes);
  await app.register(shareRoutes);
  await app.register(documentRoutes);
  await app.register(sendRoutes);
  await app.register(reminderRoutes);
};

export default configurationAdminRoutes;
