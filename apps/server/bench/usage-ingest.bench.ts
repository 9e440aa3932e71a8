/**
 * Usage ingest at operator scale (issue 30 §3): a day's file of 1 000 000 usage lines (CSV as `npm run ingest`
 * reads it) for the bench world's subscriptions, taken in as the CLI takes it (the file read and parsed, every line
 * checked, COPY into the staging table, the lines, roll-ups, content services and costs in one transaction), against
 * the target of 60 s and beside the floor: a bare COPY of the same file into a plain table of text columns.
 *
 * It writes a million lines, so it runs on a database of its own: `connect_bench_ingest`, made anew for each run
 * from `connect_bench_ingest_seed` (the 50 000-subscription world, built once by ingest-world.ts).
 *
 * Run: `npm run bench -- usage-ingest` in apps/server. BENCH_INGEST_LINES changes the number of lines.
 */
import { createReadStream, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { addDays, osloDate } from '@connect/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { fixedClock } from '../src/clock.ts';
import { openDatabase, queryRows } from '../src/db/client.ts';
import { ingestUsageLines } from '../src/modules/cost-control/usage/usage.service.ts';
import { parseUsageFile } from '../src/modules/cost-control/usage/usage-file.ts';
import { type Figure, number } from './figures.ts';
import { ensureIngestWorld, INGEST_SEED } from './ingest-world.ts';
import { adminUrl, BENCH_SEED_NOW, benchDatabaseUrl, loadAverage, verdict } from './shared.ts';

const LINES = Number(process.env.BENCH_INGEST_LINES ?? 1_000_000);
const TARGET_MS = 60_000;
const RUN = 'connect_bench_ingest';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A fresh copy of the seeded world for this run. */
async function freshDatabase(): Promise<void> {
  await ensureIngestWorld();
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`drop database if exists ${RUN}`);
  await admin.query(`create database ${RUN} template ${INGEST_SEED}`);
  await admin.end();
}

/**
 * The day's file: LINES lines dated the day before the bench's today, spread over every subscription (calls, SMS,
 * data and, one line in a hundred, a content service), by phone number as billing sends them.
 */
async function writeDayFile(file: string): Promise<void> {
  const database = await openDatabase({ url: benchDatabaseUrl(RUN) });
  const subs = await queryRows<{ phone: string }>(
    database.db,
    sql`select phone_number as phone from subscriptions order by id`,
  );
  await database.close();
  const day = addDays(osloDate(new Date(BENCH_SEED_NOW)), -1);
  const kinds = [
    ['Samtaler innland', '1,25', ''],
    ['SMS innland', '0,49', ''],
    ['Data innland', '3,10', '52428800'],
    ['Samtaler til utland', '12,40', ''],
  ] as const;
  const out: string[] = ['lineId;phoneNumber;date;category;description;amount;dataBytes'];
  for (let i = 0; i < LINES; i++) {
    const phone = subs[i % subs.length]!.phone;
    if (i % 100 === 99) {
      out.push(
        `bench-${day}-${i};${phone};${day};Innholdstjeneste: Parkering;Innholdstjeneste: Parkering Oslo;25;`,
      );
      continue;
    }
    const [category, amount, bytes] = kinds[i % kinds.length]!;
    out.push(`bench-${day}-${i};${phone};${day};${category};${category};${amount};${bytes}`);
  }
  writeFileSync(file, `${out.join('\n')}\n`);
}

/** The floor: the same file copied bare into a table of text columns, on one connection. */
async function bareCopy(file: string): Promise<number> {
  const client = new pg.Client({ connectionString: benchDatabaseUrl(RUN) });
  await client.connect();
  await client.query(`create table usage_copy_floor (line_id text, phone_number text, usage_date text,
    category text, description text, amount text, data_bytes text)`);
  const started = performance.now();
  await pipeline(
    createReadStream(file),
    client.query(copyFrom(`copy usage_copy_floor from stdin (format csv, delimiter ';', header true)`)),
  );
  const ms = performance.now() - started;
  await client.query('drop table usage_copy_floor');
  await client.end();
  return ms;
}

export async function runUsageIngestBench(): Promise<Figure[]> {
  await freshDatabase();
  const file = join(tmpdir(), `connect-usage-bench-${process.pid}.csv`);
  try {
    await writeDayFile(file);
    const floorMs = await bareCopy(file);
    const database = await openDatabase({ url: benchDatabaseUrl(RUN) });
    const clock = fixedClock(BENCH_SEED_NOW);
    try {
      const started = performance.now();
      const lines = parseUsageFile('day.csv', readFileSync(file, 'utf8'));
      const parsedMs = performance.now() - started;
      const steps: string[] = [`parsed ${seconds(parsedMs)}`];
      let stepStarted = performance.now();
      const result = await ingestUsageLines(
        database.db,
        clock,
        lines.map((l) => l.line),
        {
          onStep: (step) => {
            steps.push(`${step} ${seconds(performance.now() - stepStarted)}`);
            stepStarted = performance.now();
          },
        },
      );
      const ms = performance.now() - started;
      const againStarted = performance.now();
      const again = await ingestUsageLines(
        database.db,
        clock,
        lines.slice(0, 100_000).map((l) => l.line),
      );
      const againMs = performance.now() - againStarted;
      const perSecond = (LINES / ms) * 1000;
      console.log(
        `  ${LINES} lines: ${(ms / 1000).toFixed(1)} s (${Math.round(perSecond)} lines/s; file read and parsed ` +
          `in ${(parsedMs / 1000).toFixed(1)} s), ${result.inserted} inserted, target ${TARGET_MS / 1000} s ` +
          `${verdict(ms <= TARGET_MS)}`,
      );
      console.log(`  steps: ${steps.join(', ')}`);
      console.log(
        `  bare COPY of the same file into a plain table (the floor): ${(floorMs / 1000).toFixed(1)} s ` +
          `(${Math.round((LINES / floorMs) * 1000)} lines/s); ingest / floor ${(ms / floorMs).toFixed(1)}×`,
      );
      console.log(
        `  the first 100 000 lines again: ${again.inserted} inserted, ${again.duplicates} duplicates in ` +
          `${(againMs / 1000).toFixed(1)} s; ${loadAverage()}`,
      );
      return [
        {
          measure: "ingest of a day's file",
          size: `${number(LINES)} lines`,
          value: ms,
          unit: 'ms',
          target: TARGET_MS,
          floor: { value: floorMs, of: 'bare COPY' },
          ok: ms <= TARGET_MS,
        },
        { measure: 'the first 100 000 lines again insert none', ok: again.inserted === 0 },
      ];
    } finally {
      await database.close();
    }
  } finally {
    rmSync(file, { force: true });
  }
}
