import type { ComparisonSummary } from "@shared/quotes/comparison";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { DateTime } from "~/components/ui/date-time";

const openLink = (comparison: ComparisonSummary) => `?id=${comparison.id}`;
const company = (comparison: ComparisonSummary) =>
  comparison.prospect?.companyName ?? "No prospect";

/** Saved comparisons: a table from 1024 px up; cards below, so nothing scrolls sideways. */
export function ComparisonsList({ comparisons }: { comparisons: ComparisonSummary[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-border bg-surface lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Saved comparisons</caption>
          <thead className="border-b border-border bg-surface-2/60 text-xs text-muted uppercase">
            <tr>
              {["Comparison", "Prospect", "Options", "Last saved"].map((title) => (
                <th key={title} scope="col" className="px-4 py-3 font-semibold tracking-wide">
                  {title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {comparisons.map((comparison) => (
              <tr key={comparison.id}>
                <td className="min-w-60 px-4 py-3">
                  <Link
                    to={openLink(comparison)}
                    className="font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    {comparison.name}
                  </Link>
                </td>
                <td className="px-4 py-3 text-muted">{company(comparison)}</td>
                <td className="px-4 py-3 tabular-nums">{comparison.itemCount}</td>
                <td className="px-4 py-3 whitespace-nowrap text-muted">
                  <DateTime iso={comparison.updatedAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 lg:hidden" aria-label="Saved comparisons">
        {comparisons.map((comparison) => (
          <li key={comparison.id}>
            <Link
              to={openLink(comparison)}
              className="flex items-center justify-between gap-3 rounded-2xl border border-border bg-surface p-4 hover:bg-surface-2"
            >
              <span className="grid min-w-0 gap-1">
                <span className="font-semibold break-words">{comparison.name}</span>
                <span className="text-sm text-muted">
                  {company(comparison)} · {comparison.itemCount} options
                </span>
                <span className="text-xs text-muted">
                  Saved <DateTime iso={comparison.updatedAt} />
                </span>
              </span>
              <ChevronRight aria-hidden className="size-5 shrink-0 text-muted" />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
