import { addMonths, osloDate } from '@connect/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { fixedClock } from '../src/clock.ts';
import { type Db, type Executor, openDatabase, queryRows } from '../src/db/client.ts';
import { closeMonths, recomputeCosts } from '../src/modules/cost-control/cost/cost.service.ts';
import { seedCategoryCatalogue, seedMemberships, seedPaymentProfiles } from '../src/seed/cost.ts';
import { isEmpty } from '../src/seed/index.ts';
import { createRandom } from '../src/seed/random.ts';
import { seedTenancy } from '../src/seed/tenancy.ts';
import { adminUrl, BENCH_SEED_NOW, BENCH_SUBSCRIPTIONS, benchDatabaseUrl } from './shared.ts';

/**
 * The usage ingest's world, built without the demo seed's daily lines (its slow part): the demo tenancy of
 * BENCH_SUBSCRIPTIONS subscriptions through the provisioning bulk path, the category catalogue, payment profiles
 * and memberships (the seed's own functions), then thirteen months of usage history written straight into the
 * monthly roll-ups with set-based SQL (no daily lines: the cost engine reads the roll-ups), and the costs of every
 * month computed by the cost engine, the months past their due day closed as the due-day job would.
 */
export const INGEST_SEED =
  BENCH_SUBSCRIPTIONS === 50_000
    ? 'connect_bench_ingest_seed'
    : `connect_bench_ingest_seed_${BENCH_SUBSCRIPTIONS}`;
const WORLD_LOCK = 20261130;

/** Creates and builds INGEST_SEED when it is missing or empty (under an advisory lock, once). */
export async function ensureIngestWorld(): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  const found = await admin.query('select 1 from pg_database where datname = $1', [INGEST_SEED]);
  if (found.rowCount === 0) await admin.query(`create database ${INGEST_SEED}`);
  await admin.end();
  const database = await openDatabase({ url: benchDatabaseUrl(INGEST_SEED) });
  try {
    await database.migrate();
    await database.db.execute(sql`select pg_advisory_lock(${WORLD_LOCK})`);
    try {
      if (await isEmpty(database.db)) await buildWorld(database.db);
    } finally {
      await database.db.execute(sql`select pg_advisory_unlock(${WORLD_LOCK})`);
    }
  } finally {
    await database.close();
  }
}

async function buildWorld(db: Db): Promise<void> {
  const clock = fixedClock(BENCH_SEED_NOW);
  const step = async (label: string, fn: () => Promise<unknown>) => {
    const started = performance.now();
    await fn();
    console.log(`  world: ${label} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  console.log(`Building the ingest world of ${BENCH_SUBSCRIPTIONS} subscriptions (once)…`);
  await db.transaction(async (tx) => {
    const rnd = createRandom(20261121);
    let groups: Awaited<ReturnType<typeof seedCategoryCatalogue>>['categoryGroups'] | undefined;
    await step('tenancy, profiles and memberships', async () => {
      const tenancy = await seedTenancy(tx, rnd, { subscriptions: BENCH_SUBSCRIPTIONS, clock });
      const catalogue = await seedCategoryCatalogue(tx);
      groups = catalogue.categoryGroups;
      const profiles = await seedPaymentProfiles(tx, tenancy, catalogue.categoryGroups);
      await seedMemberships(tx, rnd, tenancy, profiles);
    });
    await step('thirteen months of roll-ups', () => writeHistory(tx, groups!));
  });
  await db.execute(sql`analyze`);
  await step('costs of every month', async () => {
    // The first thousand alone, then statistics: planned on empty cost tables, the dashboard's triggers scanned
    // them whole for every row (minutes per thousand subscriptions).
    const ids = await queryRows<{ id: number }>(db, sql`select id from subscriptions order by id`);
    await recomputeCosts(db, clock, { subscriptionIds: ids.slice(0, 1000).map((r) => r.id) });
    await db.execute(sql`analyze subscription_month_costs`);
    await db.execute(sql`analyze dashboard_usual_costs`);
    await recomputeCosts(db, clock, { subscriptionIds: ids.slice(1000).map((r) => r.id) });
  });
  await db.execute(sql`analyze subscription_month_costs`);
  await step('due months closed', () => closeMonths(db, clock));
  await db.execute(sql`vacuum analyze`);
}

/**
 * Per subscription and month: calls, SMS and data at amounts that vary with the subscription and the month, and
 * every fifth month a parking charge (content, as its content service); the current month up to yesterday.
 */
async function writeHistory(
  db: Executor,
  g: Record<'calls' | 'sms' | 'data' | 'content', number>,
): Promise<void> {
  const current = `${osloDate(new Date(BENCH_SEED_NOW)).slice(0, 7)}-01`;
  const first = addMonths(current, -12);
  await db.execute(sql`
    insert into usage_monthly_descriptions (subscription_id, period, category_group_id, description, amount_ore,
      data_bytes)
    select s.id, p.period::date, k.group_id, k.description,
      k.base + (s.id * 37 + extract(month from p.period)::int * 101) % k.spread, k.bytes
    from subscriptions s
    cross join generate_series(${first}::date, ${current}::date, interval '1 month') as p(period)
    cross join (values (${g.calls}::int, 'Samtaler innland', 4000, 30000, 0::bigint),
      (${g.sms}::int, 'SMS innland', 500, 4000, 0::bigint),
      (${g.data}::int, 'Data innland', 9000, 40000, 3221225472::bigint)) as k(group_id, description, base, spread, bytes)`);
  await db.execute(sql`
    insert into content_services (subscription_id, description, amount_ore, charge_date, deduct_status, decided_at)
    select s.id, 'Innholdstjeneste: Parkering Oslo', 2500, p.period::date + 9, 'approved', now()
    from subscriptions s
    cross join generate_series(${first}::date, ${current}::date, interval '1 month') as p(period)
    where (s.id + extract(month from p.period)::int) % 5 = 0`);
  await db.execute(sql`
    insert into usage_monthly_descriptions (subscription_id, period, category_group_id, description, amount_ore,
      data_bytes)
    select subscription_id, date_trunc('month', charge_date)::date, ${g.content}::int, description, sum(amount_ore), 0
    from content_services group by 1, 2, 4`);
  await db.execute(sql`
    insert into usage_monthly (subscription_id, period, category_group_id, amount_ore, data_bytes)
    select subscription_id, period, category_group_id, sum(amount_ore), sum(data_bytes)
    from usage_monthly_descriptions group by 1, 2, 3`);
}
