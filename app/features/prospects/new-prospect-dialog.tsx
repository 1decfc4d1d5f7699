import type { FieldErrors } from "@shared/api/envelope";
import type { ProspectStatus } from "@shared/prospects/prospect";
import { prospectCreateSchema } from "@shared/prospects/prospect-input";
import type { Owner } from "@shared/prospects/prospect-item";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { FormAlert } from "~/components/form-alert";
import { TextField } from "~/components/text-field";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogFormActions } from "~/components/ui/dialog-form-actions";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { listFieldError, zodFieldErrors } from "~/lib/form-errors";
import { useFormFailure } from "~/lib/use-form-failure";
import { statusOptions } from "./prospect-status-badge";
import { parseTags } from "./tags-input";
import { useCreateProspect } from "./use-prospect-mutations";

const NOBODY = "none";
const empty = { companyName: "", contactName: "", email: "", phone: "", title: "", tags: "" };

/** Creates a prospect with its primary contact, then opens its page. */
export function NewProspectDialog({ owners, onClose }: { owners: Owner[]; onClose(): void }) {
  const [form, setForm] = useState(empty);
  const [status, setStatus] = useState<ProspectStatus>("new");
  const [owner, setOwner] = useState(NOBODY);
  const [attempted, setAttempted] = useState(false);
  const create = useCreateProspect();
  const failure = useFormFailure("Could not create the prospect.", "create");
  const navigate = useNavigate();
  const input = {
    ...form,
    tags: parseTags(form.tags),
    status,
    ownerUserId: owner === NOBODY ? null : owner,
  };
  const parsed = prospectCreateSchema.safeParse(input);
  const errors: FieldErrors = {
    ...failure.errors,
    ...(attempted && !parsed.success ? zodFieldErrors(parsed.error) : {}),
  };
  const field = (key: keyof typeof empty) => ({
    value: form[key],
    onChange: (value: string) => setForm((current) => ({ ...current, [key]: value })),
    error: errors[key],
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    failure.clearAlert();
    if (!parsed.success) return failure.refuse(zodFieldErrors(parsed.error));
    if (create.isPending) return;
    failure.setErrors({});
    create.mutate(input, {
      onSuccess: (prospect) => navigate(`/admin/prospects/${prospect.id}`),
      onError: failure.fail,
    });
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        title="New prospect"
        description="The company and its primary contact. Leads from the Service Builder and the contact form arrive on their own."
        footer={
          <DialogFormActions
            form="prospect-form"
            pending={create.isPending}
            pendingLabel="Creating"
          >
            Create prospect
          </DialogFormActions>
        }
      >
        <form
          id="prospect-form"
          ref={failure.formRef}
          noValidate
          onSubmit={submit}
          className="grid gap-4 sm:grid-cols-2"
        >
          <div className="sm:col-span-2">
            <FormAlert message={failure.alert} />
          </div>
          <div className="sm:col-span-2">
            <TextField label="Company" required {...field("companyName")} />
          </div>
          <TextField label="Contact name" required autoComplete="off" {...field("contactName")} />
          <TextField label="Job title" {...field("title")} />
          <TextField label="E-mail" type="email" required autoComplete="off" {...field("email")} />
          <TextField label="Phone" type="tel" {...field("phone")} />
          <Field label="Status" error={errors.status}>
            {(control) => (
              <Select
                {...control}
                value={status}
                onValueChange={(value) => setStatus(value as ProspectStatus)}
                options={statusOptions}
              />
            )}
          </Field>
          <Field label="Owner" error={errors.ownerUserId}>
            {(control) => (
              <Select
                {...control}
                value={owner}
                onValueChange={setOwner}
                options={[
                  { value: NOBODY, label: "Nobody yet" },
                  ...owners.map((entry) => ({ value: entry.id, label: entry.displayName })),
                ]}
              />
            )}
          </Field>
          <div className="sm:col-span-2">
            <TextField
              label="Tags"
              hint="Separate tags with commas."
              {...field("tags")}
              error={listFieldError(errors, "tags")}
            />
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
