import { acceptanceCheckLabels, acceptanceChecks } from "@shared/quotes/acceptance-check-constants";
import {
  type QuoteTemplate,
  quoteTemplateSchema,
  type StoredQuoteTemplate,
} from "@shared/quotes/document-template";
import { type FormEvent, useState } from "react";
import { ImageField } from "~/components/admin/image-field";
import { SettingsSection } from "~/components/admin/settings-section";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { FormAlert } from "~/components/form-alert";
import { PlaceholderList } from "~/components/quotes/placeholder-list";
import { Field, inputClasses } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { apiData } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { formValues, zodFieldErrors } from "~/lib/form-errors";
import { useFormFailure } from "~/lib/use-form-failure";

type TemplateSave = QuoteTemplate & { expectedVersion: number };

/**
 * Issue 35 §6: the logo, brand colour, cover letter and terms every new quote link freezes.
 * Links already made keep what they froze; a quote may have its own texts.
 */
export function QuoteTemplateForm({ template }: { template: StoredQuoteTemplate }) {
  const [logoUrl, setLogoUrl] = useState(template.logoUrl);
  const [colour, setColour] = useState(template.brandColor);
  const [version, setVersion] = useState(template.version);
  const failure = useFormFailure("The quote template was not saved. Please try again.");
  const save = useAdminMutation(
    (body: TemplateSave) =>
      apiData<StoredQuoteTemplate>("/api/admin/quote-template", { method: "PUT", body }),
    "Quote template saved",
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    failure.clearAlert();
    const parsed = quoteTemplateSchema.safeParse({ ...formValues(event.currentTarget), logoUrl });
    if (!parsed.success) {
      const fields = zodFieldErrors(parsed.error);
      failure.setErrors(fields);
      return failure.refuse(fields);
    }
    failure.setErrors({});
    save.mutate(
      { ...parsed.data, expectedVersion: version },
      {
        onSuccess: (saved) => setVersion(saved.version),
        onError: failure.fail,
      },
    );
  }

  return (
    <SettingsSection
      id="quote-template"
      title="Quote documents"
      description="The logo, colour, cover letter and terms of the quote page and its PDF. Each new quote link keeps them as they are when it is made."
    >
      <form ref={failure.formRef} onSubmit={submit} noValidate className="grid gap-5">
        <FormAlert message={failure.alert} />
        <div className="grid gap-5 sm:grid-cols-[1fr_auto]">
          <ImageField
            label="Logo"
            value={logoUrl ?? ""}
            alt=""
            describe={false}
            onChange={({ path }) => setLogoUrl(path || null)}
            error={failure.errors.logoUrl}
          />
          <Field
            label="Brand colour"
            error={failure.errors.brandColor}
            hint="A rule above the quote's title and the PDF's cover."
          >
            {(control) => (
              <div className="flex items-center gap-2">
                <input
                  {...control}
                  name="brandColor"
                  type="color"
                  value={colour}
                  onChange={(event) => setColour(event.target.value)}
                  className="h-11 w-16 cursor-pointer rounded-lg border border-control bg-surface p-1"
                />
                <span className="font-mono text-sm tabular-nums text-muted">{colour}</span>
              </div>
            )}
          </Field>
        </div>
        <Field
          label="Cover letter"
          error={failure.errors.coverLetter}
          hint="Opens the quote page and the PDF. Leave it empty for none."
        >
          {(control) => (
            <textarea
              {...control}
              name="coverLetter"
              rows={8}
              defaultValue={template.coverLetter}
              className={cn(inputClasses, "py-2.5 font-mono")}
            />
          )}
        </Field>
        <Field label="Terms" required error={failure.errors.terms}>
          {(control) => (
            <textarea
              {...control}
              name="terms"
              rows={10}
              defaultValue={template.terms}
              className={cn(inputClasses, "py-2.5 font-mono")}
            />
          )}
        </Field>
        <PlaceholderList id="quote-template-placeholders" />
        <Field
          label="What happens after acceptance"
          error={failure.errors.nextSteps}
          hint="One step per line, at most 8: shown on the accepted quote page and in the countersigned copy's e-mail."
        >
          {(control) => (
            <textarea
              {...control}
              name="nextSteps"
              rows={4}
              defaultValue={template.nextSteps}
              className={cn(inputClasses, "py-2.5")}
            />
          )}
        </Field>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Before accepting, the prospect gives</legend>
          {acceptanceChecks.map((check) => (
            <label key={check} className="flex items-start gap-3 text-sm">
              <input
                type="radio"
                name="acceptanceCheck"
                value={check}
                defaultChecked={template.acceptanceCheck === check}
                className="mt-0.5 size-4 accent-primary"
              />
              <span>{acceptanceCheckLabels[check]}</span>
            </label>
          ))}
          <p className="text-sm text-muted">
            The address is one the quote was e-mailed to, or the builder lead's. Each new link keeps
            the choice made when it is created.
          </p>
        </fieldset>
        <div>
          <SubmitButton pending={save.isPending} pendingLabel="Saving">
            Save quote documents
          </SubmitButton>
        </div>
      </form>
    </SettingsSection>
  );
}
