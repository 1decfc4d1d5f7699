import {
  type OutboxSummary,
  outboxStatusLabels,
  parseOutboxFilter,
} from "@shared/outbox/outbox-api";
import { Inbox, MailCheck, MailWarning } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { ListPager } from "~/components/admin/list-pager";
import { EmptyState, ShowAllLink } from "~/components/ui/empty-state";
import { RetryButton } from "~/components/ui/load-failed";
import { PageHeader } from "~/features/admin-shell/page-header";
import { requireAdmin } from "~/features/admin-shell/require-admin.server";
import { MessageDialog } from "~/features/outbox/message-dialog";
import { OutboxStatusFilter } from "~/features/outbox/outbox-status-filter";
import { OutboxTable, OutboxTableSkeleton } from "~/features/outbox/outbox-table";
import { outboxKeys, useOutboxList, useRetryMessage } from "~/features/outbox/use-outbox";
import { cn } from "~/lib/cn";
import { querySeed, unlessSearchOnly } from "~/lib/query-seed";
import type { Route } from "./+types/outbox";

export const meta: Route.MetaFunction = () => [{ title: "E-mail outbox | Sentinel Forge admin" }];

/** Decision 056: the first page of messages comes with the page; the query keeps it fresh. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const filter = parseOutboxFilter(new URL(request.url).searchParams);
  return { seed: querySeed(outboxKeys.list(filter), await context.reads.outboxList(filter)) };
}

export const shouldRevalidate = unlessSearchOnly;

/** Whether mail leaves the building, in one line; a placeholder until the answer is in. */
function SmtpLine({ configured }: { configured: boolean | undefined }) {
  if (configured === undefined) {
    return <span className="mb-6 block h-5 w-80 max-w-full animate-pulse rounded bg-surface-2" />;
  }
  const Icon = configured ? MailCheck : MailWarning;
  return (
    <p data-testid="smtp-status" className="mb-6 flex items-start gap-2 text-sm">
      <Icon
        aria-hidden
        className={cn("mt-0.5 size-4 shrink-0", configured ? "text-success" : "text-warning")}
      />
      {configured
        ? "Messages are sent through the SMTP server in SMTP_URL; a refused one is tried again after a growing pause, up to 8 times."
        : "No SMTP server is configured (SMTP_URL), so messages are kept here for you to read."}
    </p>
  );
}

/** Admin page: every e-mail the platform writes, its delivery state, its text. */
export default function OutboxPage({ loaderData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const filter = parseOutboxFilter(params);
  // A quote's "Read the copy" links here with ?message=: that message opens at once.
  const linked = Number(params.get("message")) || null;
  const list = useOutboxList(filter, loaderData.seed);
  const retry = useRetryMessage();
  const [open, setOpen] = useState<OutboxSummary | null>(null);
  const messages = list.data?.data.messages;
  const retrying = retry.isPending ? (retry.variables ?? null) : null;
  const onRetry = (message: OutboxSummary) => retry.mutate(message.id);

  return (
    <>
      <PageHeader
        title="E-mail outbox"
        description="Every e-mail the platform sends, newest first: open one to read its text and what went wrong."
      />
      <SmtpLine configured={list.data?.data.smtpConfigured} />
      <OutboxStatusFilter filter={filter} />
      {list.isError && !messages ? (
        <EmptyState
          title="The messages could not be loaded"
          action={<RetryButton onRetry={list.refetch} />}
        />
      ) : !messages ? (
        <OutboxTableSkeleton />
      ) : messages.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title={
            filter.status
              ? `No ${outboxStatusLabels[filter.status].toLowerCase()} messages`
              : "No e-mail yet"
          }
          action={filter.status ? <ShowAllLink>Show all messages</ShowAllLink> : null}
        >
          {filter.status
            ? "Choose another status, or show every message."
            : "Messages the platform writes, such as quote notifications to your team and to prospects, appear here as soon as they are written."}
        </EmptyState>
      ) : (
        <div
          aria-busy={list.isPlaceholderData}
          className={cn("transition-opacity", list.isPlaceholderData && "opacity-60")}
        >
          <OutboxTable messages={messages} onOpen={setOpen} onRetry={onRetry} retrying={retrying} />
          {list.data?.pagination ? (
            <ListPager
              label="Outbox pages"
              pagination={list.data.pagination}
              noun="messages"
              className="mt-4"
            />
          ) : null}
        </div>
      )}
      {open || linked ? (
        <MessageDialog
          key={open?.id ?? linked}
          id={open?.id ?? (linked as number)}
          summary={open}
          onRetry={onRetry}
          retrying={retrying === (open?.id ?? linked)}
          onClose={() => {
            setOpen(null);
            if (linked) {
              const next = new URLSearchParams(params);
              next.delete("message");
              setParams(next, { replace: true });
            }
          }}
        />
      ) : null}
    </>
  );
}
