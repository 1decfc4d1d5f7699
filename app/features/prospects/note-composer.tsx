import { type FormEvent, useState } from "react";
import { FormAlert } from "~/components/form-alert";
import { Field, inputClasses } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { cn } from "~/lib/cn";
import { apiFieldErrors, apiMessage } from "~/lib/form-errors";
import { useFormFailure } from "~/lib/use-form-failure";
import { Panel } from "./panel";
import { useAddNote } from "./use-prospect-mutations";

const NOTE_MAX = 5000;

/** A note on the prospect's timeline, signed with the author's name. */
export function NoteComposer({ prospectId }: { prospectId: number }) {
  const [body, setBody] = useState("");
  const failure = useFormFailure("Could not add the note.", "add the note");
  const error = failure.errors.body;
  // Every message of this one-field form stands under the note, which then takes focus.
  const setError = (message: string) => {
    const fields = { body: message };
    failure.setErrors(fields);
    failure.refuse(fields);
  };
  const add = useAddNote();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    failure.clearAlert();
    if (!body.trim()) return setError("Enter a note");
    if (body.length > NOTE_MAX) return setError(`Use at most ${NOTE_MAX} characters`);
    failure.setErrors({});
    add.mutate(
      { id: prospectId, body },
      {
        onSuccess: () => setBody(""),
        onError: (failure) =>
          setError(apiFieldErrors(failure).body ?? apiMessage(failure, "Could not add the note.")),
      },
    );
  };
  return (
    <Panel title="Add a note">
      <form ref={failure.formRef} onSubmit={submit} noValidate className="grid gap-3">
        <FormAlert message={failure.alert} />
        <Field label="Note" error={error} hint={`${body.length} / ${NOTE_MAX} characters`}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={body}
              onChange={(event) => setBody(event.target.value)}
              className={cn(inputClasses, "py-2")}
            />
          )}
        </Field>
        <SubmitButton pending={add.isPending} pendingLabel="Adding" className="justify-self-start">
          Add note
        </SubmitButton>
      </form>
    </Panel>
  );
}
