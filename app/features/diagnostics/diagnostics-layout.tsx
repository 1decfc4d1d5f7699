import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { cn } from "~/lib/cn";
import { type DiagnosticsPath, diagnosticsPage, diagnosticsPages } from "./diagnostics-pages";

/** Links between the five pages; NavLink marks the current one with aria-current="page". */
function DiagnosticsNav() {
  return (
    <nav aria-label="Diagnostics pages">
      <ul className="flex flex-wrap gap-2">
        {diagnosticsPages.map((page) => (
          <li key={page.path}>
            <NavLink
              to={page.path}
              end
              className={({ isActive }) =>
                cn(
                  "inline-flex min-h-10 items-center rounded-full border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary",
                  isActive
                    ? "border-primary bg-primary-soft text-primary"
                    : "border-border text-muted hover:text-fg",
                )
              }
            >
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The frame every diagnostics page shares: heading, one-line purpose, the nav. */
export function DiagnosticsLayout({
  path,
  children,
}: {
  path: DiagnosticsPath;
  children: ReactNode;
}) {
  const page = diagnosticsPage(path);
  return (
    <main className="mx-auto grid max-w-3xl gap-6 px-4 py-12 sm:px-6 sm:py-16">
      <header className="grid gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{page.title}</h1>
          <p className="mt-2 text-muted">{page.purpose}</p>
        </div>
        <DiagnosticsNav />
      </header>
      {children}
    </main>
  );
}

/** A titled card section, as the request console always had. */
export function DiagnosticsSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="min-w-0 rounded-2xl border border-border bg-surface p-4 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
