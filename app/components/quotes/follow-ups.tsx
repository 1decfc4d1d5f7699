import type { Envelope } from "@shared/api/envelope";
import { type FollowUp, followUpReasonLabels } from "@shared/quotes/reminders";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, ListChecks } from "lucide-react";
import { Link } from "react-router";
import { DateTime } from "~/components/ui/date-time";
import { PendingButton } from "~/components/ui/pending-button";
import { toast } from "~/components/ui/toast-store";
import { apiData, apiRequest } from "~/lib/api-client";
import { apiMessage } from "~/lib/form-errors";
import { retryUnlessRefused } from "~/lib/retry-policy";

const FOLLOW_UPS = "/api/admin/follow-ups";
const followUpKeys = {
  all: ["admin-follow-ups"] as const,
  list: (query: FollowUpFilter) => ["admin-follow-ups", query] as const,
};

export type FollowUpFilter = { who: "mine" | "all"; prospectId?: number };
type FollowUpList = { tasks: FollowUp[]; dueToday: number };

/** GET /api/admin/follow-ups (issue 35 §2): open follow-ups of sent quotes. */
export function useFollowUps(filter: FollowUpFilter) {
  return useQuery({
    queryKey: followUpKeys.list(filter),
    queryFn: () => {
      const params = new URLSearchParams({ who: filter.who });
      if (filter.prospectId) params.set("prospectId", String(filter.prospectId));
      return apiData<FollowUpList>(`${FOLLOW_UPS}?${params}`);
    },
    staleTime: 0,
  });
}

function useMarkDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<Envelope<null>>(`${FOLLOW_UPS}/${id}/done`, { method: "POST" }),
    retry: retryUnlessRefused,
    onSuccess: async (answer) => {
      toast({ title: answer.message ?? "Follow-up done", variant: "success" });
      await queryClient.invalidateQueries({ queryKey: followUpKeys.all });
    },
    onError: (error) =>
      toast({
        title: "The follow-up could not be marked done",
        description: apiMessage(error, "That did not work. Please try again."),
        variant: "error",
      }),
  });
}

/** "Follow up today: 4", or a calm line when nothing is due. */
export const followUpTitle = (dueToday: number | undefined) =>
  dueToday === undefined ? "Follow-ups" : `Follow up today: ${dueToday}`;

/** Open follow-ups, each with its quote, prospect, reason and a Done button. */
export function FollowUpList({
  filter,
  empty,
  showProspect = true,
}: {
  filter: FollowUpFilter;
  empty: string;
  showProspect?: boolean;
}) {
  const query = useFollowUps(filter);
  const done = useMarkDone();
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading follow-ups" className="grid gap-2">
        {[0, 1].map((row) => (
          <div key={row} className="h-12 animate-pulse rounded-xl bg-surface-2" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return <p className="text-sm text-danger">The follow-ups could not be loaded.</p>;
  }
  const { tasks } = query.data;
  if (tasks.length === 0) {
    return (
      <p className="flex items-start gap-2 text-sm text-muted">
        <ListChecks aria-hidden className="mt-0.5 size-4 shrink-0" />
        {empty}
      </p>
    );
  }
  return (
    <ul className="grid gap-2" aria-label="Open follow-ups">
      {tasks.map((task) => (
        <li
          key={task.id}
          data-testid="follow-up"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border px-3 py-2.5 text-sm"
        >
          <span className="grid min-w-0 gap-0.5">
            <Link
              to={`/admin/service-configurations?id=${task.configurationId}`}
              className="font-medium wrap-anywhere text-primary underline-offset-2 hover:underline"
            >
              {task.quoteName} ({task.reference})
            </Link>
            <span className="text-muted">
              {followUpReasonLabels[task.reason]}
              {showProspect && task.prospect ? ` · ${task.prospect.companyName}` : ""}
              {task.owner ? ` · ${task.owner.name}` : ""} · due <DateTime iso={task.dueAt} />
            </span>
          </span>
          <PendingButton
            size="sm"
            variant="outline"
            pending={done.isPending && done.variables === task.id}
            pendingLabel="Saving"
            icon={<Check aria-hidden className="size-4" />}
            onClick={() => done.mutate(task.id)}
            aria-label={`Mark the follow-up of ${task.quoteName} done`}
          >
            Done
          </PendingButton>
        </li>
      ))}
    </ul>
  );
}
