import type { FieldErrors } from "@shared/api/envelope";
import { linkProblems } from "@shared/catalog/graph";
import { type AdminService, type Service, serviceInputSchema } from "@shared/catalog/service";
import {
  type ServiceIcon as IconName,
  type PriceBasis,
  priceBases,
  priceBasisLabels,
  type RiskLevel,
  riskLevels,
  serviceIcons,
} from "@shared/catalog/service-constants";
import type { ActiveFormula } from "@shared/formulas/formula";
import { type FormEvent, useId, useMemo, useState } from "react";
import { SaveFailureAlert } from "~/components/admin/save-failure-alert";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogFormActions } from "~/components/ui/dialog-form-actions";
import { Field, inputClasses } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { cn } from "~/lib/cn";
import { zodFieldErrors } from "~/lib/form-errors";
import { useFormFailure } from "~/lib/use-form-failure";
import { ServiceIcon } from "../../components/service-icon";
import { PricePreview } from "./price-preview";
import {
  emptyServiceForm,
  previewService,
  type ServiceFormState,
  serviceFormFrom,
  serviceInputFrom,
} from "./service-form-state";
import { ServiceLinksPicker } from "./service-links-picker";
import { useSaveService } from "./use-catalog-mutations";

const basisLabels: Record<PriceBasis, string> = {
  ...priceBasisLabels,
  location: "flat, per location",
};
const PREVIEW_ID = 0;

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <label className="flex items-center gap-2.5 text-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-[var(--primary)]"
      />
      {label}
    </label>
  );
}

/**
 * Create or edit a catalogue service: every field of seed 001 §3 with inline validation by
 * the API's own schema, links checked for loops as they are picked, and a live price preview.
 */
