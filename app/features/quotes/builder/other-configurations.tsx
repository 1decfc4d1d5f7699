import { ArrowLeftRight } from "lucide-react";
import { switchSession } from "~/lib/session-id";
import { usePreviousSessions } from "~/lib/session-provider";
import { useBuilder } from "./builder-context";

/** When a session id was created: its time stamp (session-<ms>-...), for telling them apart. */
function startedOn(sessionId: string): string | null {
  const ms = Number(sessionId.split("-")[1]);
  if (!Number.isFinite(ms) || ms <= 0) return null;
  return new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(ms);
}

/**
 * Decision 046: the configurations this browser held before a link replaced one, or that
 * the visitor declined to open, stay one click away. Switching loads /sb afresh on the other
 * session, which opens the furthest step it reached; the one left joins the list (its unsent
 * changes are kept in this browser and sent when it is opened again). Only in the browser:
 * the list is in its storage.
 */
export function OtherConfigurations() {
  const previous = usePreviousSessions();
  const { sessionId, ready } = useBuilder();
  if (!ready || previous.length === 0) return null;
  const switchOver = (other: string) => {
    try {
      switchSession(window, other, sessionId);
    } catch (error) {
      console.warn("The configuration switch could not be stored", error);
      return;
    }
    window.location.assign("/sb");
  };
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1" aria-label="Your other configurations">
      {previous.map((other) => {
        const started = previous.length > 1 ? startedOn(other) : null;
        return (
          <li key={other}>
            <button
              type="button"
              onClick={() => switchOver(other)}
              className="flex min-h-9 cursor-pointer items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-muted underline-offset-4 hover:text-fg hover:underline"
            >
              <ArrowLeftRight aria-hidden className="size-4 shrink-0" />
              Switch to your other configuration
              {started ? <span className="font-normal"> (started {started})</span> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
