import { formatCents, formatCount } from "@shared/analytics/format";
import type { SalesAnalytics } from "@shared/analytics/sales";
import { opportunityStageLabels } from "@shared/opportunities/stages";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { axisTick, ChartFrame, chartColors, tooltipStyle } from "./chart-frame";

const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
const dollars = (cents: number) => formatCents(cents);

/** Leads and accepted monthly value per day or week of the period. */
export function SalesSeriesCharts({ data }: { data: SalesAnalytics }) {
  const unit = data.period.granularity === "week" ? "week starting" : "day";
  const totalLeads = data.series.reduce((sum, point) => sum + point.leads, 0);
  const totalAccepted = data.series.reduce((sum, point) => sum + point.acceptedMonthlyCents, 0);
  const busiest = data.series.reduce(
    (best, point) => (point.leads > (best?.leads ?? 0) ? point : best),
    data.series[0],
  );
  const rows = data.series.map((point) => [
    point.bucket,
    point.leads,
    formatCents(point.acceptedMonthlyCents),
  ]);
  const table = {
    caption: `Leads and accepted monthly value per ${unit}`,
    columns: [unit === "day" ? "Day" : "Week starting", "Leads", "Accepted monthly value"],
    rows,
  };
  return (
    <>
      <ChartFrame
        id="chart-leads"
        title="New leads over time"
        summary={`${formatCount(totalLeads)} leads in the period${
          busiest && busiest.leads > 0
            ? `, most on the ${unit} ${busiest.bucket} (${busiest.leads})`
            : ""
        }.`}
        empty={totalLeads === 0 ? "No new leads in this period." : undefined}
        table={table}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data.series} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid stroke={chartColors.border} strokeDasharray="3 3" />
            <XAxis
              dataKey="bucket"
              tickFormatter={shortDay}
              tick={axisTick}
              tickMargin={8}
              minTickGap={24}
            />
            <YAxis allowDecimals={false} tick={axisTick} />
            <Tooltip {...tooltipStyle} labelFormatter={(label) => shortDay(String(label))} />
            <Line
              type="monotone"
              dataKey="leads"
              name="Leads"
              stroke={chartColors.primary}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </ChartFrame>
      <ChartFrame
        id="chart-accepted"
        title="Accepted monthly value over time"
        summary={`${formatCents(totalAccepted)} of monthly recurring value accepted in the period.`}
        empty={totalAccepted === 0 ? "No quote was accepted in this period." : undefined}
        table={table}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data.series} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid stroke={chartColors.border} strokeDasharray="3 3" />
            <XAxis
              dataKey="bucket"
              tickFormatter={shortDay}
              tick={axisTick}
              tickMargin={8}
              minTickGap={24}
            />
            <YAxis tickFormatter={dollars} tick={axisTick} width={72} />
            <Tooltip
              {...tooltipStyle}
              labelFormatter={(label) => shortDay(String(label))}
              formatter={(value) => formatCents(Number(value))}
            />
            <Bar
              dataKey="acceptedMonthlyCents"
              name="Accepted monthly value"
              fill={chartColors.accent}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartFrame>
    </>
  );
}

/** Open deals by stage: first-year value and what the forecast weighs it at. */
export function PipelineChart({ data }: { data: SalesAnalytics }) {
  const stages = data.pipeline.stages.map((stage) => ({
    ...stage,
    label: opportunityStageLabels[stage.stage],
  }));
  return (
    <ChartFrame
      id="chart-pipeline"
      title="Open pipeline by stage"
      summary={`${formatCents(data.pipeline.openValueCents)} first-year value in open deals, ${formatCents(
        data.pipeline.weightedCents,
      )} weighted by stage. ${stages
        .map((stage) => `${stage.label}: ${stage.count} (${formatCents(stage.valueCents)})`)
        .join("; ")}.`}
      empty={stages.length === 0 ? "No open deals right now." : undefined}
      table={{
        caption: "Open pipeline by stage",
        columns: ["Stage", "Deals", "First-year value", "Weighted"],
        rows: stages.map((stage) => [
          stage.label,
          stage.count,
          formatCents(stage.valueCents),
          formatCents(stage.weightedCents),
        ]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={stages} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid stroke={chartColors.border} strokeDasharray="3 3" />
          <XAxis dataKey="label" tick={axisTick} tickMargin={8} />
          <YAxis tickFormatter={dollars} tick={axisTick} width={72} />
          <Tooltip {...tooltipStyle} formatter={(value) => formatCents(Number(value))} />
          <Legend wrapperStyle={{ fontSize: 12, color: chartColors.muted }} />
          <Bar
            dataKey="valueCents"
            name="First-year value"
            fill={chartColors.primary}
            isAnimationActive={false}
          />
          <Bar
            dataKey="weightedCents"
            name="Weighted"
            fill={chartColors.accent}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}

/** The services of the accepted quotes, by first-year value. */
export function TopServicesChart({ data }: { data: SalesAnalytics }) {
  const services = data.topServices;
  const largest = Math.max(1, ...services.map((service) => service.firstYearCents));
  return (
    <ChartFrame
      id="chart-services"
      title="Top services by accepted value"
      summary={services
        .map((service) => `${service.name}: ${formatCents(service.firstYearCents)}`)
        .join("; ")}
      empty={services.length === 0 ? "No accepted quotes in this period." : undefined}
      fitContent
      table={{
        caption: "Top services by accepted first-year value",
        columns: ["Service", "Accepted quotes", "First-year value"],
        rows: services.map((service) => [
          service.name,
          service.quotes,
          formatCents(service.firstYearCents),
        ]),
      }}
    >
      {/* Bars in HTML, each name on its own line above its bar: service names are long, and
          as axis labels they wrapped over each other on narrow screens (issue 34). */}
      <ul className="grid gap-3">
        {services.map((service) => (
          <li key={service.name} className="grid gap-1">
            <span className="flex items-baseline justify-between gap-3 text-xs">
              <span className="min-w-0 text-fg [overflow-wrap:anywhere]">{service.name}</span>
              <span className="shrink-0 text-muted tabular-nums">
                {formatCents(service.firstYearCents)}
              </span>
            </span>
            <span className="block h-2.5 rounded-full bg-surface-2">
              <span
                className="block h-full rounded-full bg-primary"
                style={{ width: `${Math.max(2, (service.firstYearCents / largest) * 100)}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
    </ChartFrame>
  );
}
