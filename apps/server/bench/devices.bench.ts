/**
 * Devices list (issue 12, issue 31) on the bench database with 200 000 devices (BENCH_DEVICES) in the main account
 * and its sub accounts: the first page and the page at offset 10 000 (50 rows, the screen's default window of 24
 * months back to the end of the month, sub accounts included) with each sort, and with a search, through the real
 * app. Each timed run records the statements the app sent and replays them bare on the same pool (the page and its
 * total); each line also gives EXPLAIN (ANALYZE, BUFFERS)'s rows read of the request's statements (bench/explain.ts). Targets: request p95 ≤ 100 ms and
 * ≤ 2× the bare SQL of the same page; each line says PASS or MISS with the figure beside its target and the
 * machine's load average (the ratio to the bare SQL is what a busy machine leaves alike).
 *
 * Run: `npm run bench -- devices` or `npx tsx bench/devices.bench.ts` in apps/server.
 */
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { DEVICE_SORTS } from '../src/modules/equipment/devices/device-records.service.ts';
import { explain, explainedText } from './explain.ts';
import { type Figure, number } from './figures.ts';
import {
  BENCH_DRIVER,
  benchApp,
  demoMainAccountId,
  loadAverage,
  openBenchDatabase,
  sizeOnDriver,
  statementRecorder,
  timedAgainstSql,
  verdict,
} from './shared.ts';

/** Devices in the main account tree: 200 000 (20 000 on PGlite), or BENCH_DEVICES (issue 31's 2 000 000). */
const DEVICES = Number(process.env.BENCH_DEVICES ?? (BENCH_DRIVER === 'pglite' ? 20_000 : 200_000));
/** The deep page each sort is also timed at; in a world too small for it (PGlite's), halfway down the window's. */
const DEEP_OFFSET = Math.min(10_000, Math.floor(DEVICES / 4));
const TARGET = { p95: 100, ratio: 2 };
const DEVICE_LOCK = 20261212;

/** The list's columns as the devices screen asks for them. */
const LIST = `query($a: Int!, $sort: DeviceSort, $from: Date, $to: Date, $search: String, $offset: Int) {
  devices(accountID: $a, sortBy: $sort, fromDate: $from, toDate: $to, search: $search, limit: 50, offset: $offset) {
    totalCount totalIsLowerBound
    devices { ID description classID catalogID source orderedAt costPrice employeePaid active lost version
      vendor { ID name } properties { value property { id name } } }
  }
}`;

/**
 * Tops the bench database up to DEVICES devices over the main account tree, every class, vendor and source. Before
 * the app is started: adding two million devices takes minutes, longer than the app keeps an idle connection.
 */
