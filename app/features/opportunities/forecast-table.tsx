import type { ForecastMonth } from "@shared/opportunities/opportunity-query";
import {
  opportunityStageLabels,
  opportunityStageProbability,
  opportunityStages,
} from "@shared/opportunities/stages";
import { dollarsToCents } from "@shared/pricing/money";
import { dollars } from "~/lib/dollars";

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

const sum = (months: ForecastMonth[], key: "weighted" | "unweighted") =>
  months.reduce((total, month) => total + dollarsToCents(month[key]), 0) / 100;

/** Per month of expected close: first-year value, and that value times the stage's chance. */
export function ForecastTable({ months }: { months: ForecastMonth[] }) {
  const cell = "px-4 py-3";
  const weights = opportunityStages
    .filter((stage) => stage !== "lost")
    .map((stage) => `${opportunityStageLabels[stage]} ${opportunityStageProbability[stage]}%`)
    .join(", ");
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted">
        First-year value is 12 × monthly + set-up. Weighted by stage: {weights}. Lost deals and
        deals without an expected close date are left out.
      </p>
      <div className="relative overflow-x-auto rounded-2xl border border-border bg-surface">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">Weighted forecast per month of expected close</caption>
          <thead className="border-b border-border text-xs text-muted uppercase">
            <tr>
              <th scope="col" className={`${cell} font-semibold`}>
                Month
              </th>
              <th scope="col" className={`${cell} text-right font-semibold`}>
                Deals
              </th>
              <th scope="col" className={`${cell} text-right font-semibold`}>
                Weighted
              </th>
              <th scope="col" className={`${cell} text-right font-semibold`}>
                Unweighted
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month} className="border-b border-border">
                <th scope="row" className={`${cell} font-medium`}>
                  {monthName(month.month)}
                </th>
                <td className={`${cell} text-right tabular-nums`}>{month.count}</td>
                <td className={`${cell} text-right tabular-nums`}>{dollars(month.weighted)}</td>
                <td className={`${cell} text-right tabular-nums`}>{dollars(month.unweighted)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="font-semibold">
            <tr>
              <th scope="row" className={cell}>
                Total
              </th>
              <td className={`${cell} text-right tabular-nums`}>
                {months.reduce((total, month) => total + month.count, 0)}
              </td>
              <td className={`${cell} text-right tabular-nums`}>
                {dollars(sum(months, "weighted"))}
              </td>
              <td className={`${cell} text-right tabular-nums`}>
                {dollars(sum(months, "unweighted"))}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
