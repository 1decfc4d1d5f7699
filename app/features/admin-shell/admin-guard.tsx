import { signInPath } from "@shared/auth/safe-redirect";
import { type AuthUser, canEnterAdmin } from "@shared/auth/user";
import { AlertTriangle, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { useCurrentUser } from "~/lib/auth/use-current-user";

/**
 * Seed 001 §4 admin guard, client side: a spinner while the auth state loads, then /auth for
 * anyone but an admin. The server checked the user for the first paint; the browser's own
 * check replaces that answer, so a session that ended meanwhile is caught, and a check that
 * fails shows 'Failed to fetch user. Please try again.' with a way to try again.
 */
export function AdminGuard({
  serverUser,
  children,
}: {
  serverUser: AuthUser;
  children(user: AuthUser): ReactNode;
}) {
  const me = useCurrentUser(serverUser);
  const location = useLocation();
  if (me.isError && me.data === undefined) {
    return (
      <div className="grid min-h-dvh place-items-center px-6">
        <div role="alert" className="grid max-w-sm justify-items-center gap-4 text-center">
          <AlertTriangle aria-hidden className="size-8 text-warning" />
          <p className="font-medium">{me.error.message}</p>
          <Button variant="outline" onClick={() => me.refetch()}>
            <RotateCw aria-hidden className="size-4" />
            Try again
          </Button>
        </div>
      </div>
    );
  }
  // After a failed check the server's answer no longer counts: wait for the new one.
  if (me.data === undefined || (me.isPlaceholderData && me.errorUpdateCount > 0)) {
    return (
      <div className="grid min-h-dvh place-items-center">
        <Spinner label="Checking your sign-in" className="[&_svg]:size-8" />
      </div>
    );
  }
  if (!canEnterAdmin(me.data)) {
    return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  }
  return children(me.data);
}
