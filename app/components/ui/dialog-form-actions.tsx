import type { ReactNode } from "react";
import { Button, type ButtonProps } from "./button";
import { DialogClose } from "./dialog";
import { SubmitButton } from "./submit-button";

/** 'Cancel' and the submit button of the form (by id) that a dialog holds. */
export function DialogFormActions({
  form,
  pending,
  pendingLabel,
  variant,
  children,
}: {
  form: string;
  pending: boolean;
  pendingLabel: string;
  variant?: ButtonProps["variant"];
  children: ReactNode;
}) {
  return (
    <>
      <DialogClose asChild>
        <Button variant="ghost">Cancel</Button>
      </DialogClose>
      <SubmitButton variant={variant} form={form} pending={pending} pendingLabel={pendingLabel}>
        {children}
      </SubmitButton>
    </>
  );
}
