import { ArrowLeftRight } from "lucide-react";
import { useNavigate } from "react-router";
import { usePreviousSessions } from "~/components/session-provider";
import { useBuilder } from "./builder-context";

/** When a session id was created: its time stamp (session-<ms>-...), for telling them apart. */
function startedOn(sessionId: string): string | null {
  const ms = Number(sessionId.split("-")[1]);
  if (!Number.isFinite(ms) || ms <= 0) return null;
  return new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(ms);
}

/**
 * Decision 046: the configurations this browser held before a link replaced one, or that
 * the visitor declined to open, stay one click away. The step that opens is the furthest the
 * other configuration reached. Only in the browser: the list is in its storage.
 */
export function OtherConfigurations() {
  const previous = usePreviousSessions();
  const { switchTo, ready } = useBuilder();
  const navigate = useNavigate();
  if (!ready || previous.length === 0) return null;
  const switchOver = (sessionId: string) => {
    switchTo(sessionId);
    navigate("/sb");
  };
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1" aria-label="Your other configurations">
      {previous.map((sessionId) => {
        const started = previous.length > 1 ? startedOn(sessionId) : null;
        return (
          <li key={sessionId}>
            <button
              type="button"
              onClick={() => switchOver(sessionId)}
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
