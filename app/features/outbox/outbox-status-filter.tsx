import { outboxStatuses } from "@shared/outbox/outbox";
import { type OutboxFilter, outboxStatusLabels } from "@shared/outbox/outbox-api";
import { Link } from "react-router";
import { cn } from "~/lib/cn";

const choices = [
  { id: "all", label: "All" },
  ...outboxStatuses.map((status) => ({ id: status, label: outboxStatusLabels[status] })),
];

/** One link per status, kept in the URL (?status=) so a filtered view can be shared. */
export function OutboxStatusFilter({ filter }: { filter: OutboxFilter }) {
  const current = filter.status ?? "all";
  return (
    <nav aria-label="Message status" className="mb-4 flex gap-2 overflow-x-auto pb-1">
      {choices.map((choice) => (
        <Link
          key={choice.id}
          to={choice.id === "all" ? "?" : `?status=${choice.id}`}
          preventScrollReset
          aria-current={current === choice.id ? "page" : undefined}
          className={cn(
            "inline-flex shrink-0 items-center rounded-full border px-3.5 py-1.5 text-sm font-medium",
            current === choice.id
              ? "border-primary bg-primary-soft text-primary"
              : "border-border text-muted hover:text-fg",
          )}
        >
          {choice.label}
        </Link>
      ))}
    </nav>
  );
}
