import { AlertCircle } from "lucide-react";

/** A message about the whole form, announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div aria-live="polite">
      {message ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-danger/40 bg-danger/5 px-3 py-2.5 text-sm text-fg"
        >
          <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />
          {message}
        </p>
      ) : null}
    </div>
  );
}
