import { Outlet } from "react-router";
import { AdminGuard } from "~/features/admin-shell/admin-guard";
import { AdminShell } from "~/features/admin-shell/admin-shell";
import { requireAdmin } from "~/features/admin-shell/require-admin.server";
import { QueryProvider } from "~/lib/query-provider";
import type { Route } from "./+types/layout";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** Behind the HTTP guard (decision 002) this is the second wall: the loader itself refuses. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: requireAdmin(request, context).user };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <QueryProvider>
      <AdminGuard serverUser={loaderData.user}>
        {(user) => (
          <AdminShell user={user}>
            <Outlet />
          </AdminShell>
        )}
      </AdminGuard>
    </QueryProvider>
  );
}
