import type { ProspectStatus } from "@shared/prospects/prospect";
import type { Owner, ProspectItem } from "@shared/prospects/prospect-item";
import { Archive, ArchiveRestore, GitMerge, Pencil } from "lucide-react";
import { useState } from "react";
import { ArchiveDialog } from "~/components/admin/archive-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { apiMessage } from "~/lib/form-errors";
import { EditDetailsDialog } from "./edit-details-dialog";
import { MergeDialog } from "./merge-dialog";
import { statusOptions } from "./prospect-status-badge";
import { TagsEditor } from "./tags-editor";
import { updateOf, useArchiveProspect, useUpdateProspect } from "./use-prospect-mutations";

const NOBODY = "none";
type Open = "edit" | "merge" | "archive" | null;

/** The company, its status, owner and tags (each saved on change), and the page's actions. */
export function ProspectHeader({ prospect, owners }: { prospect: ProspectItem; owners: Owner[] }) {
  const [open, setOpen] = useState<Open>(null);
  const update = useUpdateProspect();
  const archive = useArchiveProspect();
  const save = (changes: Parameters<typeof updateOf>[1]) =>
    update.mutate({ id: prospect.id, body: updateOf(prospect, changes) });
  const close = () => {
    setOpen(null);
    archive.reset();
  };
  const ownerOptions = [
    { value: NOBODY, label: "Nobody" },
    ...owners.map((owner) => ({ value: owner.id, label: owner.displayName })),
  ];
  if (prospect.owner && !owners.some((owner) => owner.id === prospect.owner?.id)) {
    ownerOptions.push({ value: prospect.owner.id, label: prospect.owner.displayName });
  }

  return (
    <header className="mb-6 grid gap-5 rounded-2xl border border-border bg-surface p-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-0 gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{prospect.companyName}</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <span>
              {prospect.contactName} · {prospect.email}
            </span>
            {prospect.archived ? <Badge tone="danger">Archived</Badge> : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setOpen("edit")}>
            <Pencil aria-hidden className="size-3.5" />
            Edit details
          </Button>
          <Button variant="outline" size="sm" onClick={() => setOpen("merge")}>
            <GitMerge aria-hidden className="size-3.5" />
            Merge
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setOpen("archive")}>
            {prospect.archived ? (
              <ArchiveRestore aria-hidden className="size-3.5" />
            ) : (
              <Archive aria-hidden className="size-3.5" />
            )}
            {prospect.archived ? "Restore" : "Archive"}
          </Button>
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-[12rem_14rem_minmax(0,1fr)]">
        <Field label="Status">
          {(control) => (
            <Select
              {...control}
              value={prospect.status}
              onValueChange={(value) => save({ status: value as ProspectStatus })}
              options={statusOptions}
            />
          )}
        </Field>
        <Field label="Owner">
          {(control) => (
            <Select
              {...control}
              value={prospect.owner?.id ?? NOBODY}
              onValueChange={(value) => save({ ownerUserId: value === NOBODY ? null : value })}
              options={ownerOptions}
            />
          )}
        </Field>
        <TagsEditor
          tags={prospect.tags}
          pending={update.isPending}
          onSave={(tags) => save({ tags })}
        />
      </div>
      {update.error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {apiMessage(update.error, "Could not save the change.")}
        </p>
      ) : null}
      {open === "edit" ? (
        <EditDetailsDialog key={prospect.version} prospect={prospect} onClose={close} />
      ) : null}
      {open === "merge" ? <MergeDialog prospect={prospect} onClose={close} /> : null}
      {open === "archive" ? (
        <ArchiveDialog
          action={prospect.archived ? "restore" : "archive"}
          noun="prospect"
          name={prospect.companyName}
          consequence={
            prospect.archived
              ? "it returns to the prospect list."
              : "it leaves the prospect list; its history stays and you can restore it later."
          }
          pending={archive.isPending}
          error={archive.error}
          onClose={close}
          onConfirm={() =>
            archive.mutate({ id: prospect.id, archived: !prospect.archived }, { onSuccess: close })
          }
        />
      ) : null}
    </header>
  );
}
