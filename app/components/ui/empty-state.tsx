import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "./button";

/**
 * The dashed panel of a list or page with nothing to show, or whose data could not be
 * loaded: what happened, what to do about it, and the way to do it.
 */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon?: LucideIcon;
  title: ReactNode;
  /** What to do now, in a sentence or two. */
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-border bg-surface px-6 py-14 text-center">
      {Icon ? <Icon aria-hidden className="size-8 text-muted" /> : null}
      <h2 className="text-lg font-semibold">{title}</h2>
      {children ? <p className="max-w-md text-sm text-muted">{children}</p> : null}
      {action}
    </section>
  );
}

/** An empty state's way back to the whole list (by default: no filters at all). */
export function ShowAllLink({
  to = "?",
  children = "Clear filters",
}: {
  to?: string;
  children?: ReactNode;
}) {
  return (
    <Link to={to} className={buttonClasses({ variant: "outline", size: "sm" })}>
      {children}
    </Link>
  );
}
