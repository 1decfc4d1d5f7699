import type { FieldErrors } from "@shared/api/envelope";
import type { AdminService, Service } from "@shared/catalog/service";
import {
  type ActiveFormula,
  type AdminFormula,
  type FormulaPurpose,
  formulaInputSchema,
  formulaPurposeInfo,
  formulaPurposes,
} from "@shared/formulas/formula";
import { validateFormula } from "@shared/formulas/variables";
import { type FormEvent, useState } from "react";
import { SaveFailureAlert } from "~/components/admin/save-failure-alert";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogFormActions } from "~/components/ui/dialog-form-actions";
import { Field, inputClasses } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { toast } from "~/components/ui/toast-store";
import { cn } from "~/lib/cn";
import { zodFieldErrors } from "~/lib/form-errors";
import { useFormFailure } from "~/lib/use-form-failure";
import { ExpressionField } from "./expression-field";
import { FormulaPreview } from "./formula-preview";
import { TryItPanel } from "./try-it-panel";
import { useSaveFormula } from "./use-formula-mutations";

interface FormulaForm {
  name: string;
  purpose: FormulaPurpose;
  description: string;
  expression: string;
  serviceId: number | null;
  reason: string;
  safeguard: string;
  essential: boolean;
}

const NO_SERVICE = "none";
const DRAFT_ID = -1;

function initialForm(formula?: AdminFormula): FormulaForm {
  if (formula) {
    const { name, purpose, description, expression, serviceId, reason, safeguard, essential } =
      formula;
    return { name, purpose, description, expression, serviceId, reason, safeguard, essential };
  }
  return {
    name: "",
    purpose: "recommendation",
    description: "",
    expression: "",
    serviceId: null,
    reason: "",
    safeguard: "",
    essential: false,
  };
}

/** The draft as the engine would read it, or null while the expression is not valid. */
function draftFormula(form: FormulaForm, formula?: AdminFormula): ActiveFormula | null {
  if (validateFormula(form.expression, form.purpose)) return null;
  if (formulaPurposeInfo[form.purpose].perService && form.serviceId === null) return null;
  return {
    id: formula?.id ?? DRAFT_ID,
    key: formula?.key ?? "draft",
    version: (formula?.version ?? 0) + 1,
    ...form,
  };
}

/**
 * Create a formula or save a new version of one: the purpose's variables beside the
 * expression, a live check with the position of any problem, 'Try it' on sample answers,
 * and the sample quote priced with the draft before it is saved.
 */
