import {
  type BuilderAnalytics,
  deviceSlots,
  type FunnelStep,
  funnelSteps,
} from "@shared/analytics/builder";
import { type ResolvedPeriod, rangeInstants } from "@shared/analytics/period";
import { suggestionSources } from "@shared/analytics/suggestion-constants";
import type { SuggestionFigures } from "@shared/analytics/suggestions";
import { dayIn } from "@shared/calendar/days";
import { deviceClasses } from "@shared/quotes/builder/device";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { sqlList } from "../../db/schema/columns";
import { type Instants, instantsOf, within } from "./period-sql";

type Num = string | number | null;

/** Column of each step's first time in builder_sessions. */
const stepColumns: Record<FunnelStep, string> = {
  "session-started": "started_at",
  "lead-captured": "lead_at",
  "assessment-completed": "assessment_at",
  "recommendations-shown": "recommendations_at",
  "configuration-saved": "saved_at",
  shared: "shared_at",
  viewed: "viewed_at",
  accepted: "accepted_at",
};

/** The furthest step a session reached: the last step column that is set. */
const lastStep = sql.raw(
  `case ${[...funnelSteps]
    .reverse()
    .map((step) => `when ${stepColumns[step]} is not null then '${step}'`)
    .join(" ")} end`,
);

/**
 * The sessions started in the period (by their first start), read once for every table of
 * the page: one row each in the rollup the database keeps (migrations 0012 to 0014), with
 * how far each got, its answers and its quotes, and only the columns the tables use.
 */
const cohort = (range: Instants) => sql`
  cohort as materialized (
    select ${sql.raw(Object.values(stepColumns).join(", "))}, ${lastStep} as last_step,
      case when device in ${sqlList(deviceClasses)} then device else 'unknown' end as device,
      recommended, quoted_services, accepted_services, compliance_requirements, security_focus,
      prospect_id, quotes, quote_monthly_cents
    from builder_sessions where ${within(sql`started_at`, range)}
  )`;

/**
 * In one pass over the period's sessions: each step's sessions (n), median seconds from the
 * step before (m) and sessions that left there (l), and the sessions per device class (d).
 */
function funnelJson(): SQL {
  const columns = funnelSteps.map((step) => sql.raw(stepColumns[step]));
  const counts = columns.map((column, index) => sql`${`n${index}`}::text, count(${column})`);
  const medians = columns.slice(1).map((column, index) => {
    const before = columns[index] as SQL;
    return sql`${`m${index + 1}`}::text, percentile_cont(0.5) within group (order by date_part('epoch', ${column} - ${before}))
      filter (where ${column} is not null and ${before} is not null)`;
  });
  const lefts = funnelSteps.map(
    (step, index) => sql`${`l${index}`}::text, count(*) filter (where last_step = ${step})`,
  );
  const devices = deviceSlots.map(
    (device) => sql`${`d-${device}`}::text, count(*) filter (where device = ${device})`,
  );
  return sql`(
    select json_build_object(${sql.join([...counts, ...medians, ...lefts, ...devices], sql`, `)})
    from cohort)`;
}

type Totals = Record<string, Num>;

function funnelOf(totals: Totals): BuilderAnalytics["funnel"] {
  return funnelSteps.map((step, index) => {
    const sessions = Number(totals[`n${index}`] ?? 0);
    const before = index === 0 ? sessions : Number(totals[`n${index - 1}`] ?? 0);
    const median = totals[`m${index}`];
    return {
      step,
      sessions,
      conversion: index === 0 ? (sessions > 0 ? 1 : null) : before > 0 ? sessions / before : null,
      dropOff: Math.max(0, before - sessions),
      leftHere: Number(totals[`l${index}`] ?? 0),
      medianSeconds: median === null || median === undefined ? null : Math.round(Number(median)),
    };
  });
}

/**
 * Per service: how often the recommendations step showed it to the period's sessions and
 * how many of those sessions kept it in a saved quote, and the saved quotes that hold it and
 * how many of those were accepted (the rollup lists a service once per quote holding it).
 * Sessions whose event lists no services (recorded before the list was) are simply not
 * counted as recommended. Each service is named as the catalogue names it today.
 */
const servicesJson = sql`(
  with saved as (
    select service_id, count(*) as saved
    from (select unnest(quoted_services) as service_id from cohort where quotes > 0) q group by 1
  ),
  accepted as (
    select service_id, count(*) as accepted
    from (select unnest(accepted_services) as service_id from cohort where accepted_at is not null) a
    group by 1
  ),
  recommended as (
    select service_id, count(*) as recommended,
      count(*) filter (where service_id = any(quoted_services)) as kept
    from (select unnest(recommended) as service_id, quoted_services from cohort) r group by 1
  )
  select coalesce(json_agg(json_build_object('serviceId', service_id, 'name', name, 'saved', saved,
    'accepted', accepted, 'recommended', recommended, 'kept', kept)
    order by saved desc, recommended desc, service_id), '[]')
  from (
    select coalesce(s.service_id, r.service_id) as service_id, c.name,
      coalesce(s.saved, 0) as saved, coalesce(a.accepted, 0) as accepted,
      coalesce(r.recommended, 0) as recommended, coalesce(r.kept, 0) as kept
    from saved s
    full join recommended r on r.service_id = s.service_id
    left join accepted a on a.service_id = coalesce(s.service_id, r.service_id)
    left join services c on c.id = coalesce(s.service_id, r.service_id)
  ) t)`;

interface ServiceCounts {
  serviceId: number;
  name: string | null;
  saved: number;
  accepted: number;
  recommended: number;
  kept: number;
}

