import {
  type BuilderAnalytics,
  deviceSlots,
  type FunnelStep,
  funnelSteps,
} from "@shared/analytics/builder";
import type { ResolvedPeriod } from "@shared/analytics/period";
import { deviceClasses } from "@shared/builder/device";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { sqlList } from "../../db/schema/columns";
import { type Instants, instantsOf, within } from "./period-sql";

type Num = string | number | null;

/** Column of each step's first time in the `reached` CTE. */
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

/**
 * The sessions started in the period (by their first start), one row each with when they
 * first reached every builder step, from the rollup builder_events keeps (migration 0012).
 */
const cohort = (range: Instants) => sql`
  cohort as (
    select session_id, started_at, device, lead_at, assessment_at, recommendations_at, saved_at,
      recommended, compliance_requirements, security_focus, prospect_id
    from builder_sessions where ${within(sql`started_at`, range)}
  )`;

/** The cohort with how far its saved quotes went (shares, views and acceptances). */
const reached = (range: Instants) => sql`
  ${cohort(range)},
  shares as (
    select cf.session_id, min(s.created_at) as shared_at, min(s.first_viewed_at) as viewed_at
    from cohort c
    join configurations cf on cf.session_id = c.session_id
    join quote_share_options o on o.configuration_id = cf.id
    join quote_shares s on s.id = o.share_id
    group by cf.session_id
  ),
  answers as (
    select cf.session_id, min(d.decided_at) as accepted_at
    from cohort c
    join configurations cf on cf.session_id = c.session_id
    join quote_decisions d on d.configuration_id = cf.id and d.decision = 'accepted'
    group by cf.session_id
  ),
  reached as (
    select c.*, shares.shared_at, shares.viewed_at, answers.accepted_at
    from cohort c
    left join shares on shares.session_id = c.session_id
    left join answers on answers.session_id = c.session_id
  )`;

async function funnel(db: Executor, range: Instants): Promise<BuilderAnalytics["funnel"]> {
  const columns = funnelSteps.map((step) => sql.raw(stepColumns[step]));
  const counts = columns.map((column, index) => sql`count(${column}) as ${sql.raw(`n${index}`)}`);
  const medians = columns.slice(1).map((column, index) => {
    const before = columns[index] as SQL;
    return sql`percentile_cont(0.5) within group (order by extract(epoch from ${column} - ${before}))
      filter (where ${column} is not null and ${before} is not null) as ${sql.raw(`m${index + 1}`)}`;
  });
  // The furthest step each session reached, the last column that is set.
  const last = sql.raw(
    `case ${[...funnelSteps]
      .reverse()
      .map((step) => `when ${stepColumns[step]} is not null then '${step}'`)
      .join(" ")} end`,
  );
  const lefts = funnelSteps.map(
    (step, index) => sql`count(*) filter (where ${last} = ${step}) as ${sql.raw(`l${index}`)}`,
  );
  const [totals] = rowsOf<Record<string, Num>>(
    await db.execute(
      sql`with ${reached(range)} select ${sql.join([...counts, ...medians, ...lefts], sql`, `)} from reached`,
    ),
  );
  return funnelSteps.map((step, index) => {
    const sessions = Number(totals?.[`n${index}`] ?? 0);
    const before = index === 0 ? sessions : Number(totals?.[`n${index - 1}`] ?? 0);
    const median = totals?.[`m${index}`];
    return {
      step,
      sessions,
      conversion: index === 0 ? (sessions > 0 ? 1 : null) : before > 0 ? sessions / before : null,
      dropOff: Math.max(0, before - sessions),
      leftHere: Number(totals?.[`l${index}`] ?? 0),
      medianSeconds: median === null || median === undefined ? null : Math.round(Number(median)),
    };
  });
}

/**
 * Per service: how often the recommendations step showed it to the period's sessions and
 * how many of those sessions kept it in their saved quote, and the saved quotes that hold
 * it and how many of those were accepted. Sessions whose event lists no services (recorded
 * before the list was) are simply not counted as recommended.
 */
