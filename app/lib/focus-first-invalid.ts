import { useEffect, useState } from "react";

const INVALID = '[aria-invalid="true"]:not([type="hidden"])';

/** A field's visible name: its label without the required mark. */
function nameOf(field: HTMLElement): string {
  const label =
    (field as HTMLInputElement).labels?.[0]?.textContent ?? field.getAttribute("aria-label") ?? "";
  return label.replace(/\s*\*\s*$/, "").trim();
}

/**
 * Issue 34 "Forms": a refused save or continue puts focus on the first field in error. Runs
 * after React has rendered the messages (the fields' aria-invalid comes from that render), and
 * a field that knows where its problem is (data-error-index) also puts the caret there.
 * Answers the field's name through `onFound`, so the form can name it.
 */
export function focusFirstInvalid(container: HTMLElement | null, onFound?: (name: string) => void) {
  requestAnimationFrame(() => {
    const field = container?.querySelector<HTMLElement>(INVALID);
    if (!field) return;
    field.focus();
    field.scrollIntoView({ block: "center" });
    const index = field.dataset.errorIndex;
    if (index !== undefined && field instanceof HTMLTextAreaElement) {
      const at = Number(index);
      field.setSelectionRange(at, Math.min(at + 1, field.value.length));
    }
    onFound?.(nameOf(field));
  });
}

/**
 * The same after the render that marks the fields: `request()` in a failure handler, and the
 * focus moves once React has committed the new messages.
 */
export function useFocusFirstInvalid(
  container: { current: HTMLElement | null },
  onFound?: (name: string) => void,
) {
  const [asked, setAsked] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per request, after its render.
  useEffect(() => {
    if (asked > 0) focusFirstInvalid(container.current, onFound);
  }, [asked]);
  return () => setAsked((count) => count + 1);
}
