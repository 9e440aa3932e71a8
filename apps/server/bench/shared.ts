import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { createSession } from '../src/auth/sessions.ts';
import { fixedClock } from '../src/clock.ts';
import { loadConfig } from '../src/config.ts';
import {
  type Database,
  type Db,
  openDatabase,
  pgliteClientOf,
  type QueryListener,
  queryRows,
} from '../src/db/client.ts';
import { isEmpty, seedDemo } from '../src/seed/index.ts';
import { createServices } from '../src/services.ts';
import { rawHttpConnection } from './raw-http.ts';

/**
 * What the benchmarks share: the PostgreSQL bench database `connect_bench` (next to BENCH_DATABASE_URL), seeded
 * once with the full demo of 50 000 subscriptions and 13 months of usage and reused on later runs; the real app
 * on it with an admin's token; and timing helpers. The seed takes an advisory lock so two benchmarks started at
 * once never seed the same database twice. With BENCH_DRIVER=pglite the database is the embedded one instead (issue
 * 31: the figures hold on PGlite too), 5 000 subscriptions by default, its files kept in the system's temporary
 * folder for later runs.
 */
export const BENCH_DRIVER: Database['driver'] = process.env.BENCH_DRIVER === 'pglite' ? 'pglite' : 'postgres';
const ON_PGLITE = BENCH_DRIVER === 'pglite';
export const BENCH_SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? (ON_PGLITE ? 5_000 : 50_000));
export const BENCH_DATABASE = process.env.BENCH_DATABASE_NAME ?? 'connect_bench';
/** The seeded world's today: 13 months of usage up to this day. */
export const BENCH_SEED_NOW = '2026-11-15T10:00:00+01:00';
/** A figure's size as the table shows it, naming PGlite when the bench ran on it. */
export const sizeOnDriver = (size: string) => (ON_PGLITE ? `${size}, PGlite` : size);
const SEED_LOCK = 20261121;

export function adminUrl(): string {
  return process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export function benchDatabaseUrl(name = BENCH_DATABASE): string {
  const u = new URL(adminUrl());
  u.pathname = `/${name}`;
  return u.toString();
}

/** One statement the product sent, as drizzle handed it to the driver. */
export type Statement = { text: string; params: unknown[] };

/**
 * Records the statements the app sends while `record` runs: the product's own SQL of one request, which
 * `replay` then times bare on the same pool. Pass `listener` to openBenchDatabase.
 */
export function statementRecorder() {
  let recording: Statement[] | null = null;
  return {
    listener: (text: string, params: unknown[]) => {
      recording?.push({ text, params: [...params] });
    },
    async record(fn: () => Promise<unknown>): Promise<Statement[]> {
      const statements: Statement[] = [];
      recording = statements;
      try {
        await fn();
      } finally {
        recording = null;
      }
      return statements;
    },
  };
}

// Types drizzle keeps as text (node-postgres/session.js): timestamps, dates, intervals, their arrays, numeric arrays.
const KEPT_AS_TEXT = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
const asText = (value: string) => value;
const replayTypes = {
  getTypeParser: (id: number, format?: 'text' | 'binary') =>
    KEPT_AS_TEXT.has(id) ? asText : pg.types.getTypeParser(id, format),
};

/**
 * One statement bare on the database's own connection: the PGlite client, or the pool as drizzle hands it to the
 * driver, a query config (name, text, type parsers) rather than bare text. So a replay parses the rows as the request
 * did, and runs the driver's code with the same object shapes: bare text made V8 throw away the driver's optimized
 * code mid-run ("wrong map"), and the request paid for compiling it again.
 */
export function sendBare<Row extends Record<string, unknown>>(
  database: Database,
  text: string,
  params: unknown[],
): Promise<{ rows: Row[] }> {
  const pglite = pgliteClientOf(database);
  if (pglite) return pglite.query<Row>(text, params);
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  return pool.query<Row>({ name: undefined, text, types: replayTypes }, params);
}

/** Sends the statements one after another, as the request did. */
export async function replay(database: Database, statements: Statement[]): Promise<void> {
  for (const s of statements) await sendBare(database, s.text, s.params);
}

/**
 * Opens the bench database, creating, migrating and seeding it first when needed. `name` gives a benchmark that
 * writes much (the usage ingest) a seeded database of its own, so the others' figures stay comparable.
 */
export async function openBenchDatabase(onQuery?: QueryListener, name = BENCH_DATABASE): Promise<Database> {
  const database = ON_PGLITE
    ? await openDatabase({ dataDir: join(tmpdir(), `${name}-pglite-${BENCH_SUBSCRIPTIONS}`), onQuery })
    : await openPostgres(onQuery, name);
  await database.migrate();
  await seedOnce(database.db);
  // A migration may have rewritten rows (a backfill): fresh statistics and visibility keep the plans index-only.
  await database.db.execute(
    sql`vacuum analyze subscription_month_costs, subscription_list_figures, subscriptions`,
  );
  return database;
}

async function openPostgres(onQuery: QueryListener | undefined, name: string): Promise<Database> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  return openDatabase({ url: benchDatabaseUrl(name), onQuery });
}

