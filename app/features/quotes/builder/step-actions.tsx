import { ArrowLeft, ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/** Back (a link to the previous step) and the step's forward action, at the foot of a step. */
export function StepActions({ back, children }: { back?: string; children: ReactNode }) {
  return (
    <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-6">
      {back ? (
        <Link to={back} className={buttonClasses({ variant: "outline" })}>
          <ArrowLeft aria-hidden className="size-4" />
          Back
        </Link>
      ) : (
        <span />
      )}
      <div className="flex flex-wrap items-center gap-3">{children}</div>
    </div>
  );
}

export const nextIcon = <ArrowRight aria-hidden className="size-4" />;
