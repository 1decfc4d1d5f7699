import type { FieldErrors } from "@shared/api/envelope";
import { useEffect, useRef, useState } from "react";
import { failureMessages } from "./form-errors";
import { invalidFields, refusalMessage } from "./invalid-fields";

/**
 * A form's field messages and its one message about the whole form, set from a failure.
 *
 * Issue 34 "Forms" (decision 060): a refused save — by the form's own check (`refuse`) or by
 * the server's 400 with field details (`fail`) — puts focus on the first field marked
 * aria-invalid inside `formRef`, once React has rendered the messages, and the form's alert
 * names the fields: "Check E-mail before you save.". A field message for a field the form
 * does not show becomes the alert instead, so a refusal is never silent.
 */
export function useFormFailure(fallback: string, action = "save") {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  // Each refusal is a new object, so two refusals in a row both move the focus.
  const [refusal, setRefusal] = useState<{ fields: FieldErrors } | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per refusal, after its render.
  useEffect(() => {
    if (!refusal) return;
    const fields = invalidFields(formRef.current);
    fields[0]?.focus();
    setAlert(refusalMessage(fields, refusal.fields, action));
  }, [refusal]);

  return {
    errors,
    alert,
    setErrors,
    /** On the form (or the element holding its fields): where a refusal looks for them. */
    formRef,
    /** A new attempt starts without the last one's form message. */
    clearAlert: () => setAlert(null),
    /** The form's own check refused `fields` (rendered by the form): focus and name them. */
    refuse: (fields: FieldErrors) => setRefusal({ fields }),
    fail: (failure: unknown) => {
      const { fields, alert } = failureMessages(failure, fallback);
      setErrors(fields);
      setAlert(alert);
      if (Object.keys(fields).length > 0) setRefusal({ fields });
    },
  };
}
