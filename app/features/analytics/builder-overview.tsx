import {
  type BuilderAnalytics,
  type BuilderTable,
  deviceLabels,
  funnelStepLabels,
  funnelStepLists,
} from "@shared/analytics/builder";
import { formatCents, formatCount, formatDuration, formatRate } from "@shared/analytics/format";
import { suggestionSourceLabels } from "@shared/analytics/suggestion-constants";
import { acceptanceRate, type SuggestionFigures as Figures } from "@shared/analytics/suggestions";
import { Link } from "react-router";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ApiError } from "~/lib/api-client";
import { AnalyticsTable } from "./analytics-table";
import { axisTick, ChartFrame, ChartSkeleton, chartColors, tooltipStyle } from "./chart-frame";
import { PeriodSwitcher } from "./period-switcher";
import {
  type AnalyticsSeed,
  browserTimeZone,
  useAnalytics,
  usePeriodSearch,
} from "./use-analytics";

const maybe = (value: number | null, format: (value: number) => string) =>
  value === null ? "–" : format(value);

function FunnelChart({ data }: { data: BuilderAnalytics }) {
  const steps = data.funnel.map((row) => ({ ...row, label: funnelStepLabels[row.step] }));
  const started = steps[0]?.sessions ?? 0;
  const accepted = steps.at(-1)?.sessions ?? 0;
  const worst = steps
    .slice(1)
    .reduce((most, row) => (row.dropOff > (most?.dropOff ?? 0) ? row : most), steps[1]);
  return (
    <ChartFrame
      id="chart-funnel"
      title="Funnel"
      summary={`${formatCount(started)} sessions started, ${formatCount(accepted)} ended with an accepted quote.${
        worst && worst.dropOff > 0
          ? ` The biggest drop is before "${worst.label}" (${formatCount(worst.dropOff)} sessions).`
          : ""
      }`}
      empty={started === 0 ? "No Service Builder session started in this period." : undefined}
      table={{
        caption: "Sessions per funnel step",
        columns: ["Step", "Sessions"],
        rows: steps.map((row) => [row.label, row.sessions]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={steps} layout="vertical" margin={{ top: 0, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid stroke={chartColors.border} strokeDasharray="3 3" />
          <XAxis type="number" allowDecimals={false} tick={axisTick} />
          <YAxis type="category" dataKey="label" tick={axisTick} width={130} />
          <Tooltip {...tooltipStyle} />
          <Bar
            dataKey="sessions"
            name="Sessions"
            fill={chartColors.primary}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}

/** Issue 15: the Service Builder funnel and what its visitors answer and buy. */
export function BuilderOverview({ seed }: { seed?: AnalyticsSeed<BuilderAnalytics> | null }) {
  const builder = useAnalytics("builder", seed);
  const { search } = usePeriodSearch();
  const data = builder.data;
  const csv = (table: BuilderTable) => {
    const params = new URLSearchParams(search);
    params.set("table", table);
    params.set("tz", browserTimeZone());
    return `/api/admin/analytics/builder/export.csv?${params}`;
  };
  const shareRows = (rows: { label: string; count: number }[]) =>
    rows.map((row) => ({ key: row.label, cells: [row.label, formatCount(row.count)] }));
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-sm text-muted" aria-live="polite">
          {data
            ? `Sessions started ${data.period.current.from} to ${data.period.current.to} (${data.period.tz}), followed to the end.`
            : builder.isError
              ? ""
              : "Loading the figures…"}
        </p>
        <PeriodSwitcher id="builder-period" />
      </div>
      {builder.isError ? (
        <p role="alert" className="rounded-2xl border border-danger p-4 text-sm">
          The Service Builder figures could not be loaded
          {builder.error instanceof ApiError ? `: ${builder.error.message}` : "."}
        </p>
      ) : null}
      {data ? (
        <>
          <section
            aria-labelledby="questions-figure"
            className="grid gap-1 rounded-2xl border border-border bg-surface p-4"
          >
            <h3 id="questions-figure" className="text-sm text-muted">
              Unanswered questions this month
            </h3>
            <p className="text-2xl font-semibold tabular-nums" data-testid="unanswered-questions">
              {formatCount(data.questions.unanswered)}
            </p>
            <p className="text-xs text-muted">
              Of {formatCount(data.questions.asked)} asked on quote pages in {data.questions.month}{" "}
              (whatever the period above). Each quote's page lists its questions.
            </p>
          </section>
          <SuggestionFigures figures={data.suggestions} />
          <div className="grid gap-4">
            <FunnelChart data={data} />
            <AnalyticsTable
              id="table-funnel"
              title="Funnel steps"
              csvHref={csv("funnel")}
              columns={["Step", "Sessions", "Conversion", "Drop-off", "Left here", "Median time"]}
              empty="No sessions in this period."
              note="Recommendations are shown as the assessment completes, so those two steps count alike."
              rows={data.funnel.map((row) => ({
                key: row.step,
                cells: [
                  <Link
                    key="step"
                    to={funnelStepLists[row.step]}
                    className="font-medium text-primary underline-offset-2 hover:underline"
                  >
                    {funnelStepLabels[row.step]}
                  </Link>,
                  formatCount(row.sessions),
                  maybe(row.conversion, formatRate),
                  formatCount(row.dropOff),
                  formatCount(row.leftHere),
                  maybe(row.medianSeconds, formatDuration),
                ],
              }))}
            />
          </div>
          <AnalyticsTable
            id="table-services"
            title="Services: recommended, kept and accepted"
            csvHref={csv("services")}
            columns={[
              "Service",
              "Recommended",
              "Kept",
              "Keep rate",
              "Saved quotes",
              "Accepted",
              "Accepted rate",
            ]}
            empty="No service was recommended or saved in this period."
            note="Per service: the sessions shown it as a recommendation and how many of those kept it in their saved quote, then the period's saved quotes that hold it and how many of those were accepted. Sessions recorded before the recommendations were do not count as recommended."
            rows={data.services.map((row) => ({
              key: String(row.serviceId),
              cells: [
                row.name,
                formatCount(row.recommended),
                formatCount(row.kept),
                maybe(row.keepRate, formatRate),
                formatCount(row.saved),
                formatCount(row.accepted),
                maybe(row.rate, formatRate),
              ],
            }))}
          />
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            <AnalyticsTable
              id="table-compliance"
              title="Compliance requirements"
              csvHref={csv("compliance")}
              columns={["Requirement", "Sessions"]}
              empty="No answers in this period."
              rows={shareRows(data.complianceRequirements)}
            />
            <AnalyticsTable
              id="table-focus"
              title="Security focus"
              csvHref={csv("security-focus")}
              columns={["Focus", "Sessions"]}
              empty="No answers in this period."
              rows={shareRows(data.securityFocus)}
            />
            <AnalyticsTable
              id="table-size"
              title="Company size"
              csvHref={csv("company-size")}
              columns={["Size", "Sessions"]}
              empty="No sessions in this period."
              rows={shareRows(data.companySize)}
            />
          </div>
          <AnalyticsTable
            id="table-value"
            title="Average quote value by company size"
            csvHref={csv("quote-value")}
            columns={["Size", "Quotes", "Average monthly value"]}
            empty="No quote was saved in this period."
            rows={data.quoteValueBySize.map((row) => ({
              key: row.label,
              cells: [row.label, formatCount(row.quotes), formatCents(row.averageMonthlyCents)],
            }))}
          />
          <AnalyticsTable
            id="table-devices"
            title="Mobile vs desktop"
            csvHref={csv("devices")}
            columns={["Device", "Sessions", "Share"]}
            empty="No sessions in this period."
            note="The device class of each session's start, from its browser. Sessions started before the device was recorded count as unknown."
            rows={(data.devices.some((row) => row.sessions > 0) ? data.devices : []).map((row) => ({
              key: row.device,
              cells: [
                deviceLabels[row.device],
                formatCount(row.sessions),
                maybe(row.share, formatRate),
              ],
            }))}
          />
        </>
      ) : builder.isError ? null : (
        <div className="grid gap-4 xl:grid-cols-2" role="status" aria-label="Loading the figures">
          <ChartSkeleton />
          <ChartSkeleton />
        </div>
      )}
    </div>
  );
}

/** Issue 36 §4: how often the period's AI suggestions were taken, per kind. */
function SuggestionFigures({ figures }: { figures: Figures }) {
  return (
    <section
      aria-labelledby="suggestions-figure"
      className="grid gap-2 rounded-2xl border border-border bg-surface p-4"
    >
      <h3 id="suggestions-figure" className="text-sm text-muted">
        AI suggestions accepted
      </h3>
      <dl className="grid gap-3 sm:grid-cols-2">
        {figures.map((figure) => {
          const answered = figure.accepted + figure.corrected + figure.rejected;
          return (
            <div key={figure.source} className="grid gap-0.5" data-suggestions={figure.source}>
              <dt className="text-sm">{suggestionSourceLabels[figure.source]}</dt>
              <dd className="text-2xl font-semibold tabular-nums">
                {maybe(acceptanceRate(figure), formatRate)}
              </dd>
              <dd className="text-xs text-muted">
                {answered === 0
                  ? "None answered in this period."
                  : `${formatCount(figure.accepted)} accepted, ${formatCount(figure.corrected)} corrected, ${formatCount(figure.rejected)} rejected`}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
