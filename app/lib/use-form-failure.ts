import type { FieldErrors } from "@shared/api/envelope";
import { useEffect, useRef, useState } from "react";
import { failureMessages } from "./form-errors";
import { invalidFields, refusalMessage } from "./invalid-fields";

/**
 * A form's field messages and its one message about the whole form, set from a failure.
 *
 * Issue 34 "Forms" (decision 060): a refused save — by the form's own check (`refuse`) or by
 * the server's answer (`fail`) — puts focus on the first field marked aria-invalid inside
 * `formRef`, once React has rendered the messages, and the form's alert names the fields:
 * "Check E-mail before you save.". A field message for a field the form does not show
 * becomes the alert instead, so a refusal is never silent. A failure that marks no field
 * puts focus on `alertRef`, where a form has one, so screen readers read why.
 */
export function useFormFailure<Container extends HTMLElement = HTMLFormElement>(
  fallback: string,
  action = "save",
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  // Each refusal is a new object, so two refusals in a row both move the focus.
  const [refusal, setRefusal] = useState<{ fields: FieldErrors } | null>(null);
  const formRef = useRef<Container | null>(null);
  const alertRef = useRef<HTMLDivElement | null>(null);

  const show = (messages: { fields: FieldErrors; alert: string | null }) => {
    setErrors(messages.fields);
    setAlert(messages.alert);
    setRefusal({ fields: messages.fields });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per refusal, after its render.
  useEffect(() => {
    if (!refusal) return;
    const fields = invalidFields(formRef.current);
    if (fields[0]) fields[0].focus();
    else alertRef.current?.focus();
    const message = refusalMessage(fields, refusal.fields, action);
    if (message) setAlert(message);
  }, [refusal]);

  return {
    errors,
    alert,
    setErrors,
    /** On the form (or the element holding its fields): where a refusal looks for them. */
    formRef,
    /** On an always-present, focusable (tabIndex -1) wrapper of the form's alert. */
    alertRef,
    /** A new attempt starts without the last one's form message. */
    clearAlert: () => setAlert(null),
    /** The form's own check refused `fields` (rendered by the form): focus and name them. */
    refuse: (fields: FieldErrors) => setRefusal({ fields }),
    /** A failed request: its field messages, or its one message, with the focus on them. */
    fail: (failure: unknown) => show(failureMessages(failure, fallback)),
    /** The same for messages the form worded itself (a rate limit, nothing to save). */
    failWith: show,
  };
}
