import type { FieldErrors } from "@shared/api/envelope";
import { type OrganizationSize, organizationSizes } from "@shared/inquiries/inquiry-constants";
import { prospectUpdateSchema } from "@shared/prospects/prospect-input";
import type { ProspectItem } from "@shared/prospects/prospect-item";
import { type FormEvent, useState } from "react";
import { SaveFailureAlert } from "~/components/admin/save-failure-alert";
import { TextField } from "~/components/text-field";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogFormActions } from "~/components/ui/dialog-form-actions";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { listFieldError, zodFieldErrors } from "~/lib/form-errors";
import { useFormFailure } from "~/lib/use-form-failure";
import { parseTags } from "./tags-input";
import { updateOf, useUpdateProspect } from "./use-prospect-mutations";

const UNKNOWN = "unknown";

/** The company's details, saved on the version loaded: a stale save shows the 409 message. */
export function EditDetailsDialog({
  prospect,
  onClose,
}: {
  prospect: ProspectItem;
  onClose(): void;
}) {
  const [companyName, setCompanyName] = useState(prospect.companyName);
  const [size, setSize] = useState<string>(prospect.companySize ?? UNKNOWN);
  const [tags, setTags] = useState(prospect.tags.join(", "));
  const [attempted, setAttempted] = useState(false);
  const update = useUpdateProspect("Details saved");
  const failure = useFormFailure("Could not save the details.");
  const body = updateOf(prospect, {
    companyName,
    companySize: size === UNKNOWN ? null : (size as OrganizationSize),
    tags: parseTags(tags),
  });
  const parsed = prospectUpdateSchema.safeParse(body);
  const errors: FieldErrors = {
    ...failure.errors,
    ...(attempted && !parsed.success ? zodFieldErrors(parsed.error) : {}),
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    failure.clearAlert();
    if (!parsed.success) return failure.refuse(zodFieldErrors(parsed.error));
    if (update.isPending) return;
    failure.setErrors({});
    update.mutate({ id: prospect.id, body }, { onSuccess: onClose, onError: failure.fail });
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        size="sm"
        title="Edit details"
        description="The primary contact's name, e-mail and phone are edited in Contacts."
        footer={
          <DialogFormActions form="details-form" pending={update.isPending} pendingLabel="Saving">
            Save details
          </DialogFormActions>
        }
      >
        <form
          id="details-form"
          ref={failure.formRef}
          noValidate
          onSubmit={submit}
          className="grid gap-4"
        >
          <SaveFailureAlert
            message={failure.alert}
            error={update.error}
            reloadLabel="Reload the prospect"
            onClose={onClose}
          />
          <TextField
            label="Company"
            required
            value={companyName}
            onChange={setCompanyName}
            error={errors.companyName}
          />
          <Field label="Company size" error={errors.companySize}>
            {(control) => (
              <Select
                {...control}
                value={size}
                onValueChange={setSize}
                options={[
                  { value: UNKNOWN, label: "Not known" },
                  ...organizationSizes.map((value) => ({ value, label: `${value} people` })),
                ]}
              />
            )}
          </Field>
          <TextField
            label="Tags"
            hint="Separate tags with commas."
            value={tags}
            onChange={setTags}
            error={listFieldError(errors, "tags")}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
