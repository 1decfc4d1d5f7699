import { type CompanyProfile, companyProfileSchema } from "@shared/settings/company-profile";
import type { FormEvent } from "react";
import { SettingsSection } from "~/components/admin/settings-section";
import { FormAlert } from "~/components/form-alert";
import { Button } from "~/components/ui/button";
import { Field, inputClasses } from "~/components/ui/field";
import { ButtonSpinner } from "~/components/ui/spinner";
import { cn } from "~/lib/cn";
import { formValues, zodFieldErrors } from "~/lib/form-errors";
import { useFormFailure } from "~/lib/use-form-failure";
import { useSaveCompanyProfile } from "./use-save-company-profile";

const fields: {
  name: keyof CompanyProfile;
  label: string;
  type?: string;
  autoComplete: string;
  multiline?: boolean;
}[] = [
  { name: "name", label: "Company name", autoComplete: "organization" },
  {
    name: "postalAddress",
    label: "Postal address",
    autoComplete: "street-address",
    multiline: true,
  },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
  { name: "supportEmail", label: "Support e-mail", type: "email", autoComplete: "email" },
  { name: "salesEmail", label: "Sales e-mail", type: "email", autoComplete: "email" },
];

/** The contact details of the public site's contact section and footer. */
export function CompanyProfileForm({ profile }: { profile: CompanyProfile }) {
  const save = useSaveCompanyProfile();
  const { errors, alert, setErrors, clearAlert, refuse, fail, formRef } = useFormFailure(
    "The profile was not saved. Please try again.",
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearAlert();
    const parsed = companyProfileSchema.safeParse(formValues(event.currentTarget));
    if (!parsed.success) {
      const fields = zodFieldErrors(parsed.error);
      setErrors(fields);
      return refuse(fields);
    }
    setErrors({});
    save.mutate(parsed.data, { onError: fail });
  }

  return (
    <SettingsSection
      id="company-profile"
      title="Company profile"
      description="Shown to visitors in the contact section and the footer of the public site."
    >
      <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormAlert message={alert} />
        </div>
        {fields.map((field) => (
          <Field
            key={field.name}
            label={field.label}
            error={errors[field.name]}
            required
            className={field.multiline || field.name === "name" ? "sm:col-span-2" : undefined}
          >
            {(control) =>
              field.multiline ? (
                <textarea
                  {...control}
                  name={field.name}
                  rows={3}
                  defaultValue={profile[field.name]}
                  autoComplete={field.autoComplete}
                  className={cn(inputClasses, "py-2.5")}
                />
              ) : (
                <input
                  {...control}
                  name={field.name}
                  type={field.type ?? "text"}
                  defaultValue={profile[field.name]}
                  autoComplete={field.autoComplete}
                  className={cn(inputClasses, "h-11")}
                />
              )
            }
          </Field>
        ))}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <ButtonSpinner label="Saving" /> : null}
            Save company profile
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