export function ServiceFormDialog({
  service,
  catalogue,
  categories,
  formulas,
  onClose,
}: {
  /** Absent: create. */
  service?: AdminService;
  catalogue: AdminService[];
  categories: string[];
  formulas: ActiveFormula[];
  onClose(): void;
}) {
  const listId = useId();
  const [form, setForm] = useState<ServiceFormState>(() =>
    service ? serviceFormFrom(service) : emptyServiceForm(),
  );
  const [attempted, setAttempted] = useState(false);
  const save = useSaveService();
  const failure = useFormFailure("Could not save the service.");
  const set = <K extends keyof ServiceFormState>(key: K, value: ServiceFormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const active = useMemo(() => catalogue.filter((entry) => !entry.archived), [catalogue]);
  const others = active.filter((entry) => entry.id !== service?.id);
  const parsed = serviceInputSchema.safeParse(serviceInputFrom(form));
  const schemaErrors = attempted && !parsed.success ? zodFieldErrors(parsed.error) : {};
  const links = linkProblems(
    { id: service?.id, prerequisites: form.prerequisites, dependencies: form.dependencies },
    active,
  );
  const errors: FieldErrors = { ...failure.errors, ...schemaErrors, ...links };
  const preview = previewService(form, service?.id ?? PREVIEW_ID);
  const previewCatalogue: Service[] = active;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    failure.clearAlert();
    if (!parsed.success || Object.keys(links).length > 0) {
      failure.refuse({ ...(parsed.success ? {} : zodFieldErrors(parsed.error)), ...links });
      return;
    }
    if (save.isPending) return;
    failure.setErrors({});
    save.mutate(
      { id: service?.id, version: service?.version, input: parsed.data },
      { onSuccess: onClose, onError: failure.fail },
    );
  }

  const number =
    (
      key: "price" | "setupFee" | "cost" | "floorPrice" | "minQuantity" | "maxQuantity",
      step: string,
    ) =>
    (control: object) => (
      <input
        {...control}
        inputMode="decimal"
        type="number"
        step={step}
        min={0}
        value={form[key]}
        onChange={(event) => set(key, event.target.value)}
        className={cn(inputClasses, "h-11 tabular-nums")}
      />
    );

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        size="lg"
        title={service ? `Edit ${service.name}` : "New service"}
        description="Prices are US dollars per unit and month (per year when billed annually)."
        footer={
          <DialogFormActions form="service-form" pending={save.isPending} pendingLabel="Saving">
            {service ? "Save changes" : "Create service"}
          </DialogFormActions>
        }
      >
        <form
          id="service-form"
          ref={failure.formRef}
          noValidate
          onSubmit={submit}
          className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]"
        >
          <div className="grid content-start gap-5">
            <SaveFailureAlert
              message={failure.alert}
              error={save.error}
              reloadLabel="Reload the catalogue"
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
                label="Category"
                error={errors.category}
                required
                hint="Pick one or type a new one."
              >
                {(control) => (
                  <>
                    <input
                      {...control}
                      list={listId}
                      value={form.category}
                      onChange={(event) => set("category", event.target.value)}
                      className={cn(inputClasses, "h-11")}
                    />
                    <datalist id={listId}>
                      {categories.map((category) => (
                        <option key={category} value={category} />
                      ))}
                    </datalist>
                  </>
                )}
              </Field>
            </div>
            <Field label="Description" error={errors.description} required>
              {(control) => (
                <textarea
                  {...control}
                  rows={3}
                  value={form.description}
                  onChange={(event) => set("description", event.target.value)}
                  className={cn(inputClasses, "py-2")}
                />
              )}
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Price (USD)" error={errors.price} required>
                {number("price", "0.01")}
              </Field>
              <Field label="Setup fee (USD)" error={errors.setupFee} hint="Once per location line.">
                {number("setupFee", "0.01")}
              </Field>
              <Field
                label="Your cost (USD)"
                error={errors.cost}
                hint="What a unit costs you, per period. Staff only; never shown to prospects."
              >
                {number("cost", "0.01")}
              </Field>
              <Field
                label="Discount floor (USD)"
                error={errors.floorPrice}
                hint="The floor price: a staff discount below this per unit needs an approver. Blank: none."
              >
                {number("floorPrice", "0.01")}
              </Field>
            </div>
            <fieldset className="grid gap-2">
              <legend className="text-sm font-medium">Price basis</legend>
              <div className="flex flex-wrap gap-x-5 gap-y-2">
                {priceBases.map((basis) => (
                  <label key={basis} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name="basis"
                      checked={form.basis === basis}
                      onChange={() => set("basis", basis)}
                      className="size-4 accent-[var(--primary)]"
                    />
                    {basisLabels[basis]}
                  </label>
                ))}
              </div>
              {errors.pricePerUser ? (
                <p className="text-sm font-medium text-danger">{errors.pricePerUser}</p>
              ) : null}
              <Check
                label="Billed per year instead of per month"
                checked={form.annual}
                onChange={(value) => set("annual", value)}
              />
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Minimum quantity"
                error={errors.minQuantity}
                hint="Per location; 0 allows none."
              >
                {number("minQuantity", "1")}
              </Field>
              <Field label="Maximum quantity" error={errors.maxQuantity}>
                {number("maxQuantity", "1")}
              </Field>
            </div>
            <fieldset className="grid gap-2">
              <legend className="text-sm font-medium">Risk multipliers</legend>
              <p className="text-xs text-muted">
                The price is multiplied by the prospect's risk level; 1 leaves it unchanged.
              </p>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {riskLevels.map((level: RiskLevel) => (
                  <Field
                    key={level}
                    label={level[0]?.toUpperCase() + level.slice(1)}
                    error={errors[`riskLevelMultiplier.${level}`]}
                  >
                    {(control) => (
                      <input
                        {...control}
                        type="number"
                        step="0.01"
                        min={0}
                        inputMode="decimal"
                        value={form.multipliers[level]}
                        onChange={(event) =>
                          set("multipliers", { ...form.multipliers, [level]: event.target.value })
                        }
                        className={cn(inputClasses, "h-10 tabular-nums")}
                      />
                    )}
                  </Field>
                ))}
              </div>
            </fieldset>
            <Field
              label="Features"
              error={errors.features}
              hint="One per line, as the prospect reads them."
            >
              {(control) => (
                <textarea
                  {...control}
                  rows={4}
                  value={form.features}
                  onChange={(event) => set("features", event.target.value)}
                  className={cn(inputClasses, "py-2")}
                />
              )}
            </Field>
            <div className="grid gap-4 md:grid-cols-2">
              <ServiceLinksPicker
                legend="Prerequisites"
                hint="Must be in place first; added to a quote automatically."
                value={form.prerequisites}
                onChange={(ids) => set("prerequisites", ids)}
                catalogue={others}
                error={errors.prerequisites}
              />
              <ServiceLinksPicker
                legend="Dependencies"
                hint="Services this one works through; also added automatically."
                value={form.dependencies}
                onChange={(ids) => set("dependencies", ids)}
                catalogue={others}
                error={errors.dependencies}
              />
            </div>
            <Field label="Icon" error={errors.icon}>
              {(control) => (
                <span className="flex items-center gap-3">
                  <ServiceIcon name={form.icon} />
                  <Select
                    {...control}
                    value={form.icon}
                    onValueChange={(value) => set("icon", value as IconName)}
                    options={serviceIcons.map((icon) => ({ value: icon, label: icon }))}
                  />
                </span>
              )}
            </Field>
            <fieldset className="grid gap-2">
              <legend className="text-sm font-medium">Flags</legend>
              <Check
                label="Recommended"
                checked={form.recommended}
                onChange={(value) => set("recommended", value)}
              />
              <Check
                label="Popular"
                checked={form.popular}
                onChange={(value) => set("popular", value)}
              />
              <Check
                label="Hidden from prospects (staff can still use it)"
                checked={form.hidden}
                onChange={(value) => set("hidden", value)}
              />
            </fieldset>
          </div>
          <div className="lg:sticky lg:top-0 lg:self-start">
            <PricePreview service={preview} catalogue={previewCatalogue} formulas={formulas} />
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
