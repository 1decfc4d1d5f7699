import { visibleNotificationKinds } from "@shared/auth/permissions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { STAFF_CHANNEL_PATH } from "../../../shared/realtime/messages";
import { sameOriginUpgrade, serveChannel } from "../../realtime/channel";
import type { StaffConnection } from "../../realtime/staff-hub";
import { readAuthCookie } from "../auth/cookies";
import { adminRequired, requireAdmin } from "../auth/guards";
import { upgradeRequired } from "./upgrade-required";

/**
 * The staff channel: live notifications for administrators. Origin and the admin rule are
 * checked before the upgrade (401 signed out, 403 otherwise), so a refused caller never
 * holds a socket; `resume` sends what the client missed since its last id.
 */
const staffChannelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: "GET",
    url: STAFF_CHANNEL_PATH.slice("/api".length),
    schema: { hide: true },
    onRequest: [sameOriginUpgrade, adminRequired],
    handler: upgradeRequired,
    wsHandler: async (socket, request) => {
      const auth = await requireAdmin(request);
      const sessionToken = readAuthCookie(request, "session") ?? "";
      let connection: StaffConnection | undefined;
      const channel = serveChannel(socket, {
        log: request.log,
        onMessage: async (message) => {
          if (message.type !== "resume" || !connection) return false;
          await app.staffHub.resume(connection, message.after);
          return true;
        },
        onClose: () => {
          if (connection) app.staffHub.remove(connection);
        },
      });
      connection = {
        channel,
        userId: auth.user.id,
        sessionId: auth.sessionId,
        sessionToken,
        kinds: visibleNotificationKinds(auth.user),
        lastId: null,
      };
      app.staffHub.add(connection);
    },
  });
};

export default staffChannelRoutes;
