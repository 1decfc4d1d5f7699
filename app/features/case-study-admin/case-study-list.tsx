import type { CaseStudyAdminItem } from "@shared/case-studies/case-study-admin";
import { imageSources } from "@shared/media/media-url";
import { ArrowDown, ArrowUp, Eye, EyeOff, Pencil, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { FormAlert } from "~/components/form-alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { apiMessage } from "~/lib/form-errors";
import {
  useDeleteCaseStudy,
  usePublishCaseStudy,
  useReorderCaseStudies,
} from "./use-case-study-mutations";

type Direction = "up" | "down";

const moveButtonId = (id: number, direction: Direction) => `case-study-${id}-move-${direction}`;

/** The ids with one moved a place up or down. */
function movedOrder(ids: number[], index: number, direction: Direction): number[] {
  const target = direction === "up" ? index - 1 : index + 1;
  const next = [...ids];
  const [moved] = next.splice(index, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}

/**
 * The case studies in the landing's tab order, each moved by keyboard-operable buttons (the
 * move is announced, and focus stays on the moved row), published or hidden, opened or
 * deleted after a confirmation.
 */
export function CaseStudyList({
  studies,
  onEdit,
}: {
  studies: CaseStudyAdminItem[];
  onEdit(study: CaseStudyAdminItem): void;
}) {
  const reorder = useReorderCaseStudies();
  const publish = usePublishCaseStudy();
  const remove = useDeleteCaseStudy();
  const [deleting, setDeleting] = useState<CaseStudyAdminItem | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: number; direction: Direction } | null>(
    null,
  );
  const busy = reorder.isPending || publish.isPending;
  const failed = reorder.error ?? publish.error;

  // After the list comes back in its new order: the moved row's button again, or its other
  // move button when it reached an end.
  useEffect(() => {
    if (!focusAfterMove || busy) return;
    const { id, direction } = focusAfterMove;
    const button = document.getElementById(moveButtonId(id, direction)) as HTMLButtonElement | null;
    const other = document.getElementById(moveButtonId(id, direction === "up" ? "down" : "up"));
    (button && !button.disabled ? button : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, busy]);

  function move(study: CaseStudyAdminItem, index: number, direction: Direction) {
    publish.reset();
    const ids = movedOrder(
      studies.map((s) => s.id),
      index,
      direction,
    );
    reorder.mutate(ids, {
      onSuccess: () => {
        const position = ids.indexOf(study.id) + 1;
        setAnnouncement(`${study.company} moved to position ${position} of ${ids.length}.`);
        setFocusAfterMove({ id: study.id, direction });
      },
    });
  }

  function togglePublished(study: CaseStudyAdminItem) {
    reorder.reset();
    publish.mutate(
      { id: study.id, published: !study.published },
      {
        onSuccess: () =>
          setAnnouncement(
            `${study.company} ${study.published ? "hidden from" : "published on"} the landing page.`,
          ),
      },
    );
  }

  function closeDelete() {
    setDeleting(null);
    remove.reset();
  }

  return (
    <>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : closeDelete())}
        title="Delete this case study?"
        description={
          <>
            <strong className="text-fg">{deleting?.company}</strong> leaves the landing page at
            once. This cannot be undone.
          </>
        }
        confirmLabel="Delete case study"
        pending={remove.isPending}
        error={
          remove.error ? apiMessage(remove.error, "The case study could not be deleted.") : null
        }
        onConfirm={() => {
          if (!deleting) return;
          const { company } = deleting;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              closeDelete();
              setAnnouncement(`${company} deleted.`);
            },
          });
        }}
      />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <FormAlert message={failed ? apiMessage(failed, "The change could not be saved.") : null} />
      <ol aria-label="Case studies in display order" className="mt-4 grid gap-3">
        {studies.map((study, index) => (
          <li
            key={study.id}
            data-testid="case-study-row"
            className="flex flex-wrap items-center gap-4 rounded-2xl border border-border bg-surface p-4"
          >
            <span className="w-6 text-center text-sm font-semibold text-muted" aria-hidden>
              {index + 1}
            </span>
            <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-border bg-surface-2">
              {study.logoUrl ? (
                <img
                  {...imageSources(study.logoUrl, "48px")}
                  alt=""
                  width={48}
                  height={48}
                  className="size-full object-contain"
                />
              ) : null}
            </div>
            <div className="min-w-0 flex-1 basis-40">
              <h2 className="truncate font-semibold">{study.company}</h2>
              <p className="truncate text-sm text-muted">{study.industry}</p>
            </div>
            <Badge tone={study.published ? "success" : "neutral"}>
              {study.published ? "Published" : "Hidden"}
            </Badge>
            <div className="flex flex-wrap gap-1.5">
              <Button
                id={moveButtonId(study.id, "up")}
                variant="outline"
                size="sm"
                disabled={busy || index === 0}
                onClick={() => move(study, index, "up")}
              >
                <ArrowUp aria-hidden className="size-4" />
                Move up<span className="sr-only"> {study.company}</span>
              </Button>
              <Button
                id={moveButtonId(study.id, "down")}
                variant="outline"
                size="sm"
                disabled={busy || index === studies.length - 1}
                onClick={() => move(study, index, "down")}
              >
                <ArrowDown aria-hidden className="size-4" />
                Move down<span className="sr-only"> {study.company}</span>
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                onClick={() => togglePublished(study)}
              >
                {study.published ? (
                  <EyeOff aria-hidden className="size-4" />
                ) : (
                  <Eye aria-hidden className="size-4" />
                )}
                {study.published ? "Hide" : "Publish"}
                <span className="sr-only"> {study.company}</span>
              </Button>
              <Button variant="secondary" size="sm" onClick={() => onEdit(study)}>
                <Pencil aria-hidden className="size-4" />
                Edit<span className="sr-only"> {study.company}</span>
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setDeleting(study)}>
                <Trash2 aria-hidden className="size-4" />
                Delete<span className="sr-only"> {study.company}</span>
              </Button>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
