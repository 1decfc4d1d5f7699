import type { FieldErrors } from "@shared/api/envelope";
import type { CaseStudyMetric, CaseStudyTestimonial } from "@shared/case-studies/case-study";
import {
  type CaseStudyAdminItem,
  caseStudyInputSchema,
} from "@shared/case-studies/case-study-admin";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { ImageField } from "~/components/admin/image-field";
import { SaveFailureAlert } from "~/components/admin/save-failure-alert";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogFormActions } from "~/components/ui/dialog-form-actions";
import { Field, inputClasses } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { zodFieldErrors } from "~/lib/form-errors";
import { useFormFailure } from "~/lib/use-form-failure";
import { emptyMetric, MetricsEditor } from "./metrics-editor";
import { useCreateCaseStudy, useUpdateCaseStudy } from "./use-case-study-mutations";

interface Form {
  company: string;
  industry: string;
  logoUrl: string;
  logoAlt: string;
  imageUrl: string;
  imageAlt: string;
  challenge: string;
  solution: string;
  result: string;
  metrics: CaseStudyMetric[];
  testimonial: CaseStudyTestimonial;
  projectDuration: string;
  roi: string;
}

type TextKey = Exclude<keyof Form, "metrics" | "testimonial">;

const blank: Form = {
  company: "",
  industry: "",
  logoUrl: "",
  logoAlt: "",
  imageUrl: "",
  imageAlt: "",
  challenge: "",
  solution: "",
  result: "",
  metrics: [emptyMetric()],
  testimonial: { quote: "", author: "", title: "" },
  projectDuration: "",
  roi: "",
};

function formOf(study: CaseStudyAdminItem | null): Form {
  if (!study) return blank;
  const { id, slug, published, sortOrder, version, updatedAt, ...fields } = study;
  return fields;
}

/**
 * Create or edit a case study with every field of seed 000 §3, checked by the API's own
 * schema before sending; an edit saves on the version loaded (409 offers a reload).
 */
export function CaseStudyEditor({
  study,
  onClose,
}: {
  /** Null for a new one. */
  study: CaseStudyAdminItem | null;
  onClose(): void;
}) {
  const formId = useId();
  const create = useCreateCaseStudy();
  const update = useUpdateCaseStudy();
  const mutation = study ? update : create;
  const [form, setForm] = useState<Form>(() => formOf(study));
  const [checked, setChecked] = useState<FieldErrors | null>(null);
  const failure = useFormFailure("Could not save the case study.");
  const errors: FieldErrors = { ...failure.errors, ...checked };
  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    failure.clearAlert();
    const parsed = caseStudyInputSchema.safeParse(form);
    if (!parsed.success) {
      const fields = zodFieldErrors(parsed.error);
      setChecked(fields);
      failure.refuse(fields);
      return;
    }
    setChecked(null);
    failure.setErrors({});
    const done = { onSuccess: onClose, onError: failure.fail };
    if (study) update.mutate({ id: study.id, version: study.version, ...form }, done);
    else create.mutate(form, done);
  }

  const text = (key: TextKey, label: string, options: { rows?: number; hint?: ReactNode } = {}) => (
    <Field label={label} error={errors[key]} hint={options.hint} required>
      {(control) =>
        options.rows ? (
          <textarea
            {...control}
            rows={options.rows}
            value={form[key]}
            onChange={(event) => set(key, event.target.value)}
            className={cn(inputClasses, "py-2")}
          />
        ) : (
          <input
            {...control}
            value={form[key]}
            onChange={(event) => set(key, event.target.value)}
            className={cn(inputClasses, "h-10")}
          />
        )
      }
    </Field>
  );

  const testimonial = (key: keyof CaseStudyTestimonial, label: string, rows?: number) => (
    <Field label={label} error={errors[`testimonial.${key}`]} required={key !== "title"}>
      {(control) => {
        const props = {
          ...control,
          value: form.testimonial[key],
          onChange: (event: { target: { value: string } }) =>
            set("testimonial", { ...form.testimonial, [key]: event.target.value }),
        };
        return rows ? (
          <textarea {...props} rows={rows} className={cn(inputClasses, "py-2")} />
        ) : (
          <input {...props} className={cn(inputClasses, "h-10")} />
        );
      }}
    </Field>
  );

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        size="lg"
        title={study ? `Edit ${study.company}` : "New case study"}
        description={
          study
            ? "Changes show on the landing page as soon as you save."
            : "A new case study stays hidden until you publish it."
        }
        footer={
          <DialogFormActions form={formId} pending={mutation.isPending} pendingLabel="Saving">
            {study ? "Save changes" : "Create case study"}
          </DialogFormActions>
        }
      >
        <form id={formId} ref={failure.formRef} onSubmit={submit} noValidate className="grid gap-5">
          <SaveFailureAlert
            message={failure.alert}
            error={mutation.error}
            reloadLabel="Reload the case studies"
            onClose={onClose}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            {text("company", "Company")}
            {text("industry", "Industry", { hint: "The tab's name on the landing page." })}
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <ImageField
              label="Logo"
              altLabel="Logo alt text"
              value={form.logoUrl}
              alt={form.logoAlt}
              error={errors.logoUrl ?? errors.logoAlt}
              onChange={({ path, alt }) => setForm((f) => ({ ...f, logoUrl: path, logoAlt: alt }))}
            />
            <ImageField
              label="Image"
              altLabel="Image alt text"
              value={form.imageUrl}
              alt={form.imageAlt}
              error={errors.imageUrl ?? errors.imageAlt}
              onChange={({ path, alt }) =>
                setForm((f) => ({ ...f, imageUrl: path, imageAlt: alt }))
              }
            />
          </div>
          {text("challenge", "Challenge", { rows: 3 })}
          {text("solution", "Solution", { rows: 3 })}
          {text("result", "Result", { rows: 3 })}
          <MetricsEditor
            metrics={form.metrics}
            onChange={(metrics) => set("metrics", metrics)}
            errors={errors}
          />
          <fieldset className="grid gap-4">
            <legend className="mb-1.5 text-sm font-medium">Testimonial</legend>
            {testimonial("quote", "Quote", 3)}
            <div className="grid gap-4 sm:grid-cols-2">
              {testimonial("author", "Author")}
              {testimonial("title", "Author's title")}
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            {text("projectDuration", "Project duration", { hint: "For example: 6 months" })}
            {text("roi", "Return on investment", { hint: "For example: 427% over 3 years" })}
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
