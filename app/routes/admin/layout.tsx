import type { AdminArea } from "@shared/auth/permissions";
import type { AuthUser } from "@shared/auth/user";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import { ErrorScreen } from "~/components/error-screen";
import { NotFoundCard } from "~/components/not-found-card";
import { AdminGuard } from "~/features/admin-shell/admin-guard";
import { AdminShell } from "~/features/admin-shell/admin-shell";
import { ForbiddenPage } from "~/features/admin-shell/forbidden-page";
import { requireAdminSession } from "~/features/admin-shell/require-admin.server";
import { QueryProvider } from "~/lib/query-provider";
import type { Route } from "./+types/layout";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** Behind the HTTP guard (decision 002) this is the second wall: the loader itself refuses. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: requireAdminSession(request, context).user };
}

/** The shell around a page; `children` gets the user as the browser's own check confirmed. */
function Shell({ user, children }: { user: AuthUser; children(user: AuthUser): ReactNode }) {
  return (
    <QueryProvider>
      <AdminGuard serverUser={user}>
        {(checked) => <AdminShell user={checked}>{children(checked)}</AdminShell>}
      </AdminGuard>
    </QueryProvider>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return <Shell user={loaderData.user}>{() => <Outlet />}</Shell>;
}

/**
 * Decision 062: a page loader's 403 (a page outside the permission set) is shown inside the
 * shell, with the navigation the set allows. Anything else is shown as the root would.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData<typeof loader>("routes/admin/layout");
  if (isRouteErrorResponse(error) && error.status === 403 && layout) {
    const area = (error.data as { area?: AdminArea } | undefined)?.area;
    return <Shell user={layout.user}>{(user) => <ForbiddenPage user={user} area={area} />}</Shell>;
  }
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundCard />;
  if (isRouteErrorResponse(error)) {
    return <ErrorScreen error={new Error(`${error.status} ${error.statusText || "Error"}`)} />;
  }
  return <ErrorScreen error={error} />;
}
