import { signInPath } from "@shared/auth/safe-redirect";
import { type AuthUser, canEnterAdmin } from "@shared/auth/user";
import { type AppLoadContext, redirect } from "react-router";

/**
 * For admin loaders: React Router runs a page's loader in parallel with the layout's, so
 * each one that reads data checks the user itself rather than trusting the layout.
 */
export function requireAdmin(
  request: Request,
  context: AppLoadContext,
): { user: AuthUser; sessionId: string | null } {
  if (!canEnterAdmin(context.user)) {
    const url = new URL(request.url);
    throw redirect(signInPath(url.pathname + url.search));
  }
  return { user: context.user, sessionId: context.sessionId };
}
