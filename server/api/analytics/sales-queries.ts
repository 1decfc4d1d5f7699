import type { ResolvedPeriod } from "@shared/analytics/period";
import type { SalesAnalytics } from "@shared/analytics/sales";
import { closedStages, type OpportunityStage } from "@shared/opportunities/stages";
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { sqlList } from "../../db/schema/columns";
import { firstYearOf, probabilityOf } from "../opportunities/opportunity-queries";
import { bucketOf, bucketsOf, type Instants, instantsOf, within } from "./period-sql";

type Num = string | number | null;
const num = (value: Num) => (value === null ? null : Number(value));

interface PeriodRow {
  leads: Num;
  inquiries: Num;
  quotes_saved: Num;
  quotes_shared: Num;
  quotes_viewed: Num;
  average_monthly_cents: Num;
  accepted: Num;
  declined: Num;
  accepted_monthly_cents: Num;
  accepted_setup_cents: Num;
  median_seconds: Num;
}

/** The decisions of a period with the version each accepted quote offered. */
const decisionsIn = (range: Instants) => sql`
  quote_decisions d
  left join configuration_versions v on v.configuration_id = d.configuration_id and v.version = d.version
  where ${within(sql`d.decided_at`, range)}`;

/** Every count and sum of one period in one round trip; each a SQL aggregate. */
async function periodFigures(db: Executor, range: Instants) {
  const [row] = rowsOf<PeriodRow>(
    await db.execute(sql`
      select
        (select count(*) from prospects where ${within(sql`created_at`, range)}) as leads,
        (select count(*) from inquiries where ${within(sql`created_at`, range)}) as inquiries,
        (select count(*) from configurations where ${within(sql`created_at`, range)}) as quotes_saved,
        (select count(*) from quote_shares where ${within(sql`created_at`, range)}) as quotes_shared,
        (select count(*) from quote_shares where ${within(sql`first_viewed_at`, range)}) as quotes_viewed,
        (select round(avg(v.monthly_cents)) from configurations c
          join configuration_versions v on v.configuration_id = c.id and v.version = c.current_version
          where ${within(sql`c.created_at`, range)}) as average_monthly_cents,
        decided.*
      from (
        select
          count(*) filter (where d.decision = 'accepted') as accepted,
          count(*) filter (where d.decision = 'declined') as declined,
          coalesce(sum(v.monthly_cents) filter (where d.decision = 'accepted'), 0) as accepted_monthly_cents,
          coalesce(sum(v.setup_cents) filter (where d.decision = 'accepted'), 0) as accepted_setup_cents,
          percentile_cont(0.5) within group (order by date_part('epoch', d.decided_at - p.created_at))
            filter (where d.decision = 'accepted' and p.id is not null) as median_seconds
        from quote_decisions d
        left join configuration_versions v on v.configuration_id = d.configuration_id and v.version = d.version
        left join quote_shares s on s.id = d.share_id
        left join prospects p on p.id = s.prospect_id
        where ${within(sql`d.decided_at`, range)}
      ) decided`),
  );
  if (!row) throw new Error("aggregate query answered no row");
  const accepted = Number(row.accepted);
  const answered = accepted + Number(row.declined);
  return {
    leads: Number(row.leads),
    inquiries: Number(row.inquiries),
    quotesSaved: Number(row.quotes_saved),
    quotesShared: Number(row.quotes_shared),
    quotesViewed: Number(row.quotes_viewed),
    quotesAccepted: accepted,
    acceptanceRate: answered === 0 ? null : accepted / answered,
    acceptedMonthlyCents: Number(row.accepted_monthly_cents),
    acceptedSetupCents: Number(row.accepted_setup_cents),
    averageQuoteMonthlyCents: num(row.average_monthly_cents),
    medianLeadToAcceptedSeconds:
      row.median_seconds === null ? null : Math.round(Number(row.median_seconds)),
  };
}

/**
 * The deals as they stood at `at`: their latest recorded stage and value from the history
 * the opportunities trigger keeps (migration 0012); the table itself when `at` is now.
 */
const dealsAt = (at: Date | "now") =>
  at === "now"
    ? sql`select stage, monthly_cents, setup_cents from opportunities where archived_at is null`
    : sql`select stage, monthly_cents, setup_cents from (
        select distinct on (opportunity_id) stage, monthly_cents, setup_cents, archived
        from opportunity_history where recorded_at <= ${at.toISOString()}::timestamptz
        order by opportunity_id, recorded_at desc, id desc
      ) latest where not archived`;

