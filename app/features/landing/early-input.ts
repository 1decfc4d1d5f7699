/**
 * What a reader typed, ticked or chose in an island's server HTML before its code arrived.
 * React hydrates over those fields without reading them, and its next render of a
 * controlled field writes its own state back: the input would be lost. Replayed through
 * the events React listens to, it reaches the components as if entered after hydration.
 */

const TEXT_LIKE =
  /^(text|email|tel|url|search|password|number|date|time|datetime-local|month|week)$/;

type Replay = () => void;

/** The prototype's setter, which leaves React's value tracker where it was. */
const nativeValue = (element: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), "value")?.set;

function typed(field: HTMLInputElement | HTMLTextAreaElement): Replay | null {
  const value = field.value;
  if (value === field.defaultValue) return null;
  return () => {
    // Through the element's own setter first: React's tracker then holds the server's value,
    // so the input event reads as a change.
    field.value = field.defaultValue;
    nativeValue(field)?.call(field, value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  };
}

function ticked(field: HTMLInputElement): Replay | null {
  // A radio the reader left is unticked by the one they chose, whose replay is the choice.
  if (field.checked === field.defaultChecked || (field.type === "radio" && !field.checked)) {
    return null;
  }
  const checked = field.checked;
  return () => {
    field.checked = !checked;
    field.click();
  };
}

function chosen(field: HTMLSelectElement): Replay | null {
  if ([...field.options].every((option) => option.selected === option.defaultSelected)) {
    return null;
  }
  const value = field.value;
  return () => {
    field.value = value;
    field.dispatchEvent(new Event("change", { bubbles: true }));
  };
}

function replayOf(field: Element): Replay | null {
  if (field instanceof HTMLTextAreaElement) return typed(field);
  if (field instanceof HTMLSelectElement) return chosen(field);
  if (!(field instanceof HTMLInputElement)) return null;
  if (field.type === "checkbox" || field.type === "radio") return ticked(field);
  return TEXT_LIKE.test(field.type) ? typed(field) : null;
}

/**
 * Replays the reader's early input in `root`'s fields. Called in the commit that hydrated
 * them, before any later render writes React's state over them; the events go out once the
 * commit is over, when React handles them as it handles typing.
 */
export function replayEarlyInput(root: Element) {
  // All read now: each replay re-renders the form, and that render writes React's state over
  // the fields not replayed yet.
  const replays = [...root.querySelectorAll("input, textarea, select")].map(replayOf);
  queueMicrotask(() => {
    for (const replay of replays) replay?.();
  });
}
