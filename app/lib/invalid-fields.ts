/**
 * The fields a refused continue or save is about, read from what the page shows: every
 * control or group marked aria-invalid inside `root`, in page order, with the name a person
 * sees (its label, or a group's legend). Issue 34 "Forms": a refusal names the fields and
 * puts focus on the first one, so the message is never a bare "something needs a look".
 */
export interface InvalidField {
  name: string;
  focus(): void;
}

/** A label's or legend's text without a required field's " *" mark. */
const withoutMark = (text: string) => text.replace(/\s*\*\s*$/, "").trim();

function nameOf(element: HTMLElement): string {
  if (element instanceof HTMLFieldSetElement) {
    return withoutMark(element.querySelector("legend")?.textContent ?? "");
  }
  const labelled = element.getAttribute("aria-label");
  if (labelled) return labelled;
  const label = (element as HTMLInputElement).labels?.[0]?.textContent;
  return label != null ? withoutMark(label) : (element.getAttribute("name") ?? "");
}

function focusTarget(element: HTMLElement): HTMLElement {
  if (!(element instanceof HTMLFieldSetElement)) return element;
  // A group of radios or checkboxes: its chosen control, else its first one.
  return (
    element.querySelector<HTMLElement>("input:checked") ??
    element.querySelector<HTMLElement>("input, select, textarea, button") ??
    element
  );
}

/** A field that knows where its problem is (a formula's character) puts the caret there. */
function caretAtError(field: HTMLElement) {
  const index = field.dataset.errorIndex;
  if (index === undefined || !(field instanceof HTMLTextAreaElement)) return;
  const at = Number(index);
  field.setSelectionRange(at, Math.min(at + 1, field.value.length));
}

export function invalidFields(root: ParentNode | null | undefined): InvalidField[] {
  if (!root) return [];
  const marked = [...root.querySelectorAll<HTMLElement>('[aria-invalid="true"]')];
  // A group that is invalid names itself once, not once more for each control inside it.
  const outermost = marked.filter(
    (element) => !marked.some((other) => other !== element && other.contains(element)),
  );
  return outermost.map((element) => {
    // Fields repeated per location ("Users") say which one: "Users at Main office".
    const group =
      element.parentElement?.closest<HTMLElement>("[data-field-group]")?.dataset.fieldGroup;
    const name = nameOf(element);
    return {
      name: group && !name.includes(group) ? `${name} at ${group}` : name,
      focus: () => {
        const target = focusTarget(element);
        target.focus();
        target.scrollIntoView?.({ block: "center" });
        caretAtError(target);
      },
    };
  });
}

/** "Timeline", "Users and Timeline", "Users, Servers and Timeline". */
export function namesText(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** The message of a refused continue that names what to fix. */
export function refusalText(
  fields: readonly Pick<InvalidField, "name">[],
  action = "continue",
): string {
  const names = fields.map((field) => field.name).filter(Boolean);
  if (names.length === 0) return `Check the highlighted answer before you ${action}.`;
  return `Check ${namesText(names)} before you ${action}.`;
}

/**
 * A refused save's one message (decision 060): the fields it marked, by name, or, when it
 * marked none the form shows (a message for a field without an input here), the first of
 * its messages.
 */
export function refusalMessage(
  marked: readonly Pick<InvalidField, "name">[],
  messages: Record<string, string | undefined>,
  action = "save",
): string | null {
  if (marked.length > 0) return refusalText(marked, action);
  return Object.values(messages).find(Boolean) ?? null;
}
