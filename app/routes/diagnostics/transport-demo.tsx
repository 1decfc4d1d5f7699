import { requireAdmin } from "~/features/admin-shell/require-admin.server";
import type { Route } from "./+types/transport-demo";
import TransportDiagnostics from "./transport-diagnostics";

export { meta } from "./transport-diagnostics";

/**
 * Seed 001 §2: /simple-transport and /transport-demo are the request console behind a route
 * guard. Its rules are not shown; staff sign-in with the admin role is the guard here.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return null;
}

export default TransportDiagnostics;
