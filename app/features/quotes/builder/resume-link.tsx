import { Link2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/field";

/**
 * The link that reopens this configuration anywhere (seed 001 §4 ?sessionId=): another
 * browser, a colleague, or later on a phone.
 */
export function ResumeLink({ sessionId }: { sessionId: string }) {
  const id = useId();
  const [href, setHref] = useState("");
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    // No id before the session has started (the step shows before the draft has loaded).
    if (!sessionId) return;
    setHref(`${window.location.origin}/sb?sessionId=${encodeURIComponent(sessionId)}`);
  }, [sessionId]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(href);
      setCopied(true);
    } catch {
      document.getElementById(id)?.focus();
    }
  };
  return (
    <details className="group text-sm">
      <summary className="flex min-h-9 cursor-pointer list-none items-center gap-1.5 rounded-lg px-2 font-medium text-muted hover:text-fg">
        <Link2 aria-hidden className="size-4" />
        Continue on another device
      </summary>
      <div className="mt-2 grid gap-2 rounded-xl border border-border bg-surface p-3 sm:w-[28rem]">
        <label htmlFor={id} className="text-xs text-muted">
          Anyone with this link can open and change this configuration.
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            readOnly
            value={href}
            onFocus={(event) => event.currentTarget.select()}
            className={`${inputClasses} h-9 font-mono text-xs`}
          />
          <Button variant="outline" size="sm" onClick={copy}>
            {copied ? "Copied" : "Copy"}
          </Button>
        </div>
      </div>
    </details>
  );
}
