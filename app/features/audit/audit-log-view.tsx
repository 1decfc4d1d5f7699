import type { Pagination } from "@shared/api/envelope";
import {
  type AuditEntry,
  type AuditFilter,
  auditEventLabel,
  auditEventLabels,
} from "@shared/audit/audit-events";
import { Form, Link } from "react-router";
import { ListPager } from "~/components/admin/list-pager";
import { Button, buttonClasses } from "~/components/ui/button";
import { DateTime } from "~/components/ui/date-time";
import { inputClasses } from "~/components/ui/field";
import { cn } from "~/lib/cn";

function detailText(entry: AuditEntry): string {
  return Object.entries(entry.details)
    .map(([key, value]) => `${key}: ${value}`)
    .join(", ");
}

/** The audit log with its filters in the URL, so a filtered view can be linked and reloaded. */
export function AuditLogView({
  entries,
  filter,
  pagination,
}: {
  entries: AuditEntry[];
  filter: AuditFilter;
  pagination: Pagination;
}) {
  return (
    <section aria-labelledby="audit-title" className="rounded-2xl border border-border bg-surface">
      <div className="border-b border-border p-5 sm:p-6">
        <h2 id="audit-title" className="text-base font-semibold">
          Audit log
        </h2>
        <p className="mt-1 text-sm text-muted">
          Sign-ins, two-factor checks, password and account changes, newest first.
        </p>
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="tab" value="audit" />
          <label className="grid gap-1.5 text-sm font-medium">
            Event
            <select
              name="event"
              defaultValue={filter.event ?? ""}
              className={cn(inputClasses, "h-10 min-w-56")}
            >
              <option value="">All events</option>
              {Object.entries(auditEventLabels).map(([event, label]) => (
                <option key={event} value={event}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1.5 text-sm font-medium">
            User
            <input
              name="actor"
              defaultValue={filter.actor ?? ""}
              placeholder="Username"
              className={cn(inputClasses, "h-10 w-48")}
            />
          </label>
          <Button type="submit" variant="outline" size="sm" className="h-10">
            Filter
          </Button>
          {filter.event || filter.actor ? (
            <Link
              to="?tab=audit"
              className={buttonClasses({ variant: "ghost", size: "sm", className: "h-10" })}
            >
              Clear
            </Link>
          ) : null}
        </Form>
      </div>
      {entries.length === 0 ? (
        <p className="p-6 text-sm text-muted">No entries match this filter.</p>
      ) : (
        <ul className="divide-y divide-border" aria-label="Audit entries">
          {entries.map((entry) => (
            <li
              key={entry.id}
              data-testid="audit-entry"
              className="grid gap-1 px-5 py-3 text-sm sm:grid-cols-[11rem_12rem_1fr] sm:gap-4 sm:px-6"
            >
              <DateTime iso={entry.occurredAt} className="text-muted tabular-nums" />
              <span className="font-medium">{auditEventLabel(entry.event)}</span>
              <span className="min-w-0 text-muted">
                <span className="text-fg">{entry.actorUsername ?? "unknown"}</span>
                {entry.targetLabel ? ` → ${entry.targetLabel}` : ""}
                {entry.ip ? ` · ${entry.ip}` : ""}
                {Object.keys(entry.details).length ? (
                  <span className="block truncate text-xs">{detailText(entry)}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      <ListPager
        label="Audit log pages"
        pagination={pagination}
        noun="entries"
        className="border-t border-border px-5 py-3 sm:px-6"
      />
    </section>
  );
}
