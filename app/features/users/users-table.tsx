import { permissionLabels } from "@shared/auth/permissions";
import { roleLabels } from "@shared/auth/user";
import type { UserSummary } from "@shared/users/user-admin";
import { ShieldCheck } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { DateTime } from "~/components/ui/date-time";
import { type UserAction, UserActions } from "./user-actions";

function Status({ user }: { user: UserSummary }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {user.isActive ? (
        <Badge tone="success">Active</Badge>
      ) : (
        <Badge tone="danger">Deactivated</Badge>
      )}
      {user.mustChangePassword ? <Badge tone="warning">New password required</Badge> : null}
    </span>
  );
}

/** The role, and for an administrator the permission set (decision 062). */
function RoleAndPermissions({ user }: { user: UserSummary }) {
  return (
    <span className="grid">
      <span>{roleLabels[user.role]}</span>
      {user.role === "admin" ? (
        <span className="text-xs text-muted">
          {user.permissions.map((permission) => permissionLabels[permission]).join(", ") ||
            "No permissions"}
        </span>
      ) : null}
    </span>
  );
}

function TwoFactor({ user }: { user: UserSummary }) {
  return user.mfaEnabled ? (
    <Badge tone="primary">
      <ShieldCheck aria-hidden className="size-3.5" />
      On
    </Badge>
  ) : (
    <Badge>Off</Badge>
  );
}

/** A table from 768 px up; a list of cards below, so nothing scrolls sideways on a phone. */
export function UsersTable({
  users,
  currentUserId,
  onAction,
}: {
  users: UserSummary[];
  currentUserId: string;
  onAction(user: UserSummary, action: UserAction): void;
}) {
  const name = (user: UserSummary) => (
    <span className="grid">
      <span className="font-semibold">
        {user.displayName}
        {user.id === currentUserId ? (
          <span className="ml-2 text-xs font-normal text-muted">(you)</span>
        ) : null}
      </span>
      <span className="text-xs text-muted">{user.username}</span>
      {user.email ? <span className="text-xs break-all text-muted">{user.email}</span> : null}
    </span>
  );
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-border bg-surface md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Users</caption>
          <thead className="border-b border-border bg-surface-2/60 text-xs text-muted uppercase">
            <tr>
              <th scope="col" className="px-5 py-3 font-semibold tracking-wide">
                User
              </th>
              <th scope="col" className="px-5 py-3 font-semibold tracking-wide">
                Role
              </th>
              <th scope="col" className="px-5 py-3 font-semibold tracking-wide">
                Status
              </th>
              <th scope="col" className="px-5 py-3 font-semibold tracking-wide">
                Two-factor
              </th>
              <th scope="col" className="px-5 py-3 font-semibold tracking-wide">
                Last sign-in
              </th>
              <th scope="col" className="px-5 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {users.map((user) => (
              <tr
                key={user.id}
                data-testid="user-row"
                className={user.isActive ? "" : "opacity-70"}
              >
                <td className="px-5 py-3.5">{name(user)}</td>
                <td className="px-5 py-3.5">
                  <RoleAndPermissions user={user} />
                </td>
                <td className="px-5 py-3.5">
                  <Status user={user} />
                </td>
                <td className="px-5 py-3.5">
                  <TwoFactor user={user} />
                </td>
                <td className="px-5 py-3.5 text-muted">
                  <DateTime iso={user.lastLoginAt} />
                </td>
                <td className="px-3 py-2 text-right">
                  <UserActions user={user} onAction={(action) => onAction(user, action)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden">
        {users.map((user) => (
          <li key={user.id} className="rounded-2xl border border-border bg-surface p-4">
            <div className="flex items-start justify-between gap-3">
              {name(user)}
              <UserActions user={user} onAction={(action) => onAction(user, action)} />
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted">Role</dt>
              <dd>
                <RoleAndPermissions user={user} />
              </dd>
              <dt className="text-muted">Status</dt>
              <dd>
                <Status user={user} />
              </dd>
              <dt className="text-muted">Two-factor</dt>
              <dd>
                <TwoFactor user={user} />
              </dd>
              <dt className="text-muted">Last sign-in</dt>
              <dd>
                <DateTime iso={user.lastLoginAt} />
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
