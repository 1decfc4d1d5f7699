import { FolderOpen, Link2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";

export const LINKED_SESSION_HEADING = "You have a configuration in progress";

/**
 * Decision 046: a ?sessionId= link to another configuration than the one this browser holds
 * with a lead. The visitor chooses; the other stays within reach. Nothing of the linked
 * configuration is shown before it is chosen: only the visitor's own company name.
 */
export function LinkedSessionChoice({
  company,
  onKeep,
  onOpenLinked,
}: {
  /** The company of the configuration this browser holds, when its lead has one. */
  company: string | null;
  onKeep(): void;
  onOpenLinked(): void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The panel replaces the step the link pointed at: screen readers start from its heading.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="linked-session-heading"
      aria-describedby="linked-session-text"
      className="mx-auto grid w-full max-w-2xl gap-5 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-8"
    >
      <h1
        id="linked-session-heading"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight outline-none sm:text-3xl"
      >
        {LINKED_SESSION_HEADING}
      </h1>
      <div id="linked-session-text" className="grid gap-3 text-base text-muted">
        <p>
          This browser already holds your configuration
          {company ? (
            <>
              {" "}
              for <strong className="font-semibold text-fg">{company}</strong>
            </>
          ) : null}
          . The link you opened leads to a different one. Which would you like to open?
        </p>
        <p>
          Nothing is lost either way: the other one stays in this browser, and you can switch to it
          from the builder at any time.
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button size="lg" className="h-auto min-h-12 py-2" onClick={onKeep}>
          <FolderOpen aria-hidden className="size-5 shrink-0" />
          Continue my configuration
        </Button>
        <Button variant="outline" size="lg" className="h-auto min-h-12 py-2" onClick={onOpenLinked}>
          <Link2 aria-hidden className="size-5 shrink-0" />
          Open the linked configuration
        </Button>
      </div>
      <p className="text-sm text-muted">
        Open a linked configuration only if you trust whoever sent the link: anyone with the link
        can see and change what is entered in it.
      </p>
    </section>
  );
}
