import type { ProspectStatus } from "@shared/prospects/prospect";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { ButtonSpinner } from "~/components/ui/spinner";
import { apiMessage } from "~/lib/form-errors";
import { statusOptions } from "./prospect-status-badge";
import { useBulkStatus } from "./use-prospect-mutations";

/**
 * "3 selected · Change status to [..] · Apply": shown while rows are ticked. The outcome is
 * announced in a polite live region as well as the toast.
 */
export function BulkStatusBar({ ids, onDone }: { ids: number[]; onDone(): void }) {
  const [status, setStatus] = useState<ProspectStatus>("contacted");
  const [announcement, setAnnouncement] = useState("");
  const bulk = useBulkStatus();
  const apply = () =>
    bulk.mutate(
      { ids, status },
      {
        onSuccess: ({ changed }) => {
          setAnnouncement(
            `Status changed on ${changed} ${changed === 1 ? "prospect" : "prospects"}`,
          );
          onDone();
        },
      },
    );
  return (
    <>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {ids.length > 0 ? (
        <section
          aria-label="Bulk actions"
          className="mb-4 flex flex-wrap items-center gap-3 rounded-2xl border border-primary/40 bg-primary-soft px-4 py-3 text-sm"
        >
          <span className="font-semibold">{ids.length} selected</span>
          <span className="flex items-center gap-2">
            <span aria-hidden>Change status to</span>
            <Select
              aria-label="New status for the selected prospects"
              className="h-9 w-40"
              value={status}
              onValueChange={(value) => setStatus(value as ProspectStatus)}
              options={statusOptions}
            />
          </span>
          <Button size="sm" disabled={bulk.isPending} onClick={apply}>
            {bulk.isPending ? <ButtonSpinner label="Changing" /> : null}
            Change status
          </Button>
          <Button size="sm" variant="ghost" onClick={onDone}>
            Clear selection
          </Button>
          {bulk.error ? (
            <p role="alert" className="w-full font-medium text-danger">
              {apiMessage(bulk.error, "Could not change the status.")}
            </p>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
