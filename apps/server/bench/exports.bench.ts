/**
 * Payroll file benchmark (issue 6, issue 31 §3): the month's CSV and xlsx export of 50 000 subscriptions, streamed
 * through the real REST route over HTTP, with the time to the last byte and the peak growth of the process's memory
 * (rss, sampled every 5 ms while the file streams), beside the floor: a plain COPY of the same rows and columns
 * (`copy (select …) to stdout`, one statement on one connection, the bytes thrown away). Targets: CSV ≤ 3 s and
 * ≤ 2× the COPY, xlsx ≤ 6 s and ≤ 3× the COPY, peak memory growth ≤ 200 MB.
 *
 * It keeps its own PostgreSQL database (`connect_bench_exports` next to BENCH_DATABASE_URL, or
 * BENCH_EXPORT_DATABASE), seeded once: the demo tenancy with 50 000 company subscriptions, all on one account, a
 * month of cost figures for every subscription and two account custom fields. The shared `connect_bench` spreads its
 * subscriptions over three accounts, and an export covers one account's tree, so no file there has 50 000 rows.
 * Later runs reuse it.
 *
 * Run: `npx tsx bench/exports.bench.ts` (in apps/server), or through `npm run bench` when run.ts includes it.
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { customFieldMappingId } from '@connect/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { buildApp } from '../src/app.ts';
import { createSession } from '../src/auth/sessions.ts';
import { fixedClock } from '../src/clock.ts';
import { loadConfig } from '../src/config.ts';
import { type Db, openDatabase, queryRows } from '../src/db/client.ts';
import { createRandom } from '../src/seed/random.ts';
import { seedTenancy } from '../src/seed/tenancy.ts';
import { createServices } from '../src/services.ts';
import { type Figure, number } from './figures.ts';
import { adminUrl } from './shared.ts';

// The demo tenancy gives one in fifteen subscriptions to the other customer: this leaves the company 50 000.
const SUBSCRIPTIONS = Number(process.env.BENCH_EXPORT_SUBSCRIPTIONS ?? 53_571);
const DATABASE = process.env.BENCH_EXPORT_DATABASE ?? 'connect_bench_exports';
const PERIOD = '2026-10';
const NOW = '2026-11-15T10:00:00+01:00';
const RUNS = 3;
const TARGET_MS = { csv: 3000, excel: 6000 } as const;
const TARGET_RATIO = { csv: 2, excel: 3 } as const;
const TARGET_MEMORY_MB = 200;

function databaseUrl(): string {
  const base = new URL(adminUrl());
  base.pathname = `/${DATABASE}`;
  return base.toString();
}

async function ensureDatabase() {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  const found = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
  if (found.rowCount === 0) await admin.query(`create database ${DATABASE}`);
  await admin.end();
}

/** The bench world, once: tenancy, every company subscription on the main account, month figures, custom fields. */
async function seedOnce(db: Db): Promise<{ main: number; admin: number; fields: number[] }> {
  const [existing] = await queryRows<{ main: number; admin: number }>(
    db,
    sql`select a.id as main, p.catalog_id as admin from accounts a, people p
      where a.customer_number = '100200' and p.login = 'admin'`,
  );
  if (existing) {
    const fields = await queryRows<{ id: number }>(
      db,
      sql`select id from account_custom_fields where account_id = ${existing.main} order by id`,
    );
    return { ...existing, fields: fields.map((f) => f.id) };
  }
  const started = Date.now();
  const result = await db.transaction(async (tx) => {
    const seed = await seedTenancy(tx, createRandom(20261121), {
      subscriptions: SUBSCRIPTIONS,
      clock: fixedClock(NOW),
    });
    const { main, west, bergen } = seed.accounts;
    await tx.execute(
      sql`update billing_groups set account_id = ${main} where account_id in (${west}, ${bergen})`,
    );
    await tx.execute(
      sql`update subscriptions set account_id = ${main} where account_id in (${west}, ${bergen})`,
    );
    await tx.execute(sql`
      insert into subscription_month_costs
        (subscription_id, period, total_ore, work_ore, private_ore, covered_ore, deducted_ore, content_deducted_ore)
      select s.id, ${`${PERIOD}-01`}::date, 20000 + (s.id::bigint * 7919) % 180000, 15000 + (s.id::bigint * 7919) % 120000,
        5000 + (s.id::bigint * 104729) % 60000, 15000 + (s.id::bigint * 7919) % 120000,
        case when s.id % 3 = 0 then 0 else 5000 + (s.id::bigint * 104729) % 60000 end, (s.id::bigint * 31) % 5000
      from subscriptions s`);
    const fields = await queryRows<{ id: number }>(
      tx,
      sql`insert into account_custom_fields (account_id, name, field_type, default_value)
        values (${main}, 'Lønnsart', 1, '5120'), (${main}, 'Kostnadssted', 1, 'K-{employeeNumber}') returning id`,
    );
    await tx.execute(sql`insert into user_custom_field_values (account_custom_field_id, catalog_id, value)
      select ${fields[1]!.id}::int, p.catalog_id, 'KS-' || (p.catalog_id % 40)
      from people p where p.customer_id = ${seed.customerId} and p.catalog_id % 2 = 0`);
    return { main, admin: seed.people.admin, fields: fields.map((f) => f.id) };
  });
  await db.execute(sql`analyze`);
  console.log(`Seeded ${SUBSCRIPTIONS} subscriptions for the export benchmark in ${Date.now() - started} ms`);
  return result;
}

