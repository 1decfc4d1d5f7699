import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ThemeToggle } from "~/components/theme-toggle";
import { BrandMark } from "../../components/brand-mark";

export const AUTH_TITLE_ID = "auth-title";

/** The sign-in page's frame: calm, centred, one task at a time. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="relative flex min-h-dvh flex-col bg-bg">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-gradient-to-b from-primary-soft/70 to-transparent"
      />
      <header className="relative flex items-center justify-between px-5 py-4 sm:px-8">
        <Link to="/" className="rounded-lg">
          <BrandMark subtitle="Staff portal" />
        </Link>
        <ThemeToggle />
      </header>
      <main className="relative flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-0">
        <section
          aria-labelledby={AUTH_TITLE_ID}
          className="w-full max-w-md rounded-2xl border border-border bg-surface p-6 shadow-xl shadow-black/5 sm:p-8"
        >
          <h1 id={AUTH_TITLE_ID} tabIndex={-1} className="text-2xl font-bold tracking-tight">
            {title}
          </h1>
          <div className="mt-2 text-sm text-muted">{description}</div>
          <div className="mt-6">{children}</div>
        </section>
      </main>
      <footer className="relative flex items-center justify-center gap-2 px-4 pb-6 text-xs text-muted">
        <Lock aria-hidden className="size-3.5" />
        Authorised staff only. Every sign-in attempt is recorded.
      </footer>
    </div>
  );
}
