import type { PermissionHolder } from "@shared/auth/permissions";
import { Link, useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { adminGroups, adminPageFor } from "./admin-pages";

/**
 * The admin pages the user's permission set opens (decision 062), grouped; the current one
 * is marked for sight and for screen readers.
 */
export function AdminNav({ user, onNavigate }: { user: PermissionHolder; onNavigate?(): void }) {
  const { pathname } = useLocation();
  const current = adminPageFor(pathname);
  // A section's sub-page (/admin/prospects/12) marks its section as current, not as the page.
  const currentKind = current?.path === pathname.replace(/\/+$/, "") ? "page" : "true";
  return (
    <nav aria-label="Admin" className="grid grid-cols-1 gap-4">
      {adminGroups(user).map(([group, pages]) => (
        <div key={group}>
          <p className="px-3 pb-1.5 text-[11px] font-semibold tracking-wider text-muted uppercase">
            {group}
          </p>
          <ul className="grid grid-cols-1 gap-0.5">
            {pages.map((page) => {
              const active = current?.path === page.path;
              return (
                <li key={page.path}>
                  <Link
                    to={page.path}
                    onClick={onNavigate}
                    aria-current={active ? currentKind : undefined}
                    className={cn(
                      "group flex items-center gap-3 rounded-lg px-3 py-1.5 text-sm font-medium transition-colors",
                      active
                        ? "bg-primary-soft text-primary"
                        : "text-muted hover:bg-surface-2 hover:text-fg",
                    )}
                  >
                    <page.icon aria-hidden className="size-4 shrink-0" />
                    <span className="flex-1 truncate">{page.label}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
