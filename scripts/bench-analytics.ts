// The analytics budget (issue 15): with 100,000 builder events and 10,000 configurations on
// the embedded database, each analytics query set (what /api/admin/analytics/sales and
// /builder answer) must take under 200 ms. In this process on a scratch data folder, so the
// HTTP layer is left out. Run alone with `npx tsx scripts/bench-analytics.ts` after a build.
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { createBuilderAnalytics } from "../server/api/analytics/builder-queries";
import { createSalesAnalytics } from "../server/api/analytics/sales-queries";
import { openDatabase } from "../server/db/open";
import { rowsOf } from "../server/db/rows";
import { periodQuerySchema, resolvePeriod } from "../shared/analytics/period";

const SESSIONS = 25_000;
const CONFIGURATIONS = 10_000;

/** Rows spread over the last 120 days, written by SQL so generating them takes seconds. */
async function generate(db: Parameters<typeof createSalesAnalytics>[0]) {
  const spread = (n: string) =>
    sql.raw(`now() - ((${n} * 7919) % (120 * 1440)) * interval '1 minute'`);
  await db.execute(sql`
    insert into prospects (company_name, contact_name, email, company_size, created_at)
    select 'Company ' || n, 'Person ' || n, 'person' || n || '@bench.example', (array['1-10','11-50','51-200','201-500','501+'])[1 + n % 5], ${spread("n")}
    from generate_series(1, ${CONFIGURATIONS}) n`);
  // 100,000 events: every session starts (on a phone, tablet or computer); 80% leave a lead,
  // 60% finish the assessment and are shown four services, 40% save; 60% record one
  // configuration change.
  await db.execute(sql`
    insert into builder_events (type, session_id, created_at, data)
    select type, 'bench-' || n, ${spread("n")} + step * interval '5 minutes',
      case type
        when 'session-started' then jsonb_build_object('device', (array['mobile','tablet','desktop'])[1 + n % 3])
        when 'recommendations-shown' then jsonb_build_object('services', jsonb_build_array(1, 2 + n % 5, 7, 8 + n % 3))
        else '{}'::jsonb
      end
    from generate_series(1, ${SESSIONS}) n
    cross join lateral (values
      ('session-started', 0, true), ('lead-captured', 1, n % 5 <> 0),
      ('assessment-completed', 2, n % 5 < 3), ('recommendations-shown', 2, n % 5 < 3),
      ('configuration-changed', 3, n % 5 < 3), ('configuration-saved', 4, n % 5 < 2)
    ) as steps(type, step, happens)
    where happens`);
  await db.execute(sql`
    insert into builder_drafts (session_id, step_reached, draft, prospect_id)
    select 'bench-' || n, 'assessment',
      jsonb_build_object('stepReached', 'assessment', 'locations', '[]'::jsonb, 'selections', '[]'::jsonb, 'configurationName', '',
        'answers', jsonb_build_object(
          'complianceRequirements', jsonb_build_array((array['hipaa','pci','gdpr','soc2'])[1 + n % 4]),
          'securityFocus', jsonb_build_array((array['endpoint','email','network'])[1 + n % 3], 'backup'))),
      1 + n % ${CONFIGURATIONS}
    from generate_series(1, ${SESSIONS}) n where n % 5 <> 0`);
  await db.execute(sql`
    insert into configurations (name, prospect_id, session_id, status, created_at)
    select 'Quote ' || n, n, 'bench-' || (n * 2), 'draft', ${spread("n")}
    from generate_series(1, ${CONFIGURATIONS}) n`);
  await db.execute(sql`
    insert into configuration_versions (configuration_id, version, name, content, priced, monthly_cents,
      annually_cents, setup_cents, savings_cents, risk_level, formula_versions, created_at)
    select id, 1, name, '{}'::jsonb,
      jsonb_build_object('locations', jsonb_build_array(jsonb_build_object('lines', jsonb_build_array(
        jsonb_build_object('serviceId', 1, 'name', 'Managed firewall', 'billing', 'monthly', 'totalCents', 10000, 'setupCents', 5000),
        jsonb_build_object('serviceId', 2 + (extract(epoch from created_at)::bigint % 5), 'name', 'Service', 'billing', 'monthly', 'totalCents', 20000, 'setupCents', 0))))),
      30000, 360000, 5000, 0, 'low', '{}'::jsonb, created_at
    from configurations`);
  await db.execute(sql`
    insert into quote_shares (token, reference, prospect_id, snapshot, snapshot_sha256, expires_at, first_viewed_at, created_at)
    select 'token-' || c.id, 'Q-' || c.id, c.prospect_id, '{}'::jsonb, '-', now() + interval '30 days',
      case when row_number() over () % 2 = 0 then c.created_at + interval '1 day' end, c.created_at + interval '1 hour'
    from (select * from configurations order by id limit 3000) c`);
  await db.execute(sql`
    insert into quote_share_options (share_id, position, configuration_id, version)
    select s.id, 1, c.id, 1 from quote_shares s join configurations c on s.token = 'token-' || c.id`);
  await db.execute(sql`
    insert into quote_decisions (share_id, decision, position, configuration_id, version, ip, user_agent, snapshot_sha256, decided_at)
    select s.id, case when n % 3 = 0 then 'declined' else 'accepted' end, 1, o.configuration_id, 1, '203.0.113.1', 'bench', '-',
      s.created_at + interval '2 days'
    from (select *, row_number() over () as n from quote_shares limit 1500) s
    join quote_share_options o on o.share_id = s.id`);
  await db.execute(sql`
    insert into opportunities (prospect_id, name, stage, monthly_cents, setup_cents)
    select n, 'Deal ' || n, (array['qualification','proposal','negotiation','won'])[1 + n % 4], 30000, 5000
    from generate_series(1, 2000) n`);
  await db.execute(sql`analyze`);
  const [counts] = rowsOf<{ events: number; configurations: number }>(
    await db.execute(sql`select (select count(*)::int from builder_events) as events,
      (select count(*)::int from configurations) as configurations`),
  );
  return counts;
}

async function median(run: () => Promise<unknown>, times = 5) {
  await run(); // warm-up: plans and caches
  const timings: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    timings.push(performance.now() - start);
  }
  timings.sort((a, b) => a - b);
  return timings[Math.floor(times / 2)] ?? 0;
}

export async function benchAnalytics(root: string) {
  const dataDir = path.join(root, ".tmp/bench-analytics");
  fs.rmSync(dataDir, { recursive: true, force: true });
  // As the server runs it: PGlite on its thread (decision 042; the compiled thread, so after
  // a build).
  const { database } = await openDatabase(
    { DATA_DIR: dataDir, DATABASE_URL: undefined },
    { pgliteThread: true },
  );
  try {
    await database.migrate();
    const counts = await generate(database.db);
    if (!counts || counts.events < 100_000 || counts.configurations !== CONFIGURATIONS) {
      throw new Error(`analytics bench: unexpected volume ${JSON.stringify(counts)}`);
    }
    const sales = createSalesAnalytics(database.db);
    const builder = createBuilderAnalytics(database.db);
    const period = resolvePeriod(periodQuerySchema.parse({ period: "90d", tz: "Europe/Berlin" }));
    return {
      ...counts,
      salesMs: await median(() => sales.sales(period)),
      builderMs: await median(() => builder.builder(period)),
    };
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchAnalytics(path.resolve(import.meta.dirname, ".."));
  console.info(
    `analytics, ${result.events} events and ${result.configurations} configurations, last 90 days: sales ${result.salesMs.toFixed(0)} ms, builder ${result.builderMs.toFixed(0)} ms`,
  );
}
