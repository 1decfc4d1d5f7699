import type { ShareSummary } from "@shared/quotes/configuration-admin";
import { FormAlert } from "~/components/form-alert";
import { ShareDaysField, useShareDaysForm } from "~/components/quotes/share-days-field";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogFormActions } from "~/components/ui/dialog-form-actions";
import { useExtendShare } from "./use-configuration-mutations";

const FORM_ID = "extend-share";

/** A new expiry for a link, counted in days from today. */
export function ExtendDialog({ share, onClose }: { share: ShareSummary; onClose(): void }) {
  const extend = useExtendShare();
  const { failure, form, field } = useShareDaysForm(
    "The link could not be extended. Please try again.",
    "extend the link",
  );
  const send = (expiresInDays: number) =>
    extend.mutate(
      { shareId: share.id, expiresInDays },
      { onSuccess: onClose, onError: failure.fail },
    );

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        size="sm"
        title={`Extend link ${share.reference}`}
        description="The link stays open for this many days from today."
        footer={
          <DialogFormActions form={FORM_ID} pending={extend.isPending} pendingLabel="Extending">
            Extend
          </DialogFormActions>
        }
      >
        <form id={FORM_ID} {...form(extend.isPending, send)} className="grid gap-4">
          <FormAlert message={failure.alert} />
          <ShareDaysField label="Open for (days)" hint=", counted from today." {...field} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
