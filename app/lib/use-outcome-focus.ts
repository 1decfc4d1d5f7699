import { useEffect, useRef } from "react";

type Target = "error" | "confirmation";

/**
 * Moves keyboard focus to what a form's submission produced, once it has rendered: the first
 * invalid control (else the form's alert), or the confirmation. Screen readers then read it,
 * and keyboard users continue from there instead of from the top of the page.
 */
export function useOutcomeFocus() {
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const confirmation = useRef<HTMLParagraphElement>(null);
  const next = useRef<Target | null>(null);

  // After every render: cheap, and the outcome's elements exist only once it has rendered.
  useEffect(() => {
    const target = next.current;
    if (!target) return;
    next.current = null;
    if (target === "confirmation") confirmation.current?.focus();
    else
      (form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? alert.current)?.focus();
  });

  return {
    form,
    alert,
    confirmation,
    /** Call with the state update that shows the outcome. */
    focusNext: (target: Target) => {
      next.current = target;
    },
  };
}
