import type { Opportunity } from "@shared/opportunities/opportunity";
import type { OpportunityPage } from "@shared/opportunities/opportunity-query";
import { daysSince } from "@shared/opportunities/stage-rules";
import { opportunityStageLabels } from "@shared/opportunities/stages";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { SortHeader } from "~/components/ui/sort-header";
import { dollars } from "~/lib/dollars";

/** The pipeline as rows: the same filters as the board, sortable, a page at a time. */
export function OpportunitiesTable({
  items,
  page,
  now,
}: {
  items: Opportunity[];
  page: OpportunityPage;
  now: string;
}) {
  const cell = "px-4 py-3";
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-border bg-surface">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">Opportunities, {page.sort} order</caption>
        <thead className="border-b border-border text-xs text-muted uppercase">
          <tr>
            <SortHeader label="Deal" sort="name" query={page} />
            <SortHeader label="Company" sort="company" query={page} />
            <SortHeader label="Stage" sort="stage" query={page} />
            <SortHeader
              label="Monthly"
              sort="monthly"
              query={page}
              firstDir="desc"
              className="text-right"
            />
            <SortHeader
              label="Set-up"
              sort="setup"
              query={page}
              firstDir="desc"
              className="text-right"
            />
            <th scope="col" className={`${cell} font-semibold`}>
              Owner
            </th>
            <SortHeader label="Expected close" sort="close" query={page} />
            <SortHeader label="Days in stage" sort="age" query={page} />
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-b border-border last:border-0">
              <th scope="row" className={`${cell} font-medium`}>
                {item.name}
              </th>
              <td className={cell}>
                <Link
                  to={`/admin/prospects/${item.prospectId}`}
                  className="underline-offset-2 hover:underline"
                >
                  {item.prospectCompany}
                </Link>
              </td>
              <td className={cell}>
                {opportunityStageLabels[item.stage]}
                {item.unreviewed ? (
                  <span className="mt-1 block">
                    <Badge tone="warning">Unreviewed</Badge>
                  </span>
                ) : null}
                {item.lostReason ? (
                  <span className="block text-xs text-muted">{item.lostReason}</span>
                ) : null}
              </td>
              <td className={`${cell} text-right tabular-nums`}>{dollars(item.monthly)}</td>
              <td className={`${cell} text-right tabular-nums`}>{dollars(item.setup)}</td>
              <td className={cell}>{item.ownerName ?? "Unassigned"}</td>
              <td className={`${cell} tabular-nums`}>{item.expectedCloseDate ?? "Not set"}</td>
              <td className={`${cell} tabular-nums`}>
                {daysSince(new Date(item.stageChangedAt), new Date(now))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
