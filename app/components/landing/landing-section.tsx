import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A landing-page section: the anchor `id`, named by its heading `{id}-heading`, and
 * focusable from script so `scrollToSection` can move keyboard focus to it.
 */
export function LandingSection({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      tabIndex={-1}
      data-defer-layout=""
      className={cn("py-24 outline-none", className)}
    >
      {children}
    </section>
  );
}
