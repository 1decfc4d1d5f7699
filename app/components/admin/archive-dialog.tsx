import type { ReactNode } from "react";
import { apiMessage } from "~/lib/form-errors";
import { ConfirmDialog } from "./confirm-dialog";

/** Asks before archiving or restoring a record, saying what either means for it. */
export function ArchiveDialog({
  action,
  noun,
  name,
  consequence,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  action: "archive" | "restore";
  /** "service", "formula". */
  noun: string;
  name: string;
  consequence: ReactNode;
  pending: boolean;
  error: unknown;
  onConfirm(): void;
  onClose(): void;
}) {
  const archive = action === "archive";
  return (
    <ConfirmDialog
      open
      onOpenChange={onClose}
      title={`${archive ? "Archive" : "Restore"} this ${noun}?`}
      description={
        <>
          <strong className="text-fg">{name}</strong>: {consequence}
        </>
      }
      confirmLabel={archive ? "Archive" : "Restore"}
      tone={archive ? "danger" : "primary"}
      pending={pending}
      error={error ? apiMessage(error, "That did not work. Please try again.") : null}
      onConfirm={onConfirm}
    />
  );
}