async function ensureDevices(db: Parameters<typeof queryRows>[0]) {
  await db.execute(sql`select pg_advisory_lock(${DEVICE_LOCK})`);
  try {
    const account = await demoMainAccountId(db);
    const accounts = sql`(select descendant_id from account_tree where ancestor_id = ${account})`;
    const [have] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from devices where account_id in ${accounts}`,
    );
    const missing = DEVICES - have!.n;
    if (missing <= 0) return;
    console.log(`Adding ${missing} devices (once)…`);
    await db.execute(sql`
      with acc as (select array_agg(descendant_id order by descendant_id) a from account_tree where ancestor_id = ${account}),
        ven as (select array_agg(v.id order by v.id) v from device_vendors v join accounts x on x.customer_id = v.customer_id
          where x.id = ${account}),
        ppl as (select array_agg(p.catalog_id order by p.catalog_id) p from people p join accounts x
          on x.customer_id = p.customer_id where x.id = ${account})
      insert into devices (account_id, class_id, vendor_id, description, catalog_id, source, ordered_at, cost_price,
        employee_paid, serial_number)
      select acc.a[1 + i % array_length(acc.a, 1)], 1 + i % 6, ven.v[1 + i % array_length(ven.v, 1)],
        (array['iPhone 15','Galaxy S24','ThinkPad T14','iPad Air','Jabra Evolve2','Lader 65 W','Pixel 8'])[1 + i % 7]
          || ' ' || i,
        ppl.p[1 + (i * 13) % array_length(ppl.p, 1)], (array['web','shop','other','network'])[1 + i % 4],
        date '2026-11-15' - (i % 1400), 20000 + (i::bigint * 7919) % 3000000, 0, 'B' || i
      from generate_series(1, ${missing}) i, acc, ven, ppl`);
    // What autovacuum does after a bulk insert: statistics, and the visibility map that index-only counts read.
    await db.execute(sql`vacuum analyze devices`);
  } finally {
    await db.execute(sql`select pg_advisory_unlock(${DEVICE_LOCK})`);
  }
}

export async function runDevicesBench(): Promise<Figure[]> {
  const recorder = statementRecorder();
  const database = await openBenchDatabase(recorder.listener);
  await ensureDevices(database.db);
  const app = await benchApp(database);
  // The screen's default window: 24 months back to the end of the current month.
  const vars = { a: app.mainAccountId, from: '2024-11-01', to: '2026-11-30' };
  const results: Figure[] = [];
  const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`;
  const measure = async (name: string, variables: Record<string, unknown>) => {
    const t = await timedAgainstSql(database, recorder, () => app.send(LIST, variables));
    const ratio = t.api.p95 / t.sql.p95;
    const ok = t.api.p95 <= TARGET.p95 && ratio <= TARGET.ratio;
    const explained = await explain(database, await recorder.record(() => app.send(LIST, variables)));
    const plan = explainedText(explained);
    results.push({
      measure: `${name} p95 (≤ ${TARGET.ratio}× its floor)`,
      size: sizeOnDriver(`${number(DEVICES)} devices`),
      value: t.api.p95,
      unit: 'ms',
      target: TARGET.p95,
      floor: { value: t.sql.p95, of: 'its SQL' },
      rowsRead: explained.rowsRead,
      ok,
    });
    console.log(
      `  ${verdict(ok)} ${name.padEnd(34)} request p95 ${ms(t.api.p95)} (≤ ${TARGET.p95}) | ×${ratio.toFixed(2)} ` +
        `its SQL (≤ ${TARGET.ratio}) | p50 ${ms(t.api.p50)} | SQL (${t.statements}) p50 ${ms(t.sql.p50)} ` +
        `p95 ${ms(t.sql.p95)} | overhead p95 ${ms(t.overhead.p95)} | ${loadAverage()}\n    ${plan}`,
    );
  };
  console.log(`devices: ${DEVICES} in the main account tree, first page of 50, ${vars.from}..${vars.to}`);
  console.log(
    `  targets: request p95 ≤ ${TARGET.p95} ms and ≤ ${TARGET.ratio}× its bare SQL | ${loadAverage()}`,
  );
  for (const sort of DEVICE_SORTS) {
    await measure(sort, { ...vars, sort });
    await measure(`${sort} at ${DEEP_OFFSET}`, { ...vars, sort, offset: DEEP_OFFSET });
  }
  await measure('search "galaxy", Description_ASC', { ...vars, search: 'galaxy' });
  await measure('search "iphone", OrderedAt_DESC', { ...vars, search: 'iphone', sort: 'OrderedAt_DESC' });
  await measure('search "iphone", Description_DESC', { ...vars, search: 'iphone', sort: 'Description_DESC' });
  // Names that match lying late in the walk's order: "Galaxy …" first by name, so last descending; "iPhone …" after
  // "Galaxy …" and "iPad …" (and, by the bare name, after every capitalised one).
  for (const [search, sort] of [
    ['iphone', 'Description_ASC'],
    ['galaxy', 'Description_DESC'],
  ] as const) {
    await measure(`search "${search}", ${sort}`, { ...vars, search, sort });
    await measure(`search "${search}", ${sort} at ${DEEP_OFFSET}`, {
      ...vars,
      search,
      sort,
      offset: DEEP_OFFSET,
    });
  }
  await measure('search by serial "B1234"', { ...vars, search: 'B1234' });
  const met = results.filter((r) => r.ok).length;
  console.log(`  devices: ${met} of ${results.length} targets met | ${loadAverage()}`);
  await app.close();
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await runDevicesBench();
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}
