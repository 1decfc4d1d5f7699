import type { UserSummary } from "@shared/users/user-admin";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Button } from "~/components/ui/button";
import { PageHeader } from "~/features/admin-shell/page-header";
import { requireAdmin } from "~/features/admin-shell/require-admin.server";
import { TemporaryPasswordDialog } from "~/features/users/temporary-password-dialog";
import { useResetUserMfa } from "~/features/users/use-reset-user-mfa";
import { useUpdateUser } from "~/features/users/use-update-user";
import type { UserAction } from "~/features/users/user-actions";
import { UserFormDialog } from "~/features/users/user-form-dialog";
import { UsersTable } from "~/features/users/users-table";
import { apiFieldErrors, apiMessage } from "~/lib/form-errors";
import type { Route } from "./+types/users";

export const meta: Route.MetaFunction = () => [{ title: "Users | Sentinel Forge admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireAdmin(request, context);
  return { users: await context.repositories.users.list(), currentUserId: user.id };
}

type Open = { action: UserAction; user: UserSummary } | { action: "create" } | null;

const confirmations = {
  deactivate: {
    title: "Deactivate this user?",
    text: "They are signed out everywhere at once and cannot sign in until reactivated.",
    label: "Deactivate",
  },
  "reset-mfa": {
    title: "Reset two-factor authentication?",
    text: "Their authenticator and recovery codes stop working and their sessions end. They can set up two-factor again after signing in with the password.",
    label: "Reset two-factor",
  },
  "require-password": {
    title: "Require a new password?",
    text: "Their sessions end now; at the next sign-in they must choose a new password.",
    label: "Require new password",
  },
} as const;

/** Seed 001 §2 Users: list, create, edit, (de)activate, reset two-factor, force a new password. */
export default function UsersPage({ loaderData }: Route.ComponentProps) {
  const { users, currentUserId } = loaderData;
  const [open, setOpen] = useState<Open>(null);
  const update = useUpdateUser();
  const resetMfa = useResetUserMfa();
  const close = () => {
    setOpen(null);
    update.reset();
    resetMfa.reset();
  };

  function confirm(action: keyof typeof confirmations, user: UserSummary, currentPassword = "") {
    const done = { onSuccess: close };
    if (action === "reset-mfa") resetMfa.mutate({ id: user.id, currentPassword }, done);
    else if (action === "deactivate") update.mutate({ id: user.id, isActive: false }, done);
    else update.mutate({ id: user.id, mustChangePassword: true }, done);
  }

  function onAction(user: UserSummary, action: UserAction) {
    if (action === "reactivate") update.mutate({ id: user.id, isActive: true });
    else setOpen({ action, user });
  }

  const confirmation =
    open && open.action in confirmations && "user" in open
      ? { key: open.action as keyof typeof confirmations, user: open.user }
      : null;
  const failure = update.error ?? resetMfa.error;
  const passwordError = apiFieldErrors(failure).currentPassword;

  return (
    <>
      <PageHeader
        title="Users"
        description="Staff accounts and their access. Administrators open the admin area, each to the pages of their permissions; staff accounts cannot open it."
        actions={
          <Button onClick={() => setOpen({ action: "create" })}>
            <UserPlus aria-hidden className="size-4" />
            Add user
          </Button>
        }
      />
      <UsersTable users={users} currentUserId={currentUserId} onAction={onAction} />
      {open?.action === "create" ? <UserFormDialog open onOpenChange={close} /> : null}
      {open?.action === "edit" ? (
        <UserFormDialog key={open.user.id} user={open.user} open onOpenChange={close} />
      ) : null}
      {open?.action === "temporary-password" ? (
        <TemporaryPasswordDialog user={open.user} onClose={close} />
      ) : null}
      {confirmation ? (
        <ConfirmDialog
          open
          onOpenChange={close}
          title={confirmations[confirmation.key].title}
          description={
            <>
              <strong className="text-fg">{confirmation.user.displayName}</strong>:{" "}
              {confirmations[confirmation.key].text}
            </>
          }
          confirmLabel={confirmations[confirmation.key].label}
          tone={confirmation.key === "require-password" ? "primary" : "danger"}
          pending={update.isPending || resetMfa.isPending}
          requirePassword={confirmation.key === "reset-mfa"}
          passwordError={passwordError}
          error={
            failure && !passwordError
              ? apiMessage(failure, "That did not work. Please try again.")
              : null
          }
          onConfirm={(currentPassword) =>
            confirm(confirmation.key, confirmation.user, currentPassword)
          }
        />
      ) : null}
    </>
  );
}
