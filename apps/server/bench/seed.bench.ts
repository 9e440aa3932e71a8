/**
 * Bench data in a minute (issue 31 §2): `seedDemo` of BENCH_SEED_SUBSCRIPTIONS subscriptions (default 50 000) into
 * a fresh database `connect_bench_seed` (or BENCH_SEED_DATABASE_NAME), as `npm run seed` writes it, against its target (60 s for 50 000, 10 min
 * for 500 000: 1.2 ms a subscription) and beside the floor: a bare COPY of the same rows, every table the seed
 * filled copied out to a file and back into a table of the same columns without indexes, keys or triggers.
 *
 * Run: `npm run bench -- seed` in apps/server.
 */
import { createReadStream, createWriteStream, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { fixedClock } from '../src/clock.ts';
import { openDatabase } from '../src/db/client.ts';
import { seedDemo } from '../src/seed/index.ts';
import { SeedPhases } from '../src/seed/phases.ts';
import { type Figure, number } from './figures.ts';
import { adminUrl, BENCH_SEED_NOW, benchDatabaseUrl, loadAverage, verdict } from './shared.ts';

const SUBSCRIPTIONS = Number(process.env.BENCH_SEED_SUBSCRIPTIONS ?? 50_000);
const TARGET_MS = SUBSCRIPTIONS * 1.2;
/** The fresh database the seed fills (dropped after), beside the shared bench database. */
const RUN = process.env.BENCH_SEED_DATABASE_NAME ?? 'connect_bench_seed';

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  await client.query(text);
  await client.end();
}

/** Each filled table out to a file (not timed), then the COPYs back into bare twins of the tables (timed). */
async function bareCopy(): Promise<number> {
  const client = new pg.Client({ connectionString: benchDatabaseUrl(RUN) });
  await client.connect();
  await client.query('analyze');
  const { rows } = await client.query<{ table: string }>(
    `select relname as "table" from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace
       and reltuples > 0 order by 1`,
  );
  let ms = 0;
  for (const { table } of rows) {
    const file = join(tmpdir(), `connect-seed-bench-${process.pid}-${table}.tsv`);
    await pipeline(client.query(copyTo(`copy ${table} to stdout`)), createWriteStream(file));
    await client.query(`create table floor_${table} (like ${table})`);
    const started = performance.now();
    await pipeline(createReadStream(file), client.query(copyFrom(`copy floor_${table} from stdin`)));
    ms += performance.now() - started;
    rmSync(file);
  }
  await client.end();
  return ms;
}

export async function runSeedBench(): Promise<Figure[]> {
  await admin(`drop database if exists ${RUN}`);
  await admin(`create database ${RUN}`);
  const database = await openDatabase({ url: benchDatabaseUrl(RUN) });
  let ms: number;
  const phases = new SeedPhases();
  try {
    await database.migrate();
    const started = performance.now();
    await seedDemo(database.db, { subscriptions: SUBSCRIPTIONS, clock: fixedClock(BENCH_SEED_NOW), phases });
    ms = performance.now() - started;
  } finally {
    await database.close();
  }
  const load = loadAverage();
  const floorMs = await bareCopy();
  console.log(
    `  ${SUBSCRIPTIONS} subscriptions seeded in ${(ms / 1000).toFixed(1)} s (${phases.summary()}), target ` +
      `${TARGET_MS / 1000} s ${verdict(ms <= TARGET_MS)}; ${load}`,
  );
  console.log(
    `  bare COPY of the same rows into tables without indexes (the floor): ${(floorMs / 1000).toFixed(1)} s; ` +
      `seed / floor ${(ms / floorMs).toFixed(1)}×`,
  );
  await admin(`drop database ${RUN}`);
  return [
    {
      measure: 'seed, whole',
      size: `${number(SUBSCRIPTIONS)} subscriptions`,
      value: ms,
      unit: 'ms',
      target: TARGET_MS,
      floor: { value: floorMs, of: 'bare COPY' },
      ok: ms <= TARGET_MS,
    },
  ];
}
