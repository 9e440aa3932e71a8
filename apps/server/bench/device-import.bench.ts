/**
 * Device import (issue 12) on the bench database: a file of 10 000 new devices (every fourth with an employee found
 * by phone number, dates and amounts as Norwegian text) through the real route, whole: multipart, the hostile-file
 * reader, every row checked, one transaction. Compared with exceljs alone reading the same file (`xlsx.load`).
 * Targets: the import ≤ 2 s, ≤ 3× exceljs's read, and peak memory (RSS) growth during the import ≤ 200 MB.
 * The devices each run adds are deleted after it.
 *
 * Run: `npm run bench -- device-import` or `npx tsx bench/device-import.bench.ts` in apps/server.
 */
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { type Database, queryRows } from '../src/db/client.ts';
import { DEVICE_COLUMNS_OF_SHEET } from '../src/modules/equipment/devices/device-import-sheet.ts';
import { multipartFile } from '../test/multipart.ts';
import type { Figure } from './figures.ts';
import { benchApp, openBenchDatabase } from './shared.ts';

const ROWS = 10_000;
const RUNS = 3;
const TARGET = { ms: 2_000, ratio: 3, memoryMb: 200 };
const MB = 1024 * 1024;

async function benchFile(database: Database, run: string): Promise<Buffer> {
  const phones = await queryRows<{ phone: string }>(
    database.db,
    sql`select s.phone_number as phone from subscriptions s join accounts a on a.id = s.account_id
        where a.customer_number = '100200' and s.catalog_id is not null order by s.id limit ${ROWS / 4}`,
  );
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Enheter');
  sheet.addRow(DEVICE_COLUMNS_OF_SHEET.map((c) => c.no));
  for (let i = 0; i < ROWS; i++)
    sheet.addRow([
      `Benk ${run} ${i}`,
      i % 2 ? 'Tilbehør' : 'Datamaskin',
      i % 3 ? 'Apple' : 'Dustin',
      '',
      '',
      `BENCH-${run}-${i}`,
      i % 4 === 0 ? phones[(i / 4) % phones.length]!.phone.replace('+47', '') : '',
      `${String(1 + (i % 28)).padStart(2, '0')}.0${1 + (i % 9)}.2025`,
      `ORD-${i}`,
      `${1 + (i % 30)}.${String(i % 1000).padStart(3, '0')},50`,
      '0',
      i % 10 === 0 ? 'Importert i benk' : '',
    ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Wall time of `fn` and the highest RSS above the start seen while it ran (sampled every 5 ms). */
async function measured(fn: () => Promise<void>): Promise<{ ms: number; peakMb: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  try {
    await fn();
  } finally {
    clearInterval(sampler);
  }
  const ms = performance.now() - started;
  peak = Math.max(peak, process.memoryUsage().rss);
  return { ms, peakMb: (peak - before) / MB };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function runDeviceImportBench(): Promise<Figure[]> {
  const database = await openBenchDatabase();
  const app = await benchApp(database);
  const importTimes: number[] = [];
  const readTimes: number[] = [];
  const peaks: number[] = [];
  try {
    for (let run = 0; run <= RUNS; run++) {
      const label = `${Date.now().toString(36)}${run}`;
      const file = await benchFile(database, label);
      const payload = multipartFile(file, 'benk.xlsx');
      const read = await measured(async () => {
        await new ExcelJS.Workbook().xlsx.load(file as unknown as ArrayBuffer);
      });
      let importId: number | null = null;
      const imported = await measured(async () => {
        const res = await app.built.app.inject({
          method: 'POST',
          url: `/api/accounts/${app.mainAccountId}/devices/upload`,
          payload,
          headers: {
            authorization: `Bearer ${app.token}`,
            'content-type': 'multipart/form-data; boundary=connect-test-boundary',
          },
        });
        const body = res.json() as { added?: number; importId?: number };
        if (res.statusCode !== 200 || body.added !== ROWS)
          throw new Error(`Import failed: ${res.body.slice(0, 400)}`);
        importId = body.importId!;
      });
      await database.db.execute(sql`delete from device_events where import_id = ${importId}`);
      await database.db.execute(sql`delete from devices where import_id = ${importId}`);
      await database.db.execute(sql`delete from device_imports where id = ${importId}`);
      if (run === 0) continue; // warm-up: the first run compiles and fills caches
      importTimes.push(imported.ms);
      readTimes.push(read.ms);
      peaks.push(imported.peakMb);
      console.log(
        `  run ${run}: import ${imported.ms.toFixed(0)} ms (peak +${imported.peakMb.toFixed(0)} MB), exceljs read ${read.ms.toFixed(0)} ms`,
      );
    }
    // The runs' deleted devices and events as autovacuum would clear them (the bench server may run without it), so
    // the benchmarks after this one read the 200 000 devices they expect, not 40 000 dead rows among them.
    await database.db.execute(sql`vacuum analyze devices`);
    await database.db.execute(sql`vacuum analyze device_events`);
  } finally {
    await app.close();
  }
  const importMs = median(importTimes);
  const readMs = median(readTimes);
  const peakMb = Math.max(...peaks);
  console.log(
    `  ${ROWS} rows: import ${importMs.toFixed(0)} ms (median of ${RUNS}), exceljs alone ${readMs.toFixed(0)} ms, ` +
      `ratio ${(importMs / readMs).toFixed(2)}, peak RSS growth ${peakMb.toFixed(0)} MB; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  return [
    {
      measure: `import of ${ROWS} rows (≤ ${TARGET.ratio}× its floor)`,
      value: importMs,
      unit: 'ms',
      target: TARGET.ms,
      floor: { value: readMs, of: 'exceljs read' },
      ok: importMs <= TARGET.ms && importMs / readMs <= TARGET.ratio,
    },
    {
      measure: 'peak memory growth',
      value: peakMb,
      unit: 'MB',
      target: TARGET.memoryMb,
      ok: peakMb <= TARGET.memoryMb,
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = await runDeviceImportBench();
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}
