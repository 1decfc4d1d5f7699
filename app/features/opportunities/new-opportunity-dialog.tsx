import type { FieldErrors } from "@shared/api/envelope";
import type { ProspectChoice } from "@shared/opportunities/opportunity";
import { opportunityStageLabels } from "@shared/opportunities/stages";
import { type FormEvent, useId, useState } from "react";
import { FormAlert } from "~/components/form-alert";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogFormActions } from "~/components/ui/dialog-form-actions";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { useFormFailure } from "~/lib/use-form-failure";
import { OpportunityFields, opportunityFieldsOf, UNASSIGNED } from "./opportunity-fields";
import type { OwnerChoice } from "./opportunity-filters";
import { ProspectPicker } from "./prospect-picker";
import { useCreateOpportunity } from "./use-opportunity-mutations";

const openStages = ["qualification", "proposal", "negotiation"] as const;

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
  const failure = useFormFailure("Could not create the opportunity.", "create");
  const errors = { ...failure.errors, ...local };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    failure.clearAlert();
    if (!prospect) {
      const fields = { prospectId: "Choose a prospect" };
      setLocal(fields);
      failure.refuse(fields);
      return;
    }
    setLocal({});
    failure.setErrors({});
    create.mutate(
      {
        prospectId: prospect.id,
        stage: stage as (typeof openStages)[number],
        ...opportunityFieldsOf(new FormData(event.currentTarget), owner),
      },
      { onSuccess: onClose, onError: failure.fail },
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
        <form id={formId} ref={failure.formRef} onSubmit={submit} noValidate className="grid gap-4">
          <FormAlert message={failure.alert} />
          <ProspectPicker value={prospect} onChange={setProspect} error={errors.prospectId} />
          <OpportunityFields
            defaults={{
              name: "",
              owner: UNASSIGNED,
              monthly: "0",
              setup: "0",
              expectedCloseDate: "",
            }}
            owner={owner}
            onOwnerChange={setOwner}
            owners={owners}
            errors={errors}
          >
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
          </OpportunityFields>
        </form>
      </DialogContent>
    </Dialog>
  );
}
