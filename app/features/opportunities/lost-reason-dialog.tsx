import type { Opportunity } from "@shared/opportunities/opportunity";
import { LOST_REASON_MAX, LOST_REASON_REQUIRED } from "@shared/opportunities/stage-rules";
import { type FormEvent, useId } from "react";
import { FormAlert } from "~/components/form-alert";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogFormActions } from "~/components/ui/dialog-form-actions";
import { Field, inputClasses } from "~/components/ui/field";
import { useFormFailure } from "~/lib/use-form-failure";

/** Moving a deal to Lost asks why; cancelling leaves the card where it was. */
export function LostReasonDialog({
  card,
  onCancel,
  onConfirm,
}: {
  card: Opportunity;
  onCancel(): void;
  onConfirm(reason: string): void;
}) {
  const formId = useId();
  const failure = useFormFailure("", "move the deal");
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get("reason") ?? "").trim();
    failure.clearAlert();
    if (!reason) {
      const fields = { reason: LOST_REASON_REQUIRED };
      failure.setErrors(fields);
      failure.refuse(fields);
      return;
    }
    onConfirm(reason);
  }
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onCancel())}>
      <DialogContent
        size="sm"
        title={`Mark ${card.name} as lost`}
        description={`${card.prospectCompany} · the reason is kept on the deal and the prospect's timeline.`}
        footer={
          <DialogFormActions form={formId} pending={false} pendingLabel="Moving" variant="danger">
            Move to Lost
          </DialogFormActions>
        }
      >
        <form id={formId} ref={failure.formRef} onSubmit={submit} noValidate className="grid gap-4">
          <FormAlert message={failure.alert} />
          <Field label="Why was it lost?" required error={failure.errors.reason}>
            {(control) => (
              <textarea
                {...control}
                name="reason"
                rows={3}
                maxLength={LOST_REASON_MAX}
                autoFocus
                className={`${inputClasses} py-2`}
              />
            )}
          </Field>
        </form>
      </DialogContent>
    </Dialog>
  );
}
