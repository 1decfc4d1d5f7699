import { type BuilderStep, builderSteps, stepIndex } from "@shared/quotes/builder/steps";
import { Info } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { useBuilder } from "./builder-context";
import { OtherConfigurations } from "./other-configurations";
import { ResumeLink } from "./resume-link";
import { SaveIndicator } from "./save-indicator";
import { StepHeading } from "./step-heading";
import { StepProgress } from "./step-progress";

export function stepAt(pathname: string): BuilderStep | null {
  const path = pathname.replace(/\/+$/, "");
  return builderSteps.find((step) => step.path === path)?.id ?? null;
}

export const stepPath = (step: BuilderStep) =>
  builderSteps.find((entry) => entry.id === step)?.path ?? "/sb/lead";

/** Marks a step reached (saved at once, so any browser resumes there) and opens it. */
export function useAdvance(): (step: BuilderStep) => void {
  const { reach } = useBuilder();
  const navigate = useNavigate();
  return (step) => {
    reach(step);
    navigate(stepPath(step));
  };
}

/**
 * The frame of every step: progress, autosave state, the resume link. A step not reached
 * yet (a typed URL, an old bookmark) opens the furthest step reached instead.
 */
export function BuilderShell({ children }: { children: ReactNode }) {
  const { draft, save, retrySave, note, sessionId, claimFocus, ready } = useBuilder();
  const { pathname } = useLocation();
  const current = stepAt(pathname);
  const redirect = !current || stepIndex(current) > stepIndex(draft.stepReached);
  const frame = useRef<HTMLDivElement>(null);
  // After a choice between configurations the control that had focus is gone: the step's
  // heading takes it, once the step is the one that stays (loaded, not redirecting).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step shown changes
  useEffect(() => {
    if (redirect || !ready || !claimFocus()) return;
    const heading = frame.current?.querySelector<HTMLElement>("h1");
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [redirect, current, sessionId, ready]);
  if (redirect || !current) {
    return <Navigate to={stepPath(draft.stepReached)} replace />;
  }
  return (
    <div ref={frame} className="grid gap-6">
      <StepProgress current={current} reached={draft.stepReached} />
      <div className="flex flex-wrap items-start justify-between gap-2 border-b border-border pb-3">
        <SaveIndicator
          status={save}
          onRetry={retrySave}
          idle={
            current === "lead"
              ? "Kept in this browser until you continue"
              : "Your answers save as you go"
          }
        />
        <div className="flex flex-wrap items-start gap-x-2">
          <OtherConfigurations />
          <ResumeLink sessionId={sessionId} />
        </div>
      </div>
      {note ? (
        <p className="flex gap-2 rounded-xl border border-info/40 bg-info/10 p-4 text-sm">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-info" />
          {note}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/**
 * While the draft loads: the shape of a step, so nothing jumps when it arrives, with the
 * step's own heading (static text) where the step will show it.
 */
export function BuilderSkeleton({ step }: { step: BuilderStep | null }) {
  return (
    <div className="grid gap-6">
      <div role="status" aria-label="Loading your configuration" className="grid gap-6">
        <div className="hidden gap-2 sm:grid sm:grid-cols-5">
          {builderSteps.map((entry) => (
            <div key={entry.id} className="h-11 animate-pulse rounded-lg bg-surface-2" />
          ))}
        </div>
        <div className="h-9 w-48 animate-pulse rounded-lg bg-surface-2" />
      </div>
      {step ? (
        <StepHeading step={step} />
      ) : (
        <div className="h-10 w-2/3 animate-pulse rounded-lg bg-surface-2" />
      )}
      <div className="h-64 animate-pulse rounded-2xl bg-surface-2" />
    </div>
  );
}
