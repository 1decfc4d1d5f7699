import type { AuthUser } from "@shared/auth/user";
import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { useLogout } from "../../components/use-logout";

/** Seed 001 §6: a signed-in account without the admin role stays out of /admin. */
export function NoAccessStep({ user, onSignedOut }: { user: AuthUser; onSignedOut(): void }) {
  const logout = useLogout();
  return (
    <div className="grid gap-5">
      <div className="flex items-start gap-3 rounded-xl border border-warning/40 bg-warning/5 p-4 text-sm">
        <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-warning" />
        <p>
          You are signed in as <strong>{user.displayName}</strong> ({user.username}). The admin area
          is open to administrators only; ask an administrator if you need access.
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          disabled={logout.isPending}
          onClick={() => logout.mutate(undefined, { onSuccess: onSignedOut })}
        >
          Sign out
        </Button>
        <Link to="/" className={buttonClasses({ variant: "ghost" })}>
          Go to the public site
        </Link>
      </div>
    </div>
  );
}
