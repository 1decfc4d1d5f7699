import { type AuthUser, roleLabels } from "@shared/auth/user";
import { LogOut } from "lucide-react";
import { ThemeToggle } from "~/components/theme-toggle";
import { Button } from "~/components/ui/button";
import { useLogout } from "~/components/use-logout";

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return (
    (parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")
  ).toUpperCase();
}

/** The signed-in user and the sign-out action, at the foot of the navigation. */
export function AccountPanel({ user }: { user: AuthUser }) {
  const logout = useLogout();
  return (
    <div className="grid gap-3 border-t border-border pt-4">
      <div className="flex items-center gap-3 px-1">
        <span
          aria-hidden
          className="grid size-9 shrink-0 place-items-center rounded-full bg-surface-2 text-xs font-bold text-fg"
        >
          {initials(user.displayName) || "?"}
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold" data-testid="signed-in-user">
            {user.displayName}
          </p>
          <p className="truncate text-xs text-muted">
            {user.username} · {roleLabels[user.role]}
          </p>
        </div>
        <ThemeToggle />
      </div>
      <Button
        variant="outline"
        size="sm"
        className="w-full"
        disabled={logout.isPending}
        onClick={() => logout.mutate()}
      >
        <LogOut aria-hidden className="size-4" />
        Sign out
      </Button>
    </div>
  );
}
