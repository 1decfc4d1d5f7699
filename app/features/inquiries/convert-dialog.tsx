import type { StaffInquiry } from "@shared/inquiries/staff-inquiry";
import { type FormEvent, useId } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { Field, inputClasses } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { useConvertInquiry } from "./use-inquiry-mutations";

/**
 * "Convert to prospect": lands the inquiry on the prospect of its address or company domain,
 * or on a new one named as typed (the domain stands in when the name is left empty).
 */
export function ConvertDialog({ inquiry, onClose }: { inquiry: StaffInquiry; onClose(): void }) {
  const formId = useId();
  const convert = useConvertInquiry();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const companyName = String(new FormData(event.currentTarget).get("companyName") ?? "");
    convert.mutate(
      { id: inquiry.id, companyName: companyName.trim() || undefined },
      { onSuccess: onClose },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        size="sm"
        title={`Convert the inquiry from ${inquiry.name}`}
        description="It joins the prospect that already has this address or company domain; otherwise a new prospect starts with this person as its contact."
        footer={
          <>
            <DialogClose asChild>
              <Button variant="ghost">Cancel</Button>
            </DialogClose>
            <SubmitButton form={formId} pending={convert.isPending} pendingLabel="Converting">
              Convert to prospect
            </SubmitButton>
          </>
        }
      >
        <form id={formId} onSubmit={submit}>
          <Field
            label="Company name for a new prospect"
            hint="Optional. Left empty, the e-mail's company domain names it."
          >
            {(control) => (
              <input
                {...control}
                name="companyName"
                maxLength={200}
                autoComplete="organization"
                className={`${inputClasses} h-11`}
              />
            )}
          </Field>
        </form>
      </DialogContent>
    </Dialog>
  );
}