export function FormulaEditorDialog({
  formula,
  catalogue,
  services,
  active,
  onClose,
}: {
  /** Absent: create. */
  formula?: AdminFormula;
  catalogue: AdminService[];
  services: Service[];
  active: ActiveFormula[];
  onClose(): void;
}) {
  const [form, setForm] = useState<FormulaForm>(() => initialForm(formula));
  const [attempted, setAttempted] = useState(false);
  const save = useSaveFormula();
  const failure = useFormFailure("Could not save the formula.");
  const info = formulaPurposeInfo[form.purpose];
  const set = <K extends keyof FormulaForm>(key: K, value: FormulaForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const parsed = formulaInputSchema.safeParse(form);
  const errors: FieldErrors = {
    ...failure.errors,
    ...(attempted && !parsed.success ? zodFieldErrors(parsed.error) : {}),
  };
  const serviceOptions = catalogue
    .filter((service) => !service.archived || service.id === form.serviceId)
    .map((service) => ({ value: String(service.id), label: service.name }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    failure.clearAlert();
    const invalidExpression = validateFormula(form.expression, form.purpose);
    if (!parsed.success || invalidExpression) {
      // Decision 060: focus the first marked field and name every one in the alert.
      return failure.refuse({
        ...(parsed.success ? {} : zodFieldErrors(parsed.error)),
        ...(invalidExpression ? { expression: invalidExpression.message } : {}),
      });
    }
    if (save.isPending) return;
    failure.setErrors({});
    save.mutate(
      { id: formula?.id, baseVersion: formula?.version, input: parsed.data },
      {
        onSuccess: (saved) => {
          toast({ title: `Saved as version ${saved.version}`, variant: "success" });
          onClose();
        },
        onError: failure.fail,
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        size="lg"
        title={formula ? `Edit ${formula.name}` : "New formula"}
        description={
          formula
            ? `Version ${formula.version}. Saving creates version ${formula.version + 1}; quotes keep the version they were priced with.`
            : "Saved formulas take effect in new quotes at once."
        }
        footer={
          <DialogFormActions form="formula-form" pending={save.isPending} pendingLabel="Saving">
            {formula ? "Save new version" : "Create formula"}
          </DialogFormActions>
        }
      >
        <form
          id="formula-form"
          ref={failure.formRef}
          noValidate
          onSubmit={submit}
          className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
        >
          <div className="grid content-start gap-5">
            <SaveFailureAlert
              message={failure.alert}
              error={save.error}
              reloadLabel="Reload the formulas"
              onClose={onClose}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Name" error={errors.name} required>
                {(control) => (
                  <input
                    {...control}
                    value={form.name}
                    onChange={(event) => set("name", event.target.value)}
                    className={cn(inputClasses, "h-11")}
                  />
                )}
              </Field>
              <Field
                label="Purpose"
                error={errors.purpose}
                hint={
                  formula ? "The purpose is fixed; a new purpose needs a new formula." : undefined
                }
              >
                {(control) =>
                  formula ? (
                    <input
                      {...control}
                      value={info.label}
                      disabled
                      className={cn(inputClasses, "h-11 opacity-70")}
                    />
                  ) : (
                    <Select
                      id={control.id}
                      value={form.purpose}
                      onValueChange={(value) => set("purpose", value as FormulaPurpose)}
                      options={formulaPurposes.map((purpose) => ({
                        value: purpose,
                        label: formulaPurposeInfo[purpose].label,
                      }))}
                    />
                  )
                }
              </Field>
            </div>
            <p className="-mt-2 text-xs text-muted">{info.description}</p>
            {info.perService ? (
              <Field label="Service" error={errors.serviceId} required>
                {(control) => (
                  <Select
                    id={control.id}
                    value={form.serviceId === null ? NO_SERVICE : String(form.serviceId)}
                    placeholder="Choose a service"
                    onValueChange={(value) =>
                      set("serviceId", value === NO_SERVICE ? null : Number(value))
                    }
                    options={serviceOptions}
                  />
                )}
              </Field>
            ) : null}
            <ExpressionField
              purpose={form.purpose}
              value={form.expression}
              onChange={(value) => set("expression", value)}
              serverError={errors.expression}
            />
            {form.purpose === "recommendation" ? (
              <>
                <Field label="Reason the prospect reads" error={errors.reason} required>
                  {(control) => (
                    <textarea
                      {...control}
                      rows={2}
                      value={form.reason}
                      onChange={(event) => set("reason", event.target.value)}
                      className={cn(inputClasses, "py-2")}
                    />
                  )}
                </Field>
                <Field
                  label="Safeguard (compliance rules)"
                  error={errors.safeguard}
                  hint="The control the service supports, cited exactly, e.g. PCI DSS v4.0 Requirement 5."
                >
                  {(control) => (
                    <input
                      {...control}
                      value={form.safeguard}
                      onChange={(event) => set("safeguard", event.target.value)}
                      className={cn(inputClasses, "h-11")}
                    />
                  )}
                </Field>
                <label className="flex items-center gap-2.5 text-sm">
                  <input
                    type="checkbox"
                    checked={form.essential}
                    onChange={(event) => set("essential", event.target.checked)}
                    className="size-4 accent-[var(--primary)]"
                  />
                  Essential: pre-select the service and say so
                </label>
              </>
            ) : null}
            <Field
              label="Description"
              error={errors.description}
              hint="For staff: what the formula is for."
            >
              {(control) => (
                <textarea
                  {...control}
                  rows={2}
                  value={form.description}
                  onChange={(event) => set("description", event.target.value)}
                  className={cn(inputClasses, "py-2")}
                />
              )}
            </Field>
          </div>
          <div className="grid content-start gap-4">
            <TryItPanel key={form.purpose} purpose={form.purpose} expression={form.expression} />
            <FormulaPreview
              draft={draftFormula(form, formula)}
              services={services}
              active={active}
            />
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
