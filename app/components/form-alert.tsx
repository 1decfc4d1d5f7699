import { FormNotice } from "~/components/ui/form-notice";

/** A message about the whole form, announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div aria-live="polite">
      {message ? (
        <FormNotice tone="danger" role="alert">
          {message}
        </FormNotice>
      ) : null}
    </div>
  );
}
