import { type BuilderStep, builderSteps, stepIndex } from "@shared/quotes/builder/steps";
import { Check } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

/**
 * Where the visitor is among the five steps. Steps already reached are links (back and
 * forth without losing anything); later ones are not yet open.
 */
export function StepProgress({ current, reached }: { current: BuilderStep; reached: BuilderStep }) {
  const at = stepIndex(current);
  return (
    <nav aria-label="Service Builder steps" className="grid gap-3">
      <p className="text-sm font-medium text-muted sm:hidden">
        Step {at + 1} of {builderSteps.length}: {builderSteps[at]?.label}
      </p>
      <div aria-hidden className="h-1.5 overflow-hidden rounded-full bg-surface-2 sm:hidden">
        <div
          className="h-full rounded-full bg-primary transition-[width]"
          style={{ width: `${((at + 1) / builderSteps.length) * 100}%` }}
        />
      </div>
      <ol className="hidden gap-2 sm:grid sm:grid-cols-5">
        {builderSteps.map((step, index) => {
          const open = index <= stepIndex(reached);
          const state = index === at ? "current" : index < at ? "done" : "todo";
          const content = (
            <>
              <span
                aria-hidden
                className={cn(
                  "grid size-7 shrink-0 place-items-center rounded-full border text-xs font-bold",
                  state === "current" && "border-primary bg-primary text-primary-fg",
                  state === "done" && "border-primary/50 bg-primary-soft text-primary",
                  state === "todo" && "border-border text-muted",
                )}
              >
                {state === "done" ? <Check className="size-4" /> : index + 1}
              </span>
              <span className="truncate">{step.label}</span>
            </>
          );
          const classes = cn(
            "flex min-h-11 items-center gap-2 rounded-lg border-t-2 pt-2 text-sm font-medium",
            state === "current" ? "border-primary text-fg" : "border-border text-muted",
          );
          return (
            <li key={step.id}>
              {open && index !== at ? (
                <Link
                  to={step.path}
                  className={cn(classes, "hover:text-fg focus-visible:outline-2")}
                >
                  {content}
                  <span className="sr-only">{index < at ? " (done)" : ""}</span>
                </Link>
              ) : (
                <span className={classes} aria-current={index === at ? "step" : undefined}>
                  {content}
                  {!open ? <span className="sr-only"> (not yet open)</span> : null}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
