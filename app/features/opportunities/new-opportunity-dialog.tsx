import type { FieldErrors } from "@shared/api/envelope";
import type { ProspectChoice } from "@shared/opportunities/opportunity";
import { opportunityStageLabels } from "@shared/opportunities/stages";
import { type FormEvent, useId, useState } from "react";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogFormActions } from "~/components/ui/dialog-form-actions";
import { Field } from "~/components/ui/field";
import { FormNotice } from "~/components/ui/form-notice";
import { Select } from "~/components/ui/select";
import { ApiError } from "~/lib/api-client";
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
  const failure = create.error instanceof ApiError ? create.error : null;
  const errors = { ...(failure?.validationErrors ?? {}), ...local };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!prospect) {
      setLocal({ prospectId: "Choose a prospect" });
      return;
    }
    setLocal({});
    create.mutate(
      {
        prospectId: prospect.id,
        stage: stage as (typeof openStages)[number],
        ...opportunityFieldsOf(new FormData(event.currentTarget), owner),
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
