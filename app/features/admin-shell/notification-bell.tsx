import { Bell } from "lucide-react";
import { Popover } from "radix-ui";
import type { KeyboardEvent } from "react";
import { Link } from "react-router";
import { ConnectionStatus } from "~/components/connection-status";
import { DateTime } from "~/components/ui/date-time";
import type { StaffNotifications } from "./use-staff-notifications";

const bellLabel = (unread: number) =>
  unread === 0 ? "Notifications, none unread" : `Notifications, ${unread} unread`;

/** Arrow keys move between the list's links (Tab works too); Home and End jump. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>("a")];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = {
    ArrowDown: Math.min(at + 1, links.length - 1),
    ArrowUp: Math.max(at - 1, 0),
    Home: 0,
    End: links.length - 1,
  }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  links[next]?.focus();
}

/**
 * The admin header's bell: the unread count, and a popover listing the latest notifications
 * with the channel's state in words. Opening one marks it read; Escape closes and focus
 * returns to the bell (Radix).
 */
export function NotificationBell({ notifications }: { notifications: StaffNotifications }) {
  const { items, unreadCount, loading, failed, state, markRead } = notifications;
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={bellLabel(unreadCount)}
        className="relative grid size-10 place-items-center rounded-lg border border-border text-fg hover:bg-surface-2"
      >
        <Bell aria-hidden className="size-5" />
        {unreadCount > 0 && (
          <span
            aria-hidden
            className="absolute -top-1.5 -right-1.5 grid min-w-5 place-items-center rounded-full bg-danger px-1 text-xs font-semibold text-bg"
          >
            {unreadCount > 99 ? "99+" : unreadCount}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-label="Notifications"
          className="z-50 grid w-96 max-w-[calc(100vw-1.5rem)] gap-3 rounded-xl border border-border bg-surface p-4 text-sm text-fg shadow-xl"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="font-semibold">Notifications</h2>
            <ConnectionStatus state={state} />
          </div>
          {loading ? (
            <div aria-hidden className="grid gap-2">
              {[0, 1, 2].map((row) => (
                <div key={row} className="h-12 animate-pulse rounded-lg bg-surface-2" />
              ))}
            </div>
          ) : failed && items.length === 0 ? (
            <p className="text-muted">Notifications could not be loaded. Try again shortly.</p>
          ) : items.length === 0 ? (
            <p className="text-muted">
              No notifications yet. New inquiries, leads and quote answers appear here.
            </p>
          ) : (
            <ul className="-mx-2 grid max-h-[60vh] gap-1 overflow-y-auto" onKeyDown={moveFocus}>
              {items.map((item) => (
                <li key={item.id}>
                  <Popover.Close asChild>
                    <Link
                      to={item.href}
                      onClick={() => {
                        if (!item.read) void markRead({ ids: [item.id] });
                      }}
                      className="flex gap-3 rounded-lg px-2 py-2 hover:bg-surface-2"
                    >
                      <span
                        aria-hidden
                        className={`mt-1.5 size-2 shrink-0 rounded-full ${item.read ? "" : "bg-primary"}`}
                      />
                      <span className="grid min-w-0 gap-0.5">
                        <span className={item.read ? "" : "font-semibold"}>
                          {item.read ? "" : <span className="sr-only">Unread: </span>}
                          {item.title}
                        </span>
                        {item.body && <span className="truncate text-muted">{item.body}</span>}
                        <DateTime iso={item.createdAt} className="text-xs text-muted" />
                      </span>
                    </Link>
                  </Popover.Close>
                </li>
              ))}
            </ul>
          )}
          <button
            type="button"
            disabled={unreadCount === 0}
            onClick={() => void markRead({ all: true })}
            className="justify-self-end rounded-lg px-3 py-1.5 font-semibold text-primary hover:bg-surface-2 disabled:cursor-not-allowed disabled:text-muted"
          >
            Mark all as read
          </button>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
