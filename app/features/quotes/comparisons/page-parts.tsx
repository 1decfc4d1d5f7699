import { ArrowLeft } from "lucide-react";
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