async function seedOnce(db: Db) {
  await db.execute(sql`select pg_advisory_lock(${SEED_LOCK})`);
  try {
    if (!(await isEmpty(db))) return;
    console.log(`Seeding ${BENCH_SUBSCRIPTIONS} subscriptions with 13 months of usage (once)…`);
    const started = Date.now();
    await seedDemo(db, { subscriptions: BENCH_SUBSCRIPTIONS, clock: fixedClock(BENCH_SEED_NOW) });
    await db.execute(sql`analyze`);
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await db.execute(sql`select pg_advisory_unlock(${SEED_LOCK})`);
  }
}

/** The demo's main account (customer number 100200), whose tree the benchmarks list. */
export async function demoMainAccountId(db: Db): Promise<number> {
  const [main] = await queryRows<{ id: number }>(
    db,
    sql`select id from accounts where customer_number = '100200'`,
  );
  return main!.id;
}

/** The real app on the bench database, its clock in the newest month with figures, and the demo admin's token. */
export async function benchApp(database: Database) {
  const [latest] = await queryRows<{ period: string }>(
    database.db,
    sql`select to_char(max(period), 'YYYY-MM') as period from subscription_month_costs`,
  );
  const clock = fixedClock(`${latest!.period}-15T12:00:00+01:00`);
  const main = await demoMainAccountId(database.db);
  const [admin] = await queryRows<{ catalogId: number }>(
    database.db,
    sql`select catalog_id as "catalogId" from people where login = 'admin'`,
  );
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS: 'false', SEED_DEMO: 'false' });
  const services = createServices(config, clock);
  const built = await buildApp({ config, database, services });
  await built.app.ready();
  const sid = await createSession(database.db, clock, { catalogId: admin!.catalogId });
  const token = await services.tokens.sign({ sid, sub: String(admin!.catalogId) });

  /** One GraphQL call through the app; fails loudly on an error so a broken query never times as fast. */
  async function gql(query: string, variables: Record<string, unknown>): Promise<unknown> {
    const res = await built.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: JSON.stringify({ query, variables }),
    });
    const body = res.json() as { data?: unknown; errors?: unknown[] };
    if (res.statusCode !== 200 || body.errors) throw new Error(`GraphQL failed: ${res.body.slice(0, 300)}`);
    return body.data;
  }
  // The app listening on a port, and one keep-alive connection to it for `send`.
  await built.app.listen({ host: '127.0.0.1', port: 0 });
  const address = built.app.server.address();
  const connection = await rawHttpConnection(typeof address === 'object' && address ? address.port : 0);
  /**
   * The same call over HTTP, for timing the server: the request is written as bytes and the answer read as bytes,
   * so what this process spends is the server's work (Node's HTTP parser, Fastify, the app) and the socket's, not
   * a client's decoding and JSON parse of a 100-row page, nor the test transport's copies of it (`inject`
   * simulates the socket in JavaScript and builds the body into one string, which outlived young collections).
   * Still fails loudly on an error: the endpoint writes `errors` first, so a clean answer starts with `{"data":`.
   */
  async function send(query: string, variables: Record<string, unknown>): Promise<void> {
    const answer = await connection.post('/api/graphql', JSON.stringify({ query, variables }), token);
    if (answer.status !== 200 || !answer.start.startsWith('{"data":'))
      throw new Error(`GraphQL failed: ${answer.status} ${answer.start}`);
  }
  return {
    built,
    clock,
    send,
    period: latest!.period,
    mainAccountId: main,
    /** The admin's bearer token, for REST calls. */
    token,
    gql,
    close: async () => {
      connection.close();
      await built.shutdown();
    },
  };
}

