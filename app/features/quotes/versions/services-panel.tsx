import {
  complianceOptions,
  securityFocusOptions,
  timelineOptions,
} from "@shared/assessment/options";
import { formatMoney } from "@shared/pricing/money";
import type { ConfigurationDetail } from "@shared/quotes/configuration-admin";
import { type LineMargin, lineMargin, quoteMargin } from "@shared/quotes/margin";
import { type LinesColumn, ServiceLinesHead } from "~/components/quotes/service-lines-head";
import { RetryButton } from "~/components/ui/load-failed";
import { useVersionContent } from "./use-configurations";

const columns: LinesColumn[] = [
  { label: "Service", className: "py-1.5 pr-3 font-medium" },
  { label: "Quantity", className: "py-1.5 pr-3 text-right font-medium" },
  { label: "Price", className: "py-1.5 text-right font-medium" },
];
/** Issue 35 §5: staff see the margin where the catalogue has a cost. */
const marginColumns: LinesColumn[] = [
  ...columns.slice(0, 2),
  { label: "Price", className: "py-1.5 pr-3 text-right font-medium" },
  { label: "Margin", className: "py-1.5 text-right font-medium" },
];

const percent = (rate: number | null) => (rate === null ? "" : ` (${Math.round(rate * 100)}%)`);

const labelOf = (options: readonly { id: string; label: string }[], id: string) =>
  options.find((option) => option.id === id)?.label ?? id;

/**
 * What the current version holds (issue 34: the page did not list its services): the
 * assessment answers it was built from, then each location's services and quantities.
 */
export function ServicesPanel({ detail }: { detail: ConfigurationDetail }) {
  const { configuration } = detail;
  const content = useVersionContent(configuration.id, configuration.currentVersion);
  if (content.isPending) return <p className="text-sm text-muted">Loading the services…</p>;
  if (content.isError || !content.data) {
    return (
      <div className="grid justify-items-start gap-2 text-sm">
        <p>The services could not be loaded.</p>
        <RetryButton onRetry={() => void content.refetch()} />
      </div>
    );
  }
  const { option, costs } = content.data;
  const { answers } = option;
  const margin = quoteMargin(option, costs);
  const showMargin = margin.lines > 0;
  const none = "None given";
  return (
    <div className="grid gap-4">
      <section
        aria-labelledby="answers-title"
        className="rounded-2xl border border-border bg-surface p-4 sm:p-5"
      >
        <h3 id="answers-title" className="font-semibold">
          Assessment answers
        </h3>
        <dl className="mt-3 grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted">Compliance</dt>
          <dd>
            {answers.complianceRequirements.length
              ? answers.complianceRequirements
                  .map((id) => labelOf(complianceOptions, id))
                  .join(", ")
              : none}
          </dd>
          <dt className="text-muted">Security focus</dt>
          <dd>
            {answers.securityFocus.length
              ? answers.securityFocus.map((id) => labelOf(securityFocusOptions, id)).join(", ")
              : none}
          </dd>
          <dt className="text-muted">Timeline</dt>
          <dd>{answers.timeline ? labelOf(timelineOptions, answers.timeline) : none}</dd>
        </dl>
      </section>
      {showMargin ? (
        <p className="text-sm" data-testid="quote-margin">
          Margin: <strong>{formatMoney(margin.marginCents)} a year</strong>
          {percent(margin.rate)} on the {margin.lines === 1 ? "line" : `${margin.lines} lines`} with
          a cost in the catalogue, after every discount. Staff only: never shown to the prospect.
        </p>
      ) : null}
      {option.locations.map((location) => (
        <section
          key={location.locationId}
          aria-labelledby={`services-${location.locationId}`}
          className="rounded-2xl border border-border bg-surface p-4 sm:p-5"
        >
          <h3 id={`services-${location.locationId}`} className="font-semibold">
            {location.name}
          </h3>
          <table className="mt-3 w-full text-left text-sm">
            <ServiceLinesHead
              location={location.name}
              columns={showMargin ? marginColumns : columns}
              rowClassName="border-b border-border text-xs text-muted"
            />
            <tbody>
              {location.lines.map((line) => (
                <tr key={line.serviceId} className="border-b border-border/60 last:border-0">
                  <th scope="row" className="py-1.5 pr-3 font-normal [overflow-wrap:anywhere]">
                    {line.name}
                    {line.optional ? (
                      <span className="ms-2 rounded-full border border-border px-2 text-xs text-muted">
                        Optional
                      </span>
                    ) : null}
                  </th>
                  <td className="py-1.5 pr-3 text-right tabular-nums">{line.quantity}</td>
                  <td className={`py-1.5 text-right tabular-nums ${showMargin ? "pr-3" : ""}`}>
                    {formatMoney(line.totalCents)}
                    {line.billing === "annual" ? " a year" : ""}
                  </td>
                  {showMargin ? <MarginCell margin={lineMargin(line, option, costs)} /> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}

function MarginCell({ margin }: { margin: LineMargin | null }) {
  if (!margin) return <td className="py-1.5 text-right text-muted">No cost set</td>;
  return (
    <td
      className={`py-1.5 text-right tabular-nums ${margin.marginCents < 0 ? "font-semibold text-danger" : ""}`}
    >
      {formatMoney(margin.marginCents)}
      {percent(margin.rate)}
    </td>
  );
}
