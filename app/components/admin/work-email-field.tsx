import { Field, inputClasses } from "~/components/ui/field";
import { cn } from "~/lib/cn";

/**
 * A staff member's work e-mail: the same input in the Owner's user form and in Settings,
 * where only the hint (whose mail it is) and the browser's autofill differ.
 */
export function WorkEmailField({
  email,
  error,
  hint,
  own,
}: {
  email: string | null | undefined;
  error: string | undefined;
  hint: string;
  /** The signed-in person's own address, which the browser may autofill; never someone else's. */
  own: boolean;
}) {
  return (
    <Field label="Work e-mail" error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          name="email"
          type="email"
          defaultValue={email ?? ""}
          autoComplete={own ? "email" : "off"}
          autoCapitalize="none"
          spellCheck={false}
          className={cn(inputClasses, "h-11")}
        />
      )}
    </Field>
  );
}
