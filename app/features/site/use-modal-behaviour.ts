import { type RefObject, useEffect } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * What a full-screen overlay needs: page scrolling locked (body overflow hidden, restored on
 * close), focus moved in (to [data-autofocus], else the first control) and kept inside,
 * Escape closing it, and focus returned on close.
 */
export function useModalBehaviour(ref: RefObject<HTMLElement | null>, onClose: () => void) {
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const previousOverflow = document.body.style.overflow;
    const returnFocusTo = document.activeElement as HTMLElement | null;
    document.body.style.overflow = "hidden";
    const initial = container.querySelector<HTMLElement>("[data-autofocus]");
    (initial ?? container.querySelector<HTMLElement>(FOCUSABLE))?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== "Tab") return;
      const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = previousOverflow;
      returnFocusTo?.focus({ preventScroll: true });
    };
  }, [ref, onClose]);
}
