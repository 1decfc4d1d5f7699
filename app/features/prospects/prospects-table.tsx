import type { ProspectItem } from "@shared/prospects/prospect-item";
import type { ProspectQuery } from "@shared/prospects/prospect-query";
import { Link } from "react-router";
import { RelativeTime } from "~/components/relative-time";
import { SortHeader } from "~/components/ui/sort-header";
import { ProspectStatusBadge } from "./prospect-status-badge";

const checkboxClasses = "size-4 accent-[var(--primary)]";

function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return <span className="text-muted">None</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {tags.map((tag) => (
        <span key={tag} className="rounded-md bg-surface-2 px-1.5 py-0.5 text-xs">
          {tag}
        </span>
      ))}
    </span>
  );
}

function Company({ prospect }: { prospect: ProspectItem }) {
  return (
    <Link
      to={`/admin/prospects/${prospect.id}`}
      className="font-semibold underline-offset-4 hover:underline"
    >
      {prospect.companyName}
    </Link>
  );
}

function Contact({ prospect }: { prospect: ProspectItem }) {
  return (
    <span className="grid min-w-0">
      <span>{prospect.contactName}</span>
      <span className="truncate text-xs text-muted">{prospect.email}</span>
    </span>
  );
}

interface Selection {
  selected: ReadonlySet<number>;
  onToggle(id: number, selected: boolean): void;
  onToggleAll(selected: boolean): void;
}

function RowCheck({ prospect, selection }: { prospect: ProspectItem; selection: Selection }) {
  return (
    <input
      type="checkbox"
      className={checkboxClasses}
      aria-label={`Select ${prospect.companyName}`}
      checked={selection.selected.has(prospect.id)}
      onChange={(event) => selection.onToggle(prospect.id, event.target.checked)}
    />
  );
}

/** A table from 1024 px up; cards below, so nothing scrolls sideways on a phone. */
export function ProspectsTable({
  prospects,
  query,
  selection,
}: {
  prospects: ProspectItem[];
  query: ProspectQuery;
  selection: Selection;
}) {
  const allSelected = prospects.every((prospect) => selection.selected.has(prospect.id));
  const th = "px-4 py-3 font-semibold tracking-wide";
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-border bg-surface lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Prospects</caption>
          <thead className="border-b border-border bg-surface-2/60 text-xs text-muted uppercase">
            <tr>
              <th scope="col" className="w-10 px-4 py-3">
                <input
                  type="checkbox"
                  className={checkboxClasses}
                  aria-label="Select every prospect on this page"
                  checked={prospects.length > 0 && allSelected}
                  onChange={(event) => selection.onToggleAll(event.target.checked)}
                />
              </th>
              <SortHeader label="Company" sort="company" query={query} />
              <th scope="col" className={th}>
                Primary contact
              </th>
              <SortHeader label="Status" sort="status" query={query} />
              <SortHeader label="Owner" sort="owner" query={query} />
              <th scope="col" className={th}>
                Tags
              </th>
              <SortHeader label="Updated" sort="updatedAt" query={query} firstDir="desc" />
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {prospects.map((prospect) => (
              <tr key={prospect.id}>
                <td className="px-4 py-3">
                  <RowCheck prospect={prospect} selection={selection} />
                </td>
                <td className="min-w-48 px-4 py-3">
                  <Company prospect={prospect} />
                </td>
                <td className="max-w-64 px-4 py-3">
                  <Contact prospect={prospect} />
                </td>
                <td className="px-4 py-3">
                  <ProspectStatusBadge status={prospect.status} />
                </td>
                <td className="px-4 py-3">
                  {prospect.owner?.displayName ?? <span className="text-muted">Nobody</span>}
                </td>
                <td className="max-w-48 px-4 py-3">
                  <Tags tags={prospect.tags} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-muted">
                  <RelativeTime iso={prospect.updatedAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 lg:hidden" aria-label="Prospects">
        {prospects.map((prospect) => (
          <li
            key={prospect.id}
            className="grid gap-2 rounded-2xl border border-border bg-surface p-4"
          >
            <span className="flex items-start gap-3">
              <RowCheck prospect={prospect} selection={selection} />
              <span className="grid min-w-0 gap-1">
                <Company prospect={prospect} />
                <Contact prospect={prospect} />
              </span>
            </span>
            <span className="flex flex-wrap items-center gap-2 text-sm">
              <ProspectStatusBadge status={prospect.status} />
              <span className="text-muted">{prospect.owner?.displayName ?? "No owner"}</span>
            </span>
            {prospect.tags.length > 0 ? <Tags tags={prospect.tags} /> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
