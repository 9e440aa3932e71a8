/**
 * Dashboard benchmark (issue 6): the five dashboard queries for the demo company's main account on the 50 000-
 * subscription PostgreSQL bench database, through the real app (inject, an admin's token), 30 timed runs each
 * after a warm-up; prints p50 and p95. Target: p95 ≤ 200 ms for each query.
 *
 * It uses the shared bench database (`connect_bench` next to BENCH_DATABASE_URL): when that is empty it seeds the
 * full demo (13 months of usage, content services, cost figures) with 50 000 subscriptions once, under an advisory
 * lock so two benchmarks never seed it at the same time. Later runs reuse it.
 *
 * Run: `npx tsx bench/dashboard.bench.ts` (in apps/server), or through `npm run bench` when run.ts includes it.
 */
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { createSession } from '../src/auth/sessions.ts';
import { fixedClock } from '../src/clock.ts';
import { loadConfig } from '../src/config.ts';
import { type Db, openDatabase, queryRows } from '../src/db/client.ts';
import { isEmpty, seedDemo } from '../src/seed/index.ts';
import { createServices } from '../src/services.ts';

const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 50_000);
const DATABASE = process.env.BENCH_DATABASE_NAME ?? 'connect_bench';
/** The world the seed writes stands still here: 13 months of usage up to this day. */
const SEED_NOW = '2026-11-15T10:00:00+01:00';
const WARMUP = 5;
const RUNS = 30;
const TARGET_P95_MS = 200;

const QUERIES = {
  dashboardSummary: '{ period current { totalCost deducted work private } previous { totalCost } }',
  dashboardCostSeries:
    '{ categoryGroups { categoryGroupID name } months { period total categories { categoryGroupID amount } } }',
  dashboardTopSubscriptions: '{ subscriptionID names totalCost }',
  dashboardPendingApprovals:
    '{ contentServices { count amount months { period count } } aggregateSplits { count } }',
  dashboardBillShock:
    '{ count rule { multiplier } items { usual subscription { subscriptionID totalCost } } }',
} as const;

function adminUrl(): string {
  return process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

function databaseUrl(): string {
  const u = new URL(adminUrl());
  u.pathname = `/${DATABASE}`;
  return u.toString();
}

async function ensureDatabase() {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  const found = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
  if (found.rowCount === 0) await admin.query(`create database ${DATABASE}`);
  await admin.end();
}

/** Seeds the demo once; the advisory lock keeps a second benchmark from seeding the same database meanwhile. */
async function seedOnce(db: Db) {
  await db.execute(sql`select pg_advisory_lock(20261121)`);
  try {
    if (!(await isEmpty(db))) return;
    const started = Date.now();
    await seedDemo(db, { subscriptions: SUBSCRIPTIONS, clock: fixedClock(SEED_NOW) });
    await db.execute(sql`analyze`);
    console.log(`Seeded ${SUBSCRIPTIONS} subscriptions with 13 months in ${Date.now() - started} ms`);
  } finally {
    await db.execute(sql`select pg_advisory_unlock(20261121)`);
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export type DashboardBenchResult = { query: string; p50: number; p95: number; ok: boolean };

export async function runDashboardBench(): Promise<DashboardBenchResult[]> {
  await ensureDatabase();
  const database = await openDatabase({ url: databaseUrl() });
  await database.migrate();
  await seedOnce(database.db);

  // The app's clock stands in the newest month with figures, so "this month" has data however the seed was dated.
  const [latest] = await queryRows<{ period: string }>(
    database.db,
    sql`select to_char(max(period), 'YYYY-MM') as period from subscription_month_costs`,
  );
  const clock = fixedClock(`${latest!.period}-15T12:00:00+01:00`);
  const [ids] = await queryRows<{ main: number; admin: number; subscriptions: number }>(
    database.db,
    sql`select a.id as main, p.catalog_id as admin,
        (select count(*)::int from subscriptions s where s.account_id in
          (select descendant_id from account_tree where ancestor_id = a.id)) as subscriptions
      from accounts a, people p where a.customer_number = '100200' and p.login = 'admin'`,
  );
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS: 'false', SEED_ON_EMPTY: 'false' });
  const services = createServices(config, clock);
  const built = await buildApp({ config, database, services });
  await built.app.ready();
  const sid = await createSession(database.db, clock, { catalogId: ids!.admin });
  const token = await services.tokens.sign({ sid, sub: String(ids!.admin) });

  console.log(
    `Dashboard of the main account (${ids!.subscriptions} subscriptions with sub accounts), month ${latest!.period}:`,
  );
  const results: DashboardBenchResult[] = [];
  for (const [field, selection] of Object.entries(QUERIES)) {
    const query = `query($a: Int!) { ${field}(accountID: $a) ${selection} }`;
    const once = async () => {
      const started = performance.now();
      const res = await built.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: JSON.stringify({ query, variables: { a: ids!.main } }),
      });
      const ms = performance.now() - started;
      const body = res.json() as { errors?: unknown[] };
      if (res.statusCode !== 200 || body.errors)
        throw new Error(`${field} failed: ${res.body.slice(0, 300)}`);
      return ms;
    };
    for (let i = 0; i < WARMUP; i++) await once();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await once());
    times.sort((a, b) => a - b);
    const r = { query: field, p50: percentile(times, 50), p95: percentile(times, 95), ok: false };
    r.ok = r.p95 <= TARGET_P95_MS;
    results.push(r);
    console.log(
      `  ${field.padEnd(28)} p50 ${r.p50.toFixed(1).padStart(7)} ms   p95 ${r.p95.toFixed(1).padStart(7)} ms   ${r.ok ? 'ok' : `over ${TARGET_P95_MS} ms`}`,
    );
  }
  await built.shutdown();
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await runDashboardBench();
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}
