import type { FeatureExplanation } from "@shared/pricing/schemas";
import { Info } from "lucide-react";
import { DeferredTooltip } from "~/components/ui/deferred-tooltip";

export interface FeatureLabelProps {
  feature: string;
  explanation?: FeatureExplanation;
  /** Seed 000 §2: explanations show only while the data is not loading. */
  loading: boolean;
}

/** A feature's name; with a glossary entry, a focusable trigger of its explanation. */
export function FeatureLabel({ feature, explanation, loading }: FeatureLabelProps) {
  if (!explanation || loading) return <span>{feature}</span>;
  return (
    <DeferredTooltip
      side="right"
      className="max-w-sm"
      content={
        <span className="grid gap-1.5 py-0.5">
          <span className="font-semibold text-fg">{explanation.title}</span>
          <span className="text-muted">{explanation.description}</span>
          <span className="text-fg">
            <span className="font-semibold text-primary">Why it matters: </span>
            {explanation.benefit}
          </span>
        </span>
      }
    >
      <button
        type="button"
        className="cursor-help rounded text-left underline decoration-muted/70 decoration-dotted underline-offset-4 hover:decoration-primary"
      >
        {feature}
        <Info aria-hidden className="ml-1.5 inline size-3.5 align-[-0.125em] text-muted" />
      </button>
    </DeferredTooltip>
  );
}
