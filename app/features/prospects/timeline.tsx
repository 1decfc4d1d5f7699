import type { ProspectSource } from "@shared/prospects/prospect";
import type { ProspectActivity } from "@shared/prospects/prospect-item";
import { useState } from "react";
import { RelativeTime } from "~/components/relative-time";
import { Button } from "~/components/ui/button";
import { ButtonSpinner } from "~/components/ui/spinner";
import { apiData } from "~/lib/api-client";
import { activitySentence } from "./activity-sentence";
import { EmptyNote, Panel } from "./panel";
import { PROSPECTS, useApplyArrival } from "./use-prospect-mutations";

export const TIMELINE_PAGE = 50;

const submittedThrough: Partial<Record<ProspectSource, string>> = {
  builder: "Sent through the Service Builder.",
  inquiry: "Sent through the contact form.",
};

/** What a visitor submitted for a known prospect: nothing changes until staff apply it. */
function SubmittedDetails({
  prospectId,
  activity,
  pending,
}: {
  prospectId: number;
  activity: Extract<ProspectActivity, { type: "details_submitted" }>;
  pending: boolean;
}) {
  const apply = useApplyArrival();
  const { arrivalId } = activity.data;
  const through = submittedThrough[activity.data.source] ?? "";
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-xs text-muted">
      <span>
        {through} {pending ? "Nothing on this prospect changed; apply it if it is right." : null}
      </span>
      {pending ? (
        <Button
          variant="outline"
          size="sm"
          disabled={apply.isPending}
          aria-label={`Apply: ${activitySentence(activity)}`}
          onClick={() => apply.mutate({ prospectId, arrivalId })}
        >
          {apply.isPending ? <ButtonSpinner label="Applying" /> : null}
          Apply
        </Button>
      ) : null}
      {apply.error ? (
        <span role="alert" className="text-danger">
          {apply.error.message}
        </span>
      ) : null}
    </div>
  );
}

function Entry({
  prospectId,
  activity,
  pendingArrivals,
}: {
  prospectId: number;
  activity: ProspectActivity;
  pendingArrivals: ReadonlySet<number>;
}) {
  // Notes and inquiries carry the words staff or the visitor wrote; they show under the line.
  const quoted =
    activity.type === "note_added"
      ? activity.data.body
      : activity.type === "inquiry_received"
        ? activity.data.message
        : null;
  return (
    <li className="relative grid gap-1 border-l border-border pb-5 pl-5 last:pb-0">
      <span aria-hidden className="absolute top-1.5 -left-[5px] size-2.5 rounded-full bg-primary" />
      <span className="min-w-0 text-sm font-medium wrap-anywhere">
        {activitySentence(activity)}
      </span>
      {quoted ? (
        <p className="rounded-lg bg-surface-2 px-3 py-2 text-sm wrap-anywhere whitespace-pre-wrap">
          {quoted}
        </p>
      ) : null}
      {activity.type === "details_submitted" ? (
        <SubmittedDetails
          prospectId={prospectId}
          activity={activity}
          pending={pendingArrivals.has(activity.data.arrivalId)}
        />
      ) : null}
      <span className="text-xs text-muted">
        <RelativeTime iso={activity.occurredAt} />
      </span>
    </li>
  );
}

/** Everything that happened to the prospect, newest first; older entries load on request. */
export function Timeline({
  prospectId,
  first,
  pendingArrivals,
}: {
  prospectId: number;
  first: ProspectActivity[];
  /** Ids of submitted details not applied yet: their entries offer 'Apply'. */
  pendingArrivals: ReadonlySet<number>;
}) {
  const [older, setOlder] = useState<ProspectActivity[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [exhausted, setExhausted] = useState(first.length < TIMELINE_PAGE);
  const seen = new Set(first.map((entry) => entry.id));
  const entries = [...first, ...older.filter((entry) => !seen.has(entry.id))];
  const last = entries.at(-1);

  async function loadOlder() {
    if (!last) return;
    setLoading(true);
    setFailed(false);
    try {
      const page = await apiData<ProspectActivity[]>(
        `${PROSPECTS}/${prospectId}/timeline?limit=${TIMELINE_PAGE}&before=${last.id}`,
      );
      setOlder((current) => [...current, ...page]);
      setExhausted(page.length < TIMELINE_PAGE);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  return (
    <Panel title="Timeline">
      {entries.length === 0 ? (
        <EmptyNote>
          Nothing has happened yet. Notes, status changes and quotes appear here.
        </EmptyNote>
      ) : (
        <ol className="ml-1" aria-label="Timeline entries, newest first">
          {entries.map((activity) => (
            <Entry
              key={activity.id}
              prospectId={prospectId}
              activity={activity}
              pendingArrivals={pendingArrivals}
            />
          ))}
        </ol>
      )}
      {failed ? (
        <p role="alert" className="text-sm text-danger">
          Could not load older entries. Try again.
        </p>
      ) : null}
      {exhausted ? null : (
        <Button
          variant="outline"
          size="sm"
          disabled={loading}
          onClick={loadOlder}
          className="justify-self-start"
        >
          {loading ? <ButtonSpinner label="Loading" /> : null}
          Show older entries
        </Button>
      )}
    </Panel>
  );
}
