import type { FieldErrors } from "@shared/api/envelope";
import type { ProspectChoice } from "@shared/opportunities/opportunity";
import { opportunityStageLabels } from "@shared/opportunities/stages";
import { type FormEvent, useId, useState } from "react";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogFormActions } from "~/components/ui/dialog-form-actions";
import { Field, inputClasses } from "~/components/ui/field";
import { FormNotice } from "~/components/ui/form-notice";
import { Select } from "~/components/ui/select";
import { ApiError } from "~/lib/api-client";
import type { OwnerChoice } from "./opportunity-filters";
import { ProspectPicker } from "./prospect-picker";
import { useCreateOpportunity } from "./use-opportunity-mutations";

const openStages = ["qualification", "proposal", "negotiation"] as const;
const UNASSIGNED = "none";

/** A deal staff add by hand (a quote shared later links to its own card). */
export function NewOpportunityDialog({
  owners,
  onClose,
}: {
  owners: OwnerChoice[];
  onClose(): void;
}) {
  const formId = useId();
  const create = useCreateOpportunity();
  const [prospect, setProspect] = useState<ProspectChoice | null>(null);
  const [stage, setStage] = useState<string>("qualification");
  const [owner, setOwner] = useState(UNASSIGNED);
  const [local, setLocal] = useState<FieldErrors>({});
  const failure = create.error instanceof ApiError ? create.error : null;
  const errors = { ...(failure?.validationErrors ?? {}), ...local };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!prospect) {
      setLocal({ prospectId: "Choose a prospect" });
      return;
    }
    setLocal({});
    const form = new FormData(event.currentTarget);
    const amount = (key: string) => Number(String(form.get(key) || "0").replace(/[$,]/g, ""));
    create.mutate(
      {
        prospectId: prospect.id,
        name: String(form.get("name") ?? ""),
        stage: stage as (typeof openStages)[number],
        ownerUserId: owner === UNASSIGNED ? null : owner,
        monthly: amount("monthly"),
        setup: amount("setup"),
        expectedCloseDate: String(form.get("expectedCloseDate") || "") || null,
      },
      { onSuccess: onClose },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        title="New opportunity"
        description="Values in US dollars. Sharing a quote also opens a deal on its own."
        footer={
          <DialogFormActions form={formId} pending={create.isPending} pendingLabel="Creating">
            Create opportunity
          </DialogFormActions>
        }
      >
        <form id={formId} onSubmit={submit} noValidate className="grid gap-4">
          {failure && Object.keys(failure.validationErrors).length === 0 ? (
            <FormNotice tone="danger" role="alert">
              {failure.message}
            </FormNotice>
          ) : null}
          <ProspectPicker value={prospect} onChange={setProspect} error={errors.prospectId} />
          <Field label="Deal name" required error={errors.name}>
            {(control) => <input {...control} name="name" className={`${inputClasses} h-11`} />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Stage" error={errors.stage}>
              {(control) => (
                <Select
                  {...control}
                  value={stage}
                  onValueChange={setStage}
                  options={openStages.map((value) => ({
                    value,
                    label: opportunityStageLabels[value],
                  }))}
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
                    { value: UNASSIGNED, label: "Unassigned" },
                    ...owners.map((choice) => ({ value: choice.id, label: choice.name })),
                  ]}
                />
              )}
            </Field>
            <Field label="Monthly value (USD)" error={errors.monthly}>
              {(control) => (
                <input
                  {...control}
                  name="monthly"
                  inputMode="decimal"
                  defaultValue="0"
                  className={`${inputClasses} h-11`}
                />
              )}
            </Field>
            <Field label="Set-up value (USD)" error={errors.setup}>
              {(control) => (
                <input
                  {...control}
                  name="setup"
                  inputMode="decimal"
                  defaultValue="0"
                  className={`${inputClasses} h-11`}
                />
              )}
            </Field>
            <Field label="Expected close" error={errors.expectedCloseDate}>
              {(control) => (
                <input
                  {...control}
                  name="expectedCloseDate"
                  type="date"
                  className={`${inputClasses} h-11`}
                />
              )}
            </Field>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
