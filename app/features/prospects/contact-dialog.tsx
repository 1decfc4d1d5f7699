import type { FieldErrors } from "@shared/api/envelope";
import { contactInputSchema } from "@shared/prospects/prospect-input";
import type { ProspectContact } from "@shared/prospects/prospect-item";
import { type FormEvent, useState } from "react";
import { FormAlert } from "~/components/form-alert";
import { TextField } from "~/components/text-field";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogFormActions } from "~/components/ui/dialog-form-actions";
import { zodFieldErrors } from "~/lib/form-errors";
import { useFormFailure } from "~/lib/use-form-failure";
import { useContactMutation } from "./use-prospect-mutations";

/** Adds a contact to a prospect, or edits one (absent `contact`: add). */
export function ContactDialog({
  prospectId,
  contact,
  onClose,
}: {
  prospectId: number;
  contact?: ProspectContact;
  onClose(): void;
}) {
  const [form, setForm] = useState({
    name: contact?.name ?? "",
    email: contact?.email ?? "",
    phone: contact?.phone ?? "",
    title: contact?.title ?? "",
  });
  const [attempted, setAttempted] = useState(false);
  const save = useContactMutation(contact ? "edit" : "add");
  const failure = useFormFailure("Could not save the contact.");
  const parsed = contactInputSchema.safeParse(form);
  const errors: FieldErrors = {
    ...failure.errors,
    ...(attempted && !parsed.success ? zodFieldErrors(parsed.error) : {}),
  };
  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (value: string) => setForm((current) => ({ ...current, [key]: value })),
    error: errors[key],
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    failure.clearAlert();
    if (!parsed.success) return failure.refuse(zodFieldErrors(parsed.error));
    if (save.isPending) return;
    failure.setErrors({});
    const call = contact
      ? { kind: "edit" as const, id: prospectId, contactId: contact.id, input: form }
      : { kind: "add" as const, id: prospectId, input: form };
    save.mutate(call, { onSuccess: onClose, onError: failure.fail });
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        size="sm"
        title={contact ? `Edit ${contact.name}` : "Add a contact"}
        description="An e-mail address belongs to one contact of one prospect."
        footer={
          <DialogFormActions form="contact-form" pending={save.isPending} pendingLabel="Saving">
            {contact ? "Save contact" : "Add contact"}
          </DialogFormActions>
        }
      >
        <form
          id="contact-form"
          ref={failure.formRef}
          noValidate
          onSubmit={submit}
          className="grid gap-4"
        >
          <FormAlert message={failure.alert} />
          <TextField label="Name" required autoComplete="off" {...field("name")} />
          <TextField label="E-mail" type="email" required autoComplete="off" {...field("email")} />
          <TextField label="Phone" type="tel" {...field("phone")} />
          <TextField label="Job title" {...field("title")} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