/** A typical payroll file: semicolon, cp1252, decimal comma, thousands space, deductions negative, every subscription. */
const CREATE_EXPORT = `mutation($accountID: Int!, $description: String!, $fileFormat: String!, $columns: [FileExportColumnInput!]!) {
  createFileExport(accountID: $accountID, description: $description, fileFormat: $fileFormat, columns: $columns,
    separator: ";", encoding: "cp1252", decimalSeparator: ",", thousandSeparator: " ", amountSign: "-",
    showAllUsers: true) { ID } }`;

function benchColumns(fields: number[]) {
  return [
    { name: 'Ansattnr', mapsToID: 1, order: 1 },
    { name: 'Navn', mapsToID: 4, order: 2 },
    { name: 'Telefon', mapsToID: 5, order: 3 },
    { name: 'Avdeling', mapsToID: 6, order: 4 },
    { name: 'Lønnsart', mapsToID: customFieldMappingId(fields[0]!), order: 5 },
    { name: 'Kostnadssted', mapsToID: customFieldMappingId(fields[1]!), order: 6 },
    { name: 'Periode', mapsToID: 9, order: 7 },
    { name: 'Trekk', mapsToID: 10, order: 8 },
    { name: 'Totalt', mapsToID: 13, order: 9 },
  ];
}

/**
 * The floor: the file's rows and columns as one plain statement (the account's tree, subscriptions with a person
 * that had not ended before the month, by last name, first name and number), COPY'd to stdout as csv in the
 * file's encoding on one connection and thrown away; answers bytes and ms.
 */
async function copyFloor(
  url: string,
  main: number,
  fields: number[],
): Promise<{ bytes: number; ms: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`set client_encoding = 'WIN1252'`);
  const custom = (id: number) => `coalesce((select v.value from user_custom_field_values v
      where v.account_custom_field_id = ${id} and v.catalog_id = s.catalog_id),
    (select f.default_value from account_custom_fields f where f.id = ${id}))`;
  const rows = `select p.employee_number, p.first_name || ' ' || p.last_name, s.phone_number, d.name,
      ${custom(fields[0]!)}, ${custom(fields[1]!)}, '${PERIOD}', -coalesce(c.deducted_ore, 0), coalesce(c.total_ore, 0)
    from subscriptions s
    join people p on p.catalog_id = s.catalog_id
    left join departments d on d.id = p.department_id
    left join subscription_month_costs c on c.subscription_id = s.id and c.period = '${PERIOD}-01'
    where s.account_id in (select t.descendant_id from account_tree t where t.ancestor_id = ${main})
      and (s.ended_on is null or s.ended_on >= '${PERIOD}-01')
    order by p.last_name, p.first_name, s.phone_number`;
  let bytes = 0;
  const started = performance.now();
  await pipeline(
    client.query(copyTo(`copy (${rows}) to stdout (format csv, delimiter ';', header true)`)),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    }),
  );
  const ms = performance.now() - started;
  await client.end();
  return { bytes, ms };
}

