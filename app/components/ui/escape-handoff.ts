/**
 * Escape belongs to the modal dialog that has focus, even while a toast shows. Radix makes
 * every toast a dismissable layer; one that appears while a dialog is open (a "Link copied"
 * from inside the dialog) becomes the top layer, the only one Radix lets see Escape, so the
 * key closed the toast and left the dialog open. The toaster hands such an Escape over here
 * and keeps its toast; the dialog that holds focus closes on it.
 */
const handedToDialog = new WeakSet<Event>();

/** What DialogContent renders: the dialogs that close on an Escape handed to them. */
export const TAKES_ESCAPE = "data-takes-escape";

/** True (and the Escape marked for the dialog) when focus is inside such a dialog. */
export function handEscapeToDialog(event: KeyboardEvent): boolean {
  const target = event.target;
  if (!(target instanceof Element) || !target.closest(`[${TAKES_ESCAPE}]`)) return false;
  handedToDialog.add(event);
  return true;
}

/**
 * True when the toaster handed this Escape over and `dialog` is the innermost such dialog
 * around focus: a dialog opened from another closes alone, as Escape does without a toast.
 */
export function isHandedTo(event: Event, dialog: Element): boolean {
  const target = event.target;
  return (
    handedToDialog.has(event) &&
    target instanceof Element &&
    target.closest(`[${TAKES_ESCAPE}]`) === dialog
  );
}
