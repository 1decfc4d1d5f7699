import type { UserSummary } from "@shared/users/user-admin";
import {
  KeyRound,
  MoreHorizontal,
  Pencil,
  RotateCcw,
  ShieldOff,
  UserCheck,
  UserX,
} from "lucide-react";
import { DropdownMenu } from "radix-ui";
import type { ReactNode } from "react";

export type UserAction =
  | "edit"
  | "temporary-password"
  | "require-password"
  | "reset-mfa"
  | "deactivate"
  | "reactivate";

function Item({
  icon,
  children,
  onSelect,
  danger,
}: {
  icon: ReactNode;
  children: ReactNode;
  onSelect(): void;
  danger?: boolean;
}) {
  return (
    <DropdownMenu.Item
      onSelect={onSelect}
      className={`flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm outline-none select-none data-[highlighted]:bg-surface-2 ${danger ? "text-danger" : ""}`}
    >
      {icon}
      {children}
    </DropdownMenu.Item>
  );
}

/** A row's actions in a menu (arrow keys, type-ahead, Escape). */
export function UserActions({
  user,
  onAction,
}: {
  user: UserSummary;
  onAction(action: UserAction): void;
}) {
  const icon = "size-4 shrink-0";
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`Actions for ${user.displayName}`}
        className="grid size-9 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg data-[state=open]:bg-surface-2"
      >
        <MoreHorizontal aria-hidden className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-60 rounded-xl border border-border bg-surface p-1 text-fg shadow-xl"
        >
          <Item icon={<Pencil aria-hidden className={icon} />} onSelect={() => onAction("edit")}>
            Edit name and role
          </Item>
          <Item
            icon={<KeyRound aria-hidden className={icon} />}
            onSelect={() => onAction("temporary-password")}
          >
            Set a temporary password
          </Item>
          {user.mustChangePassword ? null : (
            <Item
              icon={<RotateCcw aria-hidden className={icon} />}
              onSelect={() => onAction("require-password")}
            >
              Require a new password
            </Item>
          )}
          {user.mfaEnabled ? (
            <Item
              icon={<ShieldOff aria-hidden className={icon} />}
              onSelect={() => onAction("reset-mfa")}
            >
              Reset two-factor
            </Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {user.isActive ? (
            <Item
              danger
              icon={<UserX aria-hidden className={icon} />}
              onSelect={() => onAction("deactivate")}
            >
              Deactivate
            </Item>
          ) : (
            <Item
              icon={<UserCheck aria-hidden className={icon} />}
              onSelect={() => onAction("reactivate")}
            >
              Reactivate
            </Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
