import { type AdminArea, areaForAdminPath, can } from "@shared/auth/permissions";
import { signInPath } from "@shared/auth/safe-redirect";
import { type AuthUser, canEnterAdmin } from "@shared/auth/user";
import { type AppLoadContext, data, redirect } from "react-router";
import { firstAdminPage } from "./admin-pages";

/** What a page loader throws for a page outside the user's set; the admin layout shows it. */
export interface ForbiddenPage {
  area: AdminArea;
}

/** The signed-in admin, for the admin layout: any permission set enters the shell. */
export function requireAdminSession(
  request: Request,
  context: AppLoadContext,
): { user: AuthUser; sessionId: string | null } {
  if (!canEnterAdmin(context.user)) {
    const url = new URL(request.url);
    throw redirect(signInPath(url.pathname + url.search));
  }
  return { user: context.user, sessionId: context.sessionId };
}

/**
 * For admin loaders: React Router runs a page's loader in parallel with the layout's, so
 * each one that reads data checks the user itself rather than trusting the layout. The page's
 * area comes from its path (shared/auth/permissions, decision 062): a set without it gets a
 * 403 the admin layout shows inside the shell, before any data is read. /admin itself takes
 * someone without the dashboard to the first page their set opens.
 */
export function requireAdmin(
  request: Request,
  context: AppLoadContext,
): { user: AuthUser; sessionId: string | null } {
  const session = requireAdminSession(request, context);
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "");
  const area = areaForAdminPath(pathname);
  if (area === undefined || can(session.user, area)) return session;
  const first = firstAdminPage(session.user);
  if (area === "dashboard" && pathname.replace(/\/+$/, "") === "/admin" && first) {
    throw redirect(first.path);
  }
  throw data<ForbiddenPage>({ area }, { status: 403 });
}