const servicesOf = (rows: ServiceCounts[]) =>
  rows.map((row) => ({
    ...row,
    name: row.name ?? `Service #${row.serviceId}`,
    rate: row.saved > 0 ? row.accepted / row.saved : null,
    keepRate: row.recommended > 0 ? row.kept / row.recommended : null,
  }));

/** The period's sessions by the device class of their first start (else unknown). */
function devicesOf(totals: Totals): BuilderAnalytics["devices"] {
  const counts = deviceSlots.map((device) => Number(totals[`d-${device}`] ?? 0));
  const total = counts.reduce((sum, count) => sum + count, 0);
  return deviceSlots.map((device, index) => {
    const sessions = counts[index] ?? 0;
    return { device, sessions, share: total > 0 ? sessions / total : null };
  });
}

/** How many of the period's sessions gave each answer (a session may give several). */
const answersJson = (column: "compliance_requirements" | "security_focus") => sql`(
  select coalesce(json_agg(json_build_object('label', answer, 'count', n) order by n desc, answer), '[]')
  from (
    select answer, count(*) as n
    from (select unnest(${sql.raw(column)}) as answer from cohort) a group by 1
  ) t)`;

/** Company size (from the lead step) of the period's sessions, and their quotes' value. */
const sizesJson = sql`(
  select coalesce(json_agg(json_build_object('label', label, 'sessions', sessions, 'quotes', quotes,
    'averageMonthlyCents', average_monthly_cents) order by sessions desc, label), '[]')
  from (
    select coalesce(p.company_size, 'Not given') as label, count(*) as sessions,
      sum(c.quotes) as quotes,
      coalesce(round(sum(c.quote_monthly_cents)::numeric / nullif(sum(c.quotes), 0)), 0) as average_monthly_cents
    from cohort c
    left join prospects p on p.id = c.prospect_id
    group by 1
  ) t)`;

interface SizeRow {
  label: string;
  sessions: number;
  quotes: number;
  averageMonthlyCents: number;
}

const sizesOf = (rows: SizeRow[]) => ({
  companySize: rows.map((row) => ({ label: row.label, count: row.sessions })),
  quoteValueBySize: rows
    .filter((row) => row.quotes > 0)
    .map(({ label, quotes, averageMonthlyCents }) => ({ label, quotes, averageMonthlyCents })),
});

/** This calendar month so far in the period's zone: the questions figure's days. */
function thisMonth(period: ResolvedPeriod) {
  const today = dayIn(new Date(), period.tz);
  const month = today.slice(0, 7);
  return { month, range: rangeInstants({ from: `${month}-01`, to: today }, period.tz) };
}

/** Questions asked on quote pages in the range, and those no passage answered (issue 36 §3). */
const questionsJson = (range: Instants) => sql`(
  select json_build_object('asked', count(*), 'unanswered', count(*) filter (where not answered))
  from quote_questions where ${within(sql`created_at`, range)})`;

/** How the period's AI suggestions were answered, per source (issue 36 §4). */
const suggestionsJson = (range: Instants) => sql`(
  select coalesce(json_agg(json_build_object('source', source, 'accepted', accepted,
    'corrected', corrected, 'rejected', rejected)), '[]'::json)
  from (select data->>'source' as source,
      count(*) filter (where data->>'outcome' = 'accepted') as accepted,
      count(*) filter (where data->>'outcome' = 'corrected') as corrected,
      count(*) filter (where data->>'outcome' = 'rejected') as rejected
    from builder_events
    where type = 'suggestion-answered' and ${within(sql`created_at`, range)}
    group by 1) answered)`;

/** Every source listed, in order, those without answers at zero. */
const suggestionsOf = (rows: SuggestionFigures): SuggestionFigures =>
  suggestionSources.map(
    (source) =>
      rows.find((row) => row.source === source) ?? {
        source,
        accepted: 0,
        corrected: 0,
        rejected: 0,
      },
  );

/**
 * Runs the statement with room to keep the period's sessions in memory: at PostgreSQL's
 * default work_mem (4 MB) the materialized cohort of a busy quarter (about 270 bytes a
 * session) goes to a temporary file that every table of the page reads back (decision 034).
 */
function inMemory(db: Executor, statement: SQL) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '32MB'`);
    return tx.execute(statement);
  });
}

/**
 * The Service Builder analytics of issue 15, every figure a SQL aggregate, in one statement
 * so the period's sessions are read once (issue 15's 200 ms budget; decision 034).
 */
export function createBuilderAnalytics(db: Executor) {
  return {
    async builder(period: ResolvedPeriod): Promise<BuilderAnalytics> {
      const month = thisMonth(period);
      const [row] = rowsOf<{
        funnel: Totals;
        services: ServiceCounts[];
        compliance: BuilderAnalytics["complianceRequirements"];
        focus: BuilderAnalytics["securityFocus"];
        sizes: SizeRow[];
        questions: { asked: number; unanswered: number };
        suggestions: SuggestionFigures;
      }>(
        await inMemory(
          db,
          sql`
          with ${cohort(instantsOf(period).current)}
          select ${funnelJson()} as funnel, ${servicesJson} as services,
            ${answersJson("compliance_requirements")} as compliance,
            ${answersJson("security_focus")} as focus, ${sizesJson} as sizes,
            ${questionsJson(month.range)} as questions,
            ${suggestionsJson(instantsOf(period).current)} as suggestions`,
        ),
      );
      if (!row) throw new Error("builder analytics: no row");
      return {
        period,
        funnel: funnelOf(row.funnel),
        services: servicesOf(row.services),
        complianceRequirements: row.compliance,
        securityFocus: row.focus,
        ...sizesOf(row.sizes),
        questions: { month: month.month, ...row.questions },
        suggestions: suggestionsOf(row.suggestions),
        devices: devicesOf(row.funnel),
      };
    },
  };
}
