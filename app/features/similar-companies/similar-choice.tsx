import type { PublicPattern } from "@shared/similar-companies/schema";
import type { Segment } from "@shared/similar-companies/segment";
import { Info, UsersRound } from "lucide-react";
import { Popover } from "radix-ui";
import { Button } from "~/components/ui/button";
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
    <Popover.Root>
      <Popover.Trigger
        aria-label={`How we know: ${serviceName}, companies like yours`}
        className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2 font-semibold text-muted hover:bg-surface-2 hover:text-fg"
      >
        <Info aria-hidden className="size-4" />
        How we know
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="end"
          sideOffset={6}
          // Clear of the site's fixed header when there is no room below and it flips up.
          collisionPadding={{ top: 80, right: 12, bottom: 12, left: 12 }}
          aria-label={`${serviceName}: ${text}`}
          className="z-50 grid w-80 max-w-[calc(100vw-2rem)] gap-3 rounded-xl border border-border bg-surface p-4 text-sm text-fg shadow-xl"
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
            Learned from accepted and saved quotes, without names or prices. A pattern, not one of
            our rules: the reasons above say why our rules recommend it.
          </p>
          <Popover.Arrow className="fill-[var(--border)]" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
