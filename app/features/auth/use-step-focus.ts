import { useEffect, useRef, useState } from "react";

/**
 * When a multi-step form moves on (password -> code -> new password), focus goes to the new
 * step's first field, or to the page heading when the step has none, and the step is
 * announced. Nothing moves on the first render: the visitor has not done anything yet.
 */
export function useStepFocus(step: string, announcement: string, headingId: string) {
  const container = useRef<HTMLDivElement>(null);
  const shown = useRef(step);
  const [announced, setAnnounced] = useState("");

  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    setAnnounced(announcement);
    const field = container.current?.querySelector<HTMLElement>(
      "input:not([type=hidden]):not([disabled])",
    );
    (field ?? document.getElementById(headingId))?.focus();
  }, [step, announcement, headingId]);

  return { container, announced };
}
