import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";
import { FormAlert } from "~/features/auth/form-alert";

/** "Are you sure?" for actions that lock someone out or remove a safeguard. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending,
  error,
  onConfirm,
  tone = "danger",
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pending: boolean;
  error?: string | null;
  onConfirm(): void;
  tone?: "danger" | "primary";
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        title={title}
        description={description}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="ghost">Cancel</Button>
            </DialogClose>
            <Button variant={tone} disabled={pending} onClick={onConfirm}>
              {pending ? <Spinner label="Working" className="text-current" /> : null}
              {confirmLabel}
            </Button>
          </>
        }
      >
        <FormAlert message={error ?? null} />
      </DialogContent>
    </Dialog>
  );
}