async function services(db: Executor, range: Instants) {
  const rows = rowsOf<{
    service_id: Num;
    name: string | null;
    saved: Num;
    accepted: Num;
    recommended: Num;
    kept: Num;
  }>(
    await db.execute(sql`
      with ${cohort(range)},
      -- One hash of the accepted quotes instead of a look-up per priced line.
      kept as (
        select distinct configuration_id from quote_decisions
        where decision = 'accepted' and configuration_id is not null
      ),
      lines as (
        select distinct cf.id, cf.session_id, (line->>'serviceId')::int as service_id,
          line->>'name' as name, kept.configuration_id is not null as accepted
        from cohort r
        join configurations cf on cf.session_id = r.session_id
        join configuration_versions v on v.configuration_id = cf.id and v.version = cf.current_version
        left join kept on kept.configuration_id = cf.id
        cross join lateral jsonb_array_elements(v.priced->'locations') loc
        cross join lateral jsonb_array_elements(loc->'lines') line
      ),
      saved as (
        select service_id, max(name) as name, count(distinct id) as saved,
          count(distinct id) filter (where accepted) as accepted
        from lines group by service_id
      ),
      shown as (
        select r.session_id, service_id from cohort r cross join lateral unnest(r.recommended) service_id
      ),
      recommended as (
        select sh.service_id, count(*) as recommended,
          count(*) filter (where exists (
            select 1 from lines l where l.session_id = sh.session_id and l.service_id = sh.service_id
          )) as kept
        from shown sh group by sh.service_id
      )
      select coalesce(s.service_id, r.service_id) as service_id,
        coalesce(s.name, c.name) as name,
        coalesce(s.saved, 0) as saved, coalesce(s.accepted, 0) as accepted,
        coalesce(r.recommended, 0) as recommended, coalesce(r.kept, 0) as kept
      from saved s
      full join recommended r on r.service_id = s.service_id
      left join services c on c.id = coalesce(s.service_id, r.service_id)
      order by 3 desc, 5 desc, 1`),
  );
  return rows.map((row) => {
    const saved = Number(row.saved);
    const accepted = Number(row.accepted);
    const recommended = Number(row.recommended);
    const kept = Number(row.kept);
    const serviceId = Number(row.service_id);
    return {
      serviceId,
      name: row.name ?? `Service #${serviceId}`,
      saved,
      accepted,
      rate: saved > 0 ? accepted / saved : null,
      recommended,
      kept,
      keepRate: recommended > 0 ? kept / recommended : null,
    };
  });
}

/**
 * The period's sessions by the device class their start recorded; starts recorded before
 * the class was (or with an unexpected value) count as unknown.
 */
async function devices(db: Executor, range: Instants): Promise<BuilderAnalytics["devices"]> {
  const rows = rowsOf<{ device: string; sessions: Num }>(
    await db.execute(sql`
      with ${cohort(range)}
      select case when device in ${sqlList(deviceClasses)} then device else 'unknown' end as device,
        count(*) as sessions
      from cohort group by 1`),
  );
  const counts = new Map(rows.map((row) => [row.device, Number(row.sessions)]));
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  return deviceSlots.map((device) => {
    const sessions = counts.get(device) ?? 0;
    return { device, sessions, share: total > 0 ? sessions / total : null };
  });
}

/** How many of the period's sessions gave each answer (a session may give several). */
async function answers(db: Executor, range: Instants) {
  const rows = rowsOf<{ field: string; label: string; count: Num }>(
    await db.execute(sql`
      with ${cohort(range)}
      select 'complianceRequirements' as field, answer as label, count(*) as count
      from cohort cross join lateral unnest(compliance_requirements) answer group by 2
      union all
      select 'securityFocus', answer, count(*)
      from cohort cross join lateral unnest(security_focus) answer group by 2
      order by 1, 3 desc, 2`),
  );
  const of = (field: "complianceRequirements" | "securityFocus") =>
    rows
      .filter((row) => row.field === field)
      .map((row) => ({ label: row.label, count: Number(row.count) }));
  return {
    complianceRequirements: of("complianceRequirements"),
    securityFocus: of("securityFocus"),
  };
}

/** Company size (from the lead step) of the period's sessions, and their quotes' value. */
async function bySize(db: Executor, range: Instants) {
  const rows = rowsOf<{ label: string; sessions: Num; quotes: Num; average_monthly_cents: Num }>(
    await db.execute(sql`
      with ${cohort(range)},
      sized as (
        select r.session_id, coalesce(p.company_size, 'Not given') as label
        from cohort r
        left join prospects p on p.id = r.prospect_id
      ),
      -- Per session first, so the sizes need no count(distinct) (a sort) over the join.
      quoted as (
        select cf.session_id, count(*) as quotes, sum(v.monthly_cents) as monthly_cents
        from cohort r
        join configurations cf on cf.session_id = r.session_id
        join configuration_versions v on v.configuration_id = cf.id and v.version = cf.current_version
        group by cf.session_id
      )
      select s.label, count(*) as sessions, coalesce(sum(q.quotes), 0) as quotes,
        coalesce(round(sum(q.monthly_cents)::numeric / nullif(sum(q.quotes), 0)), 0) as average_monthly_cents
      from sized s
      left join quoted q on q.session_id = s.session_id
      group by 1 order by 2 desc, 1`),
  );
  return {
    companySize: rows.map((row) => ({ label: row.label, count: Number(row.sessions) })),
    quoteValueBySize: rows
      .filter((row) => Number(row.quotes) > 0)
      .map((row) => ({
        label: row.label,
        quotes: Number(row.quotes),
        averageMonthlyCents: Number(row.average_monthly_cents),
      })),
  };
}

/** The Service Builder analytics of issue 15, every figure a SQL aggregate. */
export function createBuilderAnalytics(db: Executor) {
  return {
    async builder(period: ResolvedPeriod): Promise<BuilderAnalytics> {
      const range = instantsOf(period).current;
      const [steps, perService, answered, sizes, byDevice] = await Promise.all([
        funnel(db, range),
        services(db, range),
        answers(db, range),
        bySize(db, range),
        devices(db, range),
      ]);
      return {
        period,
        funnel: steps,
        services: perService,
        ...answered,
        ...sizes,
        devices: byDevice,
      };
    },
  };
}
