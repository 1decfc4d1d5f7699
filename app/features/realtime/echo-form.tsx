import { type FormEvent, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/field";
import { MAX_ECHO_TEXT } from "../../../shared/realtime/messages";
import type { Echo } from "./use-channel-probe";

/** Sends a test message over the channel and lists what the server echoed back. */
export function EchoForm({
  echo,
  echoes,
  connected,
}: {
  echo: (text: string) => boolean;
  echoes: Echo[];
  connected: boolean;
}) {
  const inputId = useId();
  const [text, setText] = useState("Hello from the browser");
  const [notSent, setNotSent] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const sent = echo(text);
    setNotSent(!sent);
  }

  return (
    <div className="grid gap-3">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 gap-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            Test message
          </label>
          <input
            id={inputId}
            value={text}
            maxLength={MAX_ECHO_TEXT}
            required
            onChange={(event) => setText(event.target.value)}
            className={`${inputClasses} h-10`}
          />
        </div>
        <Button type="submit" disabled={!connected}>
          Send
        </Button>
      </form>
      {notSent && (
        <p role="alert" className="text-sm text-danger">
          Not sent: the channel is not connected.
        </p>
      )}
      <div aria-live="polite">
        {echoes.length === 0 ? (
          <p className="text-sm text-muted">No echoes yet.</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {echoes.map((item) => (
              <li
                key={item.id}
                className="flex justify-between gap-3 rounded-lg bg-surface-2 px-3 py-2"
              >
                <span className="min-w-0 break-words">Echoed: {item.text}</span>
                <span className="shrink-0 text-muted">{item.roundTripMs} ms</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
