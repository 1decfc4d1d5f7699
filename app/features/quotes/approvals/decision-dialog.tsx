import type { FieldErrors } from "@shared/api/envelope";
import {
  APPROVAL_REASON_MAX,
  type ApprovalListItem,
  approvalDecisionSchema,
} from "@shared/quotes/discount-approval";
import { type FormEvent, useState } from "react";
import { FormAlert } from "~/components/form-alert";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogFormActions } from "~/components/ui/dialog-form-actions";
import { Field, inputClasses } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { zodFieldErrors } from "~/lib/form-errors";
import { useFormFailure } from "~/lib/use-form-failure";
import { useDecideApproval } from "./use-approvals";

/** Approve or reject one discount; the reason is kept in the audit log and on the version. */
export function DecisionDialog({
  approval,
  decision,
  onClose,
}: {
  approval: ApprovalListItem;
  decision: "approved" | "rejected";
  onClose(): void;
}) {
  const [reason, setReason] = useState("");
  const [attempted, setAttempted] = useState(false);
  const decide = useDecideApproval();
  const failure = useFormFailure("The decision was not saved.");
  const parsed = approvalDecisionSchema.safeParse({ decision, reason });
  const errors: FieldErrors = {
    ...failure.errors,
    ...(attempted && !parsed.success ? zodFieldErrors(parsed.error) : {}),
  };
  const verb = decision === "approved" ? "Approve" : "Reject";

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    failure.clearAlert();
    if (!parsed.success) return failure.refuse(zodFieldErrors(parsed.error));
    if (decide.isPending) return;
    decide.mutate(
      { id: approval.id, ...parsed.data },
      { onSuccess: onClose, onError: failure.fail },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        size="sm"
        title={`${verb} the discount of ${approval.name}`}
        description={`Version ${approval.version}. Your reason is kept with the version and in the audit log.`}
        footer={
          <DialogFormActions
            form="approval-decision"
            pending={decide.isPending}
            pendingLabel="Saving"
            variant={decision === "rejected" ? "danger" : undefined}
          >
            {verb}
          </DialogFormActions>
        }
      >
        <form
          id="approval-decision"
          ref={failure.formRef}
          noValidate
          onSubmit={submit}
          className="grid gap-4"
        >
          <FormAlert message={failure.alert} />
          <Field label="Reason" required error={errors.reason}>
            {(control) => (
              <textarea
                {...control}
                value={reason}
                maxLength={APPROVAL_REASON_MAX}
                rows={3}
                onChange={(event) => setReason(event.target.value)}
                className={cn(inputClasses, "py-2")}
              />
            )}
          </Field>
        </form>
      </DialogContent>
    </Dialog>
  );
}
