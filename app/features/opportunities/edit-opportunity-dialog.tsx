import type { Opportunity } from "@shared/opportunities/opportunity";
import { Archive } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { SaveFailureAlert } from "~/components/admin/save-failure-alert";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogFormActions } from "~/components/ui/dialog-form-actions";
import { useFormFailure } from "~/lib/use-form-failure";
import { OpportunityFields, opportunityFieldsOf, UNASSIGNED } from "./opportunity-fields";
import type { OwnerChoice } from "./opportunity-filters";
import { useArchiveOpportunity, useUpdateOpportunity } from "./use-opportunity-mutations";

const amount = (dollars: number) => dollars.toFixed(2);

/**
 * A deal's name, owner, values and expected close (what the forecast reads), saved on the
 * version loaded; someone else's newer save answers 409 with a reload. Also archives it.
 */
export function EditOpportunityDialog({
  card,
  owners,
  onClose,
}: {
  card: Opportunity;
  owners: OwnerChoice[];
  onClose(): void;
}) {
  const formId = useId();
  const update = useUpdateOpportunity();
  const archive = useArchiveOpportunity();
  const [owner, setOwner] = useState(card.ownerUserId ?? UNASSIGNED);
  const failed = update.error ?? archive.error;
  const failure = useFormFailure("Could not save the opportunity.");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    archive.reset();
    failure.clearAlert();
    failure.setErrors({});
    update.mutate(
      {
        id: card.id,
        version: card.version,
        ...opportunityFieldsOf(new FormData(event.currentTarget), owner),
      },
      { onSuccess: onClose, onError: failure.fail },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        title={`Edit ${card.name}`}
        description={`${card.prospectCompany}. Values in US dollars; the forecast weighs them by stage.`}
        footer={
          <>
            <Button
              variant="outline"
              className="sm:mr-auto"
              disabled={archive.isPending}
              onClick={() => {
                update.reset();
                failure.clearAlert();
                archive.mutate(card.id, { onSuccess: onClose, onError: failure.fail });
              }}
            >
              <Archive aria-hidden className="size-4" />
              {archive.isPending ? "Archiving" : "Archive deal"}
            </Button>
            <DialogFormActions form={formId} pending={update.isPending} pendingLabel="Saving">
              Save changes
            </DialogFormActions>
          </>
        }
      >
        <form id={formId} ref={failure.formRef} onSubmit={submit} noValidate className="grid gap-4">
          <SaveFailureAlert
            message={failure.alert}
            error={failed}
            reloadLabel="Reload the board"
            onClose={onClose}
          />
          <OpportunityFields
            defaults={{
              name: card.name,
              owner: card.ownerUserId ?? UNASSIGNED,
              monthly: amount(card.monthly),
              setup: amount(card.setup),
              expectedCloseDate: card.expectedCloseDate ?? "",
            }}
            owner={owner}
            onOwnerChange={setOwner}
            owners={owners}
            errors={failure.errors}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