/** GETs the URL and throws the body away, sampling rss meanwhile; answers bytes, ms and the peak rss growth. */
function measureDownload(url: string, token: string): Promise<{ bytes: number; ms: number; peakMb: number }> {
  (globalThis as { gc?: () => void }).gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`HTTP ${res.statusCode}`));
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => {
        clearInterval(sampler);
        peak = Math.max(peak, process.memoryUsage().rss);
        resolve({ bytes, ms: performance.now() - started, peakMb: (peak - baseline) / 1024 / 1024 });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Runs the benchmark and prints one line per format; answers the figures for run.ts. */
export async function runExportsBench(): Promise<Figure[]> {
  await ensureDatabase();
  const url = databaseUrl();
  const database = await openDatabase({ url });
  await database.migrate();
  const world = await seedOnce(database.db);
  const clock = fixedClock(NOW);
  const config = loadConfig({
    DATABASE_URL: url,
    JOBS: 'false',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
  });
  const services = createServices(config, clock);
  const built = await buildApp({ config, database, services });
  await built.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = built.app.server.address() as AddressInfo;
  const sid = await createSession(database.db, clock, { catalogId: world.admin });
  const token = await services.tokens.sign({ sid, sub: String(world.admin) });
  const [rows] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from subscriptions where account_id = ${world.main}`,
  );

  await copyFloor(url, world.main, world.fields);
  const floors: number[] = [];
  for (let i = 0; i < RUNS; i++) floors.push((await copyFloor(url, world.main, world.fields)).ms);
  const floorMs = floors.sort((a, b) => a - b)[Math.floor(floors.length / 2)]!;
  console.log(
    `COPY of the same rows: median ${floorMs.toFixed(0)} ms (runs ${floors.map((t) => t.toFixed(0)).join(', ')})`,
  );

  const results: Figure[] = [];
  for (const fileFormat of ['csv', 'excel'] as const) {
    const created = await built.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: JSON.stringify({
        query: CREATE_EXPORT,
        variables: {
          accountID: world.main,
          description: `Benchmark ${fileFormat}`,
          fileFormat,
          columns: benchColumns(world.fields),
        },
      }),
    });
    const exportId = (created.json() as { data: { createFileExport: { ID: number } } }).data.createFileExport
      .ID;
    const address = `http://127.0.0.1:${port}/api/reports/export/${exportId}?period=${PERIOD.replace('-', '')}`;
    await measureDownload(address, token);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measureDownload(address, token));
    const times = runs.map((r) => r.ms).sort((a, b) => a - b);
    const medianMs = times[Math.floor(times.length / 2)]!;
    const maxPeakMb = Math.max(...runs.map((r) => r.peakMb));
    const ratio = medianMs / floorMs;
    const pass =
      medianMs <= TARGET_MS[fileFormat] && ratio <= TARGET_RATIO[fileFormat] && maxPeakMb <= TARGET_MEMORY_MB;
    results.push(
      {
        measure: `${fileFormat} download, median (≤ ${TARGET_RATIO[fileFormat]}× its floor)`,
        size: `${number(rows!.n)} rows`,
        value: medianMs,
        unit: 'ms',
        target: TARGET_MS[fileFormat],
        floor: { value: floorMs, of: 'COPY' },
        ok: medianMs <= TARGET_MS[fileFormat] && ratio <= TARGET_RATIO[fileFormat],
      },
      {
        measure: `${fileFormat} peak memory growth`,
        value: maxPeakMb,
        unit: 'MB',
        target: TARGET_MEMORY_MB,
        ok: maxPeakMb <= TARGET_MEMORY_MB,
      },
    );
    console.log(
      `export ${fileFormat.padEnd(5)} ${rows!.n} rows, ${(runs[0]!.bytes / 1024 / 1024).toFixed(1)} MB: ` +
        `median ${medianMs.toFixed(0)} ms (runs ${times.map((t) => t.toFixed(0)).join(', ')}; target ≤ ${TARGET_MS[fileFormat]}), ` +
        `${ratio.toFixed(2)}× the COPY (target ≤ ${TARGET_RATIO[fileFormat]}), ` +
        `peak memory growth ${maxPeakMb.toFixed(0)} MB (target ≤ ${TARGET_MEMORY_MB}) ${pass ? 'OK' : 'OVER TARGET'}; ` +
        `load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
    );
    await database.db.execute(sql`delete from file_exports where id = ${exportId}`);
  }
  await built.shutdown();
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runExportsBench()
    .then((results) => process.exit(results.every((r) => r.ok) ? 0 : 1))
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
