import type { ReactNode } from "react";

/** A step's title and what it asks, read first by screen readers after a step change. */
export function StepHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <header className="grid gap-2">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="max-w-3xl text-base text-muted">{children}</p>
    </header>
  );
}