/** The machine's load average (1, 5 and 15 minutes), printed beside the figures: the machine is shared. */
export function loadAverage(): string {
  return `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`;
}

/** `PASS` or `MISS`, for a line that shows a figure against its target. */
export const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Runs `fn` `warmup` times untimed, then `runs` times timed; answers p50 and p95 in ms. */
export async function timed(
  fn: () => Promise<unknown>,
  opts: { warmup?: number; runs?: number } = {},
): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < (opts.warmup ?? 5); i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < (opts.runs ?? 30); i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

export type Percentiles = { p50: number; p95: number };

/**
 * What `fn` took, in ms: wall time; CPU time of this process, all its threads (V8's background compiler and
 * garbage collector threads included); and the main thread's busy time (the event loop not waiting for I/O), which
 * is what a request waits for. The last two differ by the work V8 does beside the main thread.
 */
async function clocked(fn: () => Promise<unknown>): Promise<{ wall: number; cpu: number; main: number }> {
  const cpu = process.cpuUsage();
  const busy = performance.eventLoopUtilization().active;
  const started = performance.now();
  await fn();
  const wall = performance.now() - started;
  const main = performance.eventLoopUtilization().active - busy;
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000, main };
}

function percentiles(times: number[]): Percentiles {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

/**
 * A request against its own SQL, run by run: each timed run of `request` is followed by a timed replay of the
 * statements it sent, and the overhead of a run is the difference, in wall time, in this process's CPU time and in
 * the main thread's busy time. The CPU overhead is the app's own work (HTTP, session, GraphQL, SQL building, rows
 * to JSON) and V8's beside it: other processes on a busy machine stretch wall times, not it. Answers p50 and p95
 * of each series over `runs` runs (30 by default).
 */
export async function timedAgainstSql(
  database: Database,
  recorder: ReturnType<typeof statementRecorder>,
  request: () => Promise<unknown>,
  opts: { warmup?: number; runs?: number } = {},
): Promise<{
  api: Percentiles;
  sql: Percentiles;
  overhead: Percentiles;
  cpuOverhead: Percentiles;
  mainOverhead: Percentiles;
  statements: number;
}> {
  const warm = againstSql(database, recorder, request);
  for (let i = 0; i < (opts.warmup ?? 5); i++) await warm();
  const api: number[] = [];
  const bare: number[] = [];
  const overhead: number[] = [];
  const cpuOverhead: number[] = [];
  const mainOverhead: number[] = [];
  let count = 0;
  for (let i = 0; i < (opts.runs ?? 30); i++) {
    let statements: Statement[] = [];
    const run = await clocked(async () => {
      statements = await recorder.record(request);
    });
    const sqlRun = await clocked(() => replay(database, statements));
    api.push(run.wall);
    bare.push(sqlRun.wall);
    overhead.push(run.wall - sqlRun.wall);
    cpuOverhead.push(run.cpu - sqlRun.cpu);
    mainOverhead.push(run.main - sqlRun.main);
    count = statements.length;
  }
  return {
    api: percentiles(api),
    sql: percentiles(bare),
    overhead: percentiles(overhead),
    cpuOverhead: percentiles(cpuOverhead),
    mainOverhead: percentiles(mainOverhead),
    statements: count,
  };
}

/**
 * One run of `request` as timedAgainstSql makes it, untimed: the request, then its statements replayed. Warming up
 * with it runs everything a timed run runs, the replay's driver calls included.
 */
export function againstSql(
  database: Database,
  recorder: ReturnType<typeof statementRecorder>,
  request: () => Promise<unknown>,
): () => Promise<void> {
  return async () => replay(database, await recorder.record(request));
}

/**
 * Brings the app to the state of a server that has been up a while: V8 optimizes a function only once it has run
 * hot, and for the first few thousand requests its optimizing compiler works on background threads, whose CPU the
 * timed runs would count as the requests' own. Runs the requests in turn, `rounds` times, untimed, each as a timed
 * run makes it (againstSql).
 */
export async function warmUp(
  database: Database,
  recorder: ReturnType<typeof statementRecorder>,
  requests: (() => Promise<unknown>)[],
  rounds: number,
): Promise<void> {
  const runs = requests.map((request) => againstSql(database, recorder, request));
  for (let i = 0; i < rounds; i++) for (const run of runs) await run();
}
