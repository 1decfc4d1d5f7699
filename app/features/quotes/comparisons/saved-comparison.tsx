import type { ComparisonDetail } from "@shared/quotes/comparison";
import { AlertTriangle, Download, Pencil, Share2, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Button, buttonClasses } from "~/components/ui/button";
import { DateTime } from "~/components/ui/date-time";
import { apiMessage } from "~/lib/form-errors";
import { ShareDialog } from "./share-dialog";
import { SideBySide } from "./side-by-side";
import { COMPARISONS, useDeleteComparison } from "./use-comparisons";

export const LIST_PATH = "/admin/quote-comparisons";

/** A saved comparison: its options side by side, edit, share, CSV and delete. */
export function SavedComparison({ detail }: { detail: ComparisonDetail }) {
  const { comparison, view, missing } = detail;
  const [open, setOpen] = useState<"share" | "delete" | null>(null);
  const remove = useDeleteComparison();
  const navigate = useNavigate();
  const close = () => {
    setOpen(null);
    remove.reset();
  };
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">
          {comparison.prospect ? `For ${comparison.prospect.companyName} · ` : ""}
          {comparison.itemCount} options · saved <DateTime iso={comparison.updatedAt} />
        </p>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`?id=${comparison.id}&edit=1`}
            className={buttonClasses({ variant: "outline", size: "sm" })}
          >
            <Pencil aria-hidden className="size-3.5" />
            Edit
          </Link>
          <Button size="sm" onClick={() => setOpen("share")} disabled={!view}>
            <Share2 aria-hidden className="size-3.5" />
            Share with prospect
          </Button>
          {view ? (
            <a
              href={`${COMPARISONS}/${comparison.id}/csv`}
              download
              className={buttonClasses({ variant: "outline", size: "sm" })}
            >
              <Download aria-hidden className="size-3.5" />
              Download CSV
            </a>
          ) : null}
          <Button variant="ghost" size="sm" onClick={() => setOpen("delete")}>
            <Trash2 aria-hidden className="size-3.5" />
            Delete
          </Button>
        </div>
      </div>
      {missing.length > 0 ? (
        <p className="flex items-start gap-2 rounded-2xl border border-warning/50 bg-warning/10 p-4 text-sm">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          <span>
            {missing.map((item) => item.label).join(", ")} {missing.length === 1 ? "is" : "are"}{" "}
            left out: that configuration version no longer exists. Edit the comparison to choose
            another one.
          </span>
        </p>
      ) : null}
      {view ? (
        <SideBySide view={view} />
      ) : (
        <p className="rounded-2xl border border-dashed border-border bg-surface p-6 text-center text-sm text-muted">
          None of the configuration versions of this comparison exist any more. Edit it to choose
          others, or delete it.
        </p>
      )}
      {open === "share" ? (
        <ShareDialog id={comparison.id} name={comparison.name} onClose={close} />
      ) : null}
      <ConfirmDialog
        open={open === "delete"}
        onOpenChange={(next) => (next ? null : close())}
        title="Delete this comparison?"
        description={
          <>
            <strong className="text-fg">{comparison.name}</strong>: the configurations stay, and
            links already shared with the prospect keep working. This cannot be undone.
          </>
        }
        confirmLabel="Delete comparison"
        pending={remove.isPending}
        error={
          remove.error ? apiMessage(remove.error, "That did not work. Please try again.") : null
        }
        onConfirm={() =>
          remove.mutate(comparison.id, {
            onSuccess: () => navigate(LIST_PATH, { replace: true }),
          })
        }
      />
    </div>
  );
}