/** Open deals (not archived, not won or lost) at a moment, by stage, with the forecast's weights. */
async function openPipeline(db: Executor, at: Date | "now") {
  const value = firstYearOf(sql`monthly_cents`, sql`setup_cents`);
  const rows = rowsOf<{ stage: string; count: Num; value_cents: Num; weighted_percent_cents: Num }>(
    await db.execute(sql`
      select stage, count(*) as count, coalesce(sum(${value}), 0) as value_cents,
        coalesce(sum(${value} * ${probabilityOf(sql`stage`)}), 0) as weighted_percent_cents
      from (${dealsAt(at)}) deals
      where stage not in ${sqlList(closedStages)}
      group by stage`),
  );
  const stages = rows.map((row) => ({
    stage: row.stage as OpportunityStage,
    count: Number(row.count),
    valueCents: Number(row.value_cents),
    weightedCents: Math.round(Number(row.weighted_percent_cents) / 100),
  }));
  return {
    stages,
    openValueCents: stages.reduce((sum, stage) => sum + stage.valueCents, 0),
    // Rounded once over the whole pipeline, as the forecast rounds once per month.
    weightedCents: Math.round(
      rows.reduce((sum, row) => sum + Number(row.weighted_percent_cents), 0) / 100,
    ),
  };
}

/** The pipeline at the period's end (now, for a period that has not ended) and at its start. */
async function pipelineOf(db: Executor, range: Instants): Promise<SalesAnalytics["pipeline"]> {
  const end = range.end.getTime() > Date.now() ? "now" : range.end;
  const [current, atStart] = await Promise.all([
    openPipeline(db, end),
    openPipeline(db, range.start),
  ]);
  return {
    ...current,
    atStart: { openValueCents: atStart.openValueCents, weightedCents: atStart.weightedCents },
  };
}

async function series(db: Executor, period: ResolvedPeriod, range: Instants) {
  const leadBucket = bucketOf(sql`created_at`, period);
  const decidedBucket = bucketOf(sql`d.decided_at`, period);
  const [leads, accepted] = await Promise.all([
    db.execute(sql`select ${leadBucket} as bucket, count(*) as value from prospects
      where ${within(sql`created_at`, range)} group by 1`),
    db.execute(sql`select ${decidedBucket} as bucket, coalesce(sum(v.monthly_cents), 0) as value
      from ${decisionsIn(range)} and d.decision = 'accepted' group by 1`),
  ]);
  const byBucket = (rows: { bucket: string; value: Num }[]) =>
    new Map(rows.map((row) => [row.bucket, Number(row.value)]));
  const leadsBy = byBucket(rowsOf(leads));
  const acceptedBy = byBucket(rowsOf(accepted));
  return bucketsOf(period).map((bucket) => ({
    bucket,
    leads: leadsBy.get(bucket) ?? 0,
    acceptedMonthlyCents: acceptedBy.get(bucket) ?? 0,
  }));
}

/** Services of the accepted quotes by first-year value (12 x monthly or 1 x yearly + set-up). */
async function topServices(db: Executor, range: Instants, limit = 5) {
  const rows = rowsOf<{ service_id: Num; name: string; quotes: Num; first_year_cents: Num }>(
    await db.execute(sql`
      select (line->>'serviceId')::int as service_id, max(line->>'name') as name,
        count(distinct d.share_id) as quotes,
        sum(case when line->>'billing' = 'annual' then (line->>'totalCents')::bigint
          else (line->>'totalCents')::bigint * 12 end
          + coalesce((line->>'setupCents')::bigint, 0)) as first_year_cents
      from quote_decisions d
      join configuration_versions v on v.configuration_id = d.configuration_id and v.version = d.version
      cross join lateral jsonb_array_elements(v.priced->'locations') loc
      cross join lateral jsonb_array_elements(loc->'lines') line
      where ${within(sql`d.decided_at`, range)} and d.decision = 'accepted'
      group by 1 order by first_year_cents desc, service_id limit ${limit}`),
  );
  return rows.map((row) => ({
    serviceId: Number(row.service_id),
    name: row.name,
    quotes: Number(row.quotes),
    firstYearCents: Number(row.first_year_cents),
  }));
}

/** The sales dashboard of issue 15: every figure an aggregate in SQL, never rows in JS. */
export function createSalesAnalytics(db: Executor) {
  return {
    async sales(period: ResolvedPeriod): Promise<SalesAnalytics> {
      const ranges = instantsOf(period);
      const [current, previous, pipeline, points, services] = await Promise.all([
        periodFigures(db, ranges.current),
        periodFigures(db, ranges.previous),
        pipelineOf(db, ranges.current),
        series(db, period, ranges.current),
        topServices(db, ranges.current),
      ]);
      const figures = Object.fromEntries(
        (Object.keys(current) as (keyof typeof current)[]).map((key) => [
          key,
          { current: current[key], previous: previous[key] },
        ]),
      ) as SalesAnalytics["figures"];
      return { period, figures, pipeline, series: points, topServices: services };
    },
  };
}
