import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

interface PageHeroProps {
  eyebrow: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  /** Below the lead: search, badges, dates. */
  children?: ReactNode;
  /** Reading width (articles, legal documents) instead of the full page width. */
  narrow?: boolean;
  /** Beside the text on wide screens, below it on narrow ones (a sign-up card). */
  aside?: ReactNode;
  className?: string;
}

/**
 * The top of a public page below the landing: it starts under the fixed 64 px header, which
 * is transparent here until the page scrolls, so the glow stays behind it.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  narrow,
  aside,
  className,
}: PageHeroProps) {
  const text = (
    <div>
      <div className="text-xs font-semibold tracking-[0.2em] text-primary uppercase">{eyebrow}</div>
      <h1 className="mt-3 max-w-4xl text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
        {title}
      </h1>
      {lead ? (
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-muted">{lead}</p>
      ) : null}
      {children}
    </div>
  );
  return (
    <header className={cn("relative isolate overflow-hidden pt-28 pb-12 sm:pt-32", className)}>
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_55%_60%_at_20%_0%,color-mix(in_oklab,var(--color-primary)_18%,transparent),transparent_70%),radial-gradient(ellipse_40%_50%_at_90%_10%,color-mix(in_oklab,var(--color-accent)_12%,transparent),transparent_70%)]"
      />
      <div
        className={cn(
          "mx-auto px-4 sm:px-6 lg:px-8",
          narrow ? "max-w-3xl" : "max-w-7xl",
          aside ? "grid items-center gap-12 lg:grid-cols-[minmax(0,1fr)_28rem]" : undefined,
        )}
      >
        {text}
        {aside}
      </div>
    </header>
  );
}
