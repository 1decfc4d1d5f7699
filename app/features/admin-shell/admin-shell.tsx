import type { AuthUser } from "@shared/auth/user";
import { Menu, X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { BrandMark } from "~/components/brand-mark";
import { NotificationBell } from "~/features/admin-shell/notification-bell";
import { useStaffNotifications } from "~/features/admin-shell/use-staff-notifications";
import { AccountPanel } from "./account-panel";
import { AdminNav } from "./admin-nav";

/**
 * Seed 001 §2 admin layout: a sidebar from 1024 px up; below, a top bar whose menu button
 * opens the same navigation in a sheet (focus trapped, Escape closes, focus returns).
 */
export function AdminShell({ user, children }: { user: AuthUser; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // One channel for the page; the sidebar's and the top bar's bell show the same state.
  const notifications = useStaffNotifications();
  const brand = (
    <Link to="/admin" className="rounded-lg" onClick={() => setOpen(false)}>
      <BrandMark subtitle="Admin" />
    </Link>
  );
  return (
    <div className="min-h-dvh bg-bg lg:grid lg:grid-cols-[17.5rem_1fr]">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-fg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <aside className="sticky top-0 hidden h-dvh flex-col gap-6 overflow-y-auto border-r border-border bg-surface px-3 py-5 lg:flex">
        <div className="flex items-center justify-between gap-2 px-2">
          {brand}
          <NotificationBell notifications={notifications} />
        </div>
        <div className="flex-1">
          <AdminNav user={user} />
        </div>
        <AccountPanel user={user} />
      </aside>

      <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
        <header className="sticky top-0 z-30 flex items-center justify-between border-b border-border bg-surface/95 px-4 py-3 backdrop-blur lg:hidden">
          {brand}
          <div className="flex items-center gap-2">
            <NotificationBell notifications={notifications} />
            <DialogPrimitive.Trigger
              aria-label="Open navigation"
              className="grid size-10 place-items-center rounded-lg border border-border text-fg hover:bg-surface-2"
            >
              <Menu aria-hidden className="size-5" />
            </DialogPrimitive.Trigger>
          </div>
        </header>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/60 backdrop-blur-sm data-[state=open]:animate-[fade-in_150ms_ease-out] lg:hidden" />
          <DialogPrimitive.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,calc(100vw-3rem))] flex-col gap-6 overflow-y-auto border-r border-border bg-surface px-3 py-5 shadow-2xl outline-none lg:hidden"
          >
            <div className="flex items-center justify-between px-2">
              <DialogPrimitive.Title className="sr-only">Navigation</DialogPrimitive.Title>
              {brand}
              <DialogPrimitive.Close
                aria-label="Close navigation"
                className="grid size-9 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
              >
                <X aria-hidden className="size-5" />
              </DialogPrimitive.Close>
            </div>
            <div className="flex-1">
              <AdminNav user={user} onNavigate={() => setOpen(false)} />
            </div>
            <AccountPanel user={user} />
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>

      <main
        id="admin-main"
        tabIndex={-1}
        className="min-w-0 px-4 py-6 outline-none sm:px-6 lg:px-10 lg:py-10"
      >
        <div className="mx-auto max-w-6xl">{children}</div>
      </main>
    </div>
  );
}
