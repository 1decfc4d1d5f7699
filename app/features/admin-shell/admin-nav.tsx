import { Clock } from "lucide-react";
import { NavLink, useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { adminGroups, adminPageFor } from "./admin-pages";

/** The admin pages, grouped; the current one is marked for sight and for screen readers. */
export function AdminNav({ onNavigate }: { onNavigate?(): void }) {
  const current = adminPageFor(useLocation().pathname);
  return (
    <nav aria-label="Admin" className="grid grid-cols-1 gap-4">
      {adminGroups().map(([group, pages]) => (
        <div key={group}>
          <p className="px-3 pb-1.5 text-[11px] font-semibold tracking-wider text-muted uppercase">
            {group}
          </p>
          <ul className="grid grid-cols-1 gap-0.5">
            {pages.map((page) => {
              const active = current?.path === page.path;
              return (
                <li key={page.path}>
                  <NavLink
                    to={page.path}
                    end
                    onClick={onNavigate}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "group flex items-center gap-3 rounded-lg px-3 py-1.5 text-sm font-medium transition-colors",
                      active
                        ? "bg-primary-soft text-primary"
                        : "text-muted hover:bg-surface-2 hover:text-fg",
                    )}
                  >
                    <page.icon aria-hidden className="size-4 shrink-0" />
                    <span className="flex-1 truncate">{page.label}</span>
                    {page.available ? null : (
                      <span title="Not available yet" className="shrink-0 text-muted/70">
                        <Clock aria-hidden className="size-3.5" />
                        <span className="sr-only">(not available yet)</span>
                      </span>
                    )}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
