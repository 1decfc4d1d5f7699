import { CONFIRM_WITH_PASSWORD } from "@shared/users/user-admin";
import { Field } from "~/components/ui/field";
import { PasswordInput } from "./password-input";

/** The acting user's own password, asked again before a sensitive change. */
export function ConfirmPasswordField({
  name = "currentPassword",
  error,
  hint,
  autoFocus,
}: {
  name?: string;
  error?: string;
  hint?: string;
  /** For a dialog whose only field this is. */
  autoFocus?: boolean;
}) {
  return (
    <Field label={CONFIRM_WITH_PASSWORD} error={error} hint={hint}>
      {(control) => (
        <PasswordInput
          {...control}
          name={name}
          autoComplete="current-password"
          autoFocus={autoFocus}
        />
      )}
    </Field>
  );
}
