import { ownEmailSchema } from "@shared/users/user-admin";
import type { FormEvent } from "react";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { WorkEmailField } from "~/components/admin/work-email-field";
import { FormAlert } from "~/components/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { apiData } from "~/lib/api-client";
import { formValues, zodFieldErrors } from "~/lib/form-errors";
import { useFormFailure } from "~/lib/use-form-failure";

/** PUT /api/account/email: where discount approvals and prospects' questions reach you. */
export function WorkEmailForm({ email }: { email: string | null }) {
  const save = useAdminMutation(
    (body: { email: string }) =>
      apiData<{ email: string | null }>("/api/account/email", { method: "PUT", body }),
    "Work e-mail saved",
  );
  const { errors, alert, setErrors, clearAlert, refuse, fail, formRef } = useFormFailure(
    "The work e-mail was not saved. Please try again.",
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    clearAlert();
    const parsed = ownEmailSchema.safeParse(formValues(event.currentTarget));
    if (!parsed.success) {
      const found = zodFieldErrors(parsed.error);
      setErrors(found);
      return refuse(found);
    }
    setErrors({});
    save.mutate(parsed.data, { onError: fail });
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid max-w-md gap-4">
      <FormAlert message={alert} />
      <WorkEmailField
        own
        email={email}
        error={errors.email}
        hint="Discount approvals, their decisions and your prospects' questions reach you here. Leave it empty to have them go to the sales address."
      />
      <SubmitButton pending={save.isPending} pendingLabel="Saving" className="justify-self-start">
        Save work e-mail
      </SubmitButton>
    </form>
  );
}
