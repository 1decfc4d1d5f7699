import type { FieldErrors } from "@shared/api/envelope";
import { useState } from "react";
import { failureMessages } from "./form-errors";

/** A form's field messages and its one message about the whole form, set from a failure. */
export function useFormFailure(fallback: string) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  return {
    errors,
    alert,
    setErrors,
    /** A new attempt starts without the last one's form message. */
    clearAlert: () => setAlert(null),
    fail: (failure: unknown) => {
      const { fields, alert } = failureMessages(failure, fallback);
      setErrors(fields);
      setAlert(alert);
    },
  };
}
