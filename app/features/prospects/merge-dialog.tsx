import type { ProspectItem } from "@shared/prospects/prospect-item";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { FormAlert } from "~/components/form-alert";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogFormActions } from "~/components/ui/dialog-form-actions";
import { Field, inputClasses } from "~/components/ui/field";
import { apiData } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { apiMessage } from "~/lib/form-errors";
import { PROSPECTS, useMergeProspect } from "./use-prospect-mutations";

function Candidates({
  search,
  exclude,
  chosen,
  onChoose,
}: {
  search: string;
  exclude: number;
  chosen: number | null;
  onChoose(prospect: ProspectItem): void;
}) {
  const found = useQuery({
    queryKey: ["prospects", "merge-search", search],
    queryFn: () => apiData<ProspectItem[]>(`${PROSPECTS}?limit=8&q=${encodeURIComponent(search)}`),
    enabled: search.length >= 2,
  });
  if (search.length < 2) return <p className="text-sm text-muted">Type at least two characters.</p>;
  if (found.isPending) {
    return (
      <div aria-hidden className="grid gap-2">
        {[0, 1, 2].map((row) => (
          <div key={row} className="h-12 animate-pulse rounded-lg bg-surface-2" />
        ))}
      </div>
    );
  }
  const others = (found.data ?? []).filter((prospect) => prospect.id !== exclude);
  if (others.length === 0) return <p className="text-sm text-muted">No other prospect matches.</p>;
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">Prospect to merge</legend>
      {others.map((prospect) => (
        <label
          key={prospect.id}
          className="flex cursor-pointer items-center gap-3 rounded-lg border border-border px-3 py-2 text-sm has-[:checked]:border-primary"
        >
          <input
            type="radio"
            name="merge-other"
            className="size-4 accent-[var(--primary)]"
            checked={chosen === prospect.id}
            onChange={() => onChoose(prospect)}
          />
          <span className="grid min-w-0">
            <span className="font-semibold">{prospect.companyName}</span>
            <span className="truncate text-xs text-muted">
              {prospect.contactName} · {prospect.email}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** Finds another prospect and merges it into this one, saying first what moves. */
export function MergeDialog({ prospect, onClose }: { prospect: ProspectItem; onClose(): void }) {
  const [search, setSearch] = useState("");
  const [other, setOther] = useState<ProspectItem | null>(null);
  const merge = useMergeProspect();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!other || merge.isPending) return;
    merge.mutate(
      { id: prospect.id, otherId: other.id, version: prospect.version },
      { onSuccess: onClose },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        title={`Merge into ${prospect.companyName}`}
        description="The prospect you choose is deleted after its contacts (as secondary contacts), quotes, share links, inquiries, opportunities, tags and timeline move here."
        footer={
          <DialogFormActions
            form="merge-form"
            pending={merge.isPending}
            pendingLabel="Merging"
            variant="danger"
          >
            {other ? `Merge ${other.companyName}` : "Merge"}
          </DialogFormActions>
        }
      >
        <form id="merge-form" onSubmit={submit} className="grid gap-4">
          <FormAlert message={merge.error ? apiMessage(merge.error, "Could not merge.") : null} />
          <Field label="Find the prospect to merge">
            {(control) => (
              <input
                {...control}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder="Company, contact or e-mail"
                className={cn(inputClasses, "h-11")}
              />
            )}
          </Field>
          <Candidates
            search={search.trim()}
            exclude={prospect.id}
            chosen={other?.id ?? null}
            onChoose={setOther}
          />
          {other ? (
            <p className="rounded-lg border border-warning/50 px-3 py-2 text-sm">
              <strong>{other.companyName}</strong> will be merged into{" "}
              <strong>{prospect.companyName}</strong> and then deleted. This cannot be undone.
            </p>
          ) : null}
        </form>
      </DialogContent>
    </Dialog>
  );
}
