import { formatCents, formatCount, formatDuration, formatRate } from "@shared/analytics/format";
import type { SalesAnalytics, SalesFigureKey } from "@shared/analytics/sales";
import { ApiError } from "~/lib/api-client";
import { ChartSkeleton } from "./chart-frame";
import { FigureCard, FigureCardSkeleton } from "./figure-card";
import { PeriodSwitcher } from "./period-switcher";
import { PipelineChart, SalesSeriesCharts, TopServicesChart } from "./sales-charts";
import { type AnalyticsSeed, useAnalytics } from "./use-analytics";

interface FigureSpec {
  key: SalesFigureKey;
  label: string;
  format: (value: number) => string;
  /** The list behind the figure, filtered as far as that list's filters go. */
  to: (period: SalesAnalytics["period"]) => string;
}

const configurationsList = (filter: string) => `/admin/service-configurations?${filter}`;
/** The period's days in its zone, as the lists' created from / to filter reads them. */
const createdIn = ({ current, tz }: SalesAnalytics["period"]) =>
  new URLSearchParams({ from: current.from, to: current.to, tz }).toString();

const figures: FigureSpec[] = [
  {
    key: "leads",
    label: "New leads",
    format: formatCount,
    to: (period) => `/admin/prospects?${createdIn(period)}&sort=createdAt&dir=desc`,
  },
  {
    key: "inquiries",
    label: "Inquiries",
    format: formatCount,
    to: (period) => `/admin/inquiries?${createdIn(period)}`,
  },
  {
    key: "quotesSaved",
    label: "Quotes saved",
    format: formatCount,
    to: (period) => configurationsList(`${createdIn(period)}&sort=created`),
  },
  {
    key: "quotesShared",
    label: "Quotes shared",
    format: formatCount,
    to: () => configurationsList("status=shared"),
  },
  {
    key: "quotesViewed",
    label: "Quotes viewed",
    format: formatCount,
    to: () => configurationsList("status=viewed"),
  },
  {
    key: "quotesAccepted",
    label: "Quotes accepted",
    format: formatCount,
    to: () => configurationsList("status=accepted"),
  },
  {
    key: "acceptanceRate",
    label: "Acceptance rate (of answered quotes)",
    format: formatRate,
    to: () => configurationsList("status=accepted"),
  },
  {
    key: "acceptedMonthlyCents",
    label: "Accepted monthly value",
    format: formatCents,
    to: () => configurationsList("status=accepted&sort=monthly"),
  },
  {
    key: "acceptedSetupCents",
    label: "Accepted set-up value",
    format: formatCents,
    to: () => configurationsList("status=accepted"),
  },
  {
    key: "averageQuoteMonthlyCents",
    label: "Average quote (monthly)",
    format: formatCents,
    to: (period) => configurationsList(`${createdIn(period)}&sort=monthly`),
  },
  {
    key: "medianLeadToAcceptedSeconds",
    label: "Median time, lead to accepted",
    format: formatDuration,
    to: () => configurationsList("status=accepted"),
  },
];

/** The sales half of the dashboard (issue 15): figures, pipeline and charts for a period. */
export function SalesOverview({ seed }: { seed?: AnalyticsSeed<SalesAnalytics> | null }) {
  const sales = useAnalytics("sales", seed);
  const data = sales.data;
  return (
    <section aria-labelledby="sales-title" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="sales-title" className="text-lg font-semibold">
            Sales
          </h2>
          <p className="text-sm text-muted" aria-live="polite">
            {data
              ? `${data.period.current.from} to ${data.period.current.to} (${data.period.tz}), compared with ${data.period.previous.from} to ${data.period.previous.to}; the open pipeline with where it stood as ${data.period.current.from} began.`
              : sales.isError
                ? ""
                : "Loading the figures…"}
          </p>
        </div>
        <PeriodSwitcher id="sales-period" />
      </div>
      {sales.isError ? (
        <p role="alert" className="rounded-2xl border border-danger p-4 text-sm">
          The sales figures could not be loaded
          {sales.error instanceof ApiError ? `: ${sales.error.message}` : "."}
        </p>
      ) : null}
      <ul
        aria-label="Sales figures"
        aria-busy={!data}
        className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4"
      >
        {data
          ? figures.map((spec) => (
              <FigureCard
                key={spec.key}
                label={spec.label}
                figure={data.figures[spec.key]}
                format={spec.format}
                to={spec.to(data.period)}
              />
            ))
          : figures.map((spec) => <FigureCardSkeleton key={spec.key} />)}
        {data ? (
          <>
            <FigureCard
              label="Open pipeline (first-year value)"
              figure={{
                current: data.pipeline.openValueCents,
                previous: data.pipeline.atStart.openValueCents,
              }}
              format={formatCents}
              to="/admin/opportunities"
            />
            <FigureCard
              label="Weighted forecast (open deals)"
              figure={{
                current: data.pipeline.weightedCents,
                previous: data.pipeline.atStart.weightedCents,
              }}
              format={formatCents}
              to="/admin/opportunities?view=forecast"
            />
          </>
        ) : null}
      </ul>
      <div className="grid gap-4 lg:grid-cols-2">
        {data ? (
          <>
            <SalesSeriesCharts data={data} />
            <PipelineChart data={data} />
            <TopServicesChart data={data} />
          </>
        ) : (
          <>
            <ChartSkeleton />
            <ChartSkeleton />
          </>
        )}
      </div>
    </section>
  );
}
