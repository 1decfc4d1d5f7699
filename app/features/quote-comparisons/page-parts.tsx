import { ArrowLeft, GitCompare } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** "← All comparisons" above the page title. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="mb-3 inline-flex items-center gap-1.5 rounded-lg text-sm text-muted hover:text-fg"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {children}
    </Link>
  );
}

/** The dashed panel of an empty list or a missing comparison. */
export function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-border bg-surface px-6 py-14 text-center">
      <GitCompare aria-hidden className="size-8 text-muted" />
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
