import type { PublicPattern } from "@shared/similar-companies/schema";
import type { Segment } from "@shared/similar-companies/segment";
import { Info, UsersRound } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Explainer } from "~/components/ui/explainer";
import type { Placement } from "~/lib/popover-place";
import { chosenByText, evidenceText } from "./evidence-text";

/**
 * Beside a recommendation (issue 36 §2 and §4): what companies like the visitor's chose,
 * with its evidence in a popover like the price explanation's, and "Not for us" to set the
 * suggestion aside (the same button shows it again, so focus stays where it was).
 */
export function SimilarChoice({
  pattern,
  segment,
  serviceName,
  setAside,
  onToggle,
}: {
  pattern: PublicPattern;
  segment: Segment;
  serviceName: string;
  setAside: boolean;
  onToggle(): void;
}) {
  const text = chosenByText(pattern, segment);
  return (
    <div
      data-similar={pattern.serviceId}
      data-set-aside={setAside || undefined}
      className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border border-dashed border-border px-3 py-1.5 text-sm"
    >
      <UsersRound aria-hidden className="size-4 shrink-0 text-primary" />
      {setAside ? (
        <span className="flex-1 text-muted">You set aside what companies like yours chose.</span>
      ) : (
        <>
          <span className="flex-1 font-medium">{text}</span>
          <Evidence pattern={pattern} segment={segment} serviceName={serviceName} text={text} />
        </>
      )}
      <Button
        variant="ghost"
        size="sm"
        aria-label={`${setAside ? "Show again" : "Not for us"}: what companies like yours chose, ${serviceName}`}
        onClick={onToggle}
      >
        {setAside ? "Show again" : "Not for us"}
      </Button>
    </div>
  );
}

// Clear of the site's fixed header when there is no room below and it flips up.
const BELOW: Placement = {
  side: "bottom",
  align: "end",
  gap: 6,
  padding: { top: 80, right: 12, bottom: 12, left: 12 },
};

function Evidence({
  pattern,
  segment,
  serviceName,
  text,
}: {
  pattern: PublicPattern;
  segment: Segment;
  serviceName: string;
  text: string;
}) {
  const evidence = evidenceText(pattern, segment);
  return (
    <Explainer
      label={`How we know: ${serviceName}, companies like yours`}
      contentLabel={`${serviceName}: ${text}`}
      placement={BELOW}
      triggerClassName="inline-flex h-9 items-center gap-1.5 rounded-lg px-2 font-semibold text-muted hover:bg-surface-2 hover:text-fg"
      trigger={
        <>
          <Info aria-hidden className="size-4" />
          How we know
        </>
      }
    >
      <p className="font-semibold">
        {serviceName}: {text}
      </p>
      <dl className="grid gap-2">
        <div>
          <dt className="text-muted">Companies like yours</dt>
          <dd>{evidence.peers}</dd>
        </div>
        <div>
          <dt className="text-muted">Support</dt>
          <dd>{evidence.support}</dd>
        </div>
        <div>
          <dt className="text-muted">Confidence</dt>
          <dd>{evidence.confidence}</dd>
        </div>
        <div>
          <dt className="text-muted">Lift</dt>
          <dd>{evidence.lift}</dd>
        </div>
      </dl>
      <p className="text-xs text-muted">
        Learned from accepted and saved quotes, without names or prices. A pattern, not one of our
        rules: the reasons above say why our rules recommend it.
      </p>
    </Explainer>
  );
}
