import { formatMoney } from "@shared/pricing/money";
import type { OptionDiff } from "@shared/quotes/compare";
import { signedMoney } from "./money";

/**
 * The totals of both versions and the change, with its sign, then one row per discount
 * either version has (decision 049): a staff discount shows as a discount, not as savings.
 */
export function TotalsChange({ diff, from, to }: { diff: OptionDiff; from: number; to: number }) {
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-border bg-surface">
      <table className="w-full min-w-[28rem] text-left text-sm" data-testid="diff-totals">
        <caption className="sr-only">
          Totals of version {from} and version {to}
        </caption>
        <thead className="border-b border-border bg-surface-2/60 text-xs text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold tracking-wide">
              Total
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold tracking-wide">
              Version {from}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold tracking-wide">
              Version {to}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold tracking-wide">
              Change
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {diff.figures.map((row) => {
            const [before = 0, after = 0] = row.cents;
            return (
              <tr key={row.key} data-total={row.key}>
                <th scope="row" className="px-4 py-2.5 text-left font-medium">
                  {row.label}
                </th>
                <td className="px-4 py-2.5 text-right tabular-nums">{formatMoney(before)}</td>
                <td className="px-4 py-2.5 text-right tabular-nums">{formatMoney(after)}</td>
                <td className="px-4 py-2.5 text-right font-semibold tabular-nums">
                  {signedMoney(after - before)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
