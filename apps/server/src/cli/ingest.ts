import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { systemClock } from '../clock.ts';
import { ConfigError, loadConfig, operatorPath } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { UsageLineRow } from '../modules/usage/usage.service.ts';
import {
  type LineError,
  MAX_LINES_PER_BATCH,
  storeUsageLines,
  validateUsageLines,
} from '../modules/usage/usage.service.ts';
import { parseUsageFile, UsageFileError } from '../modules/usage/usage-file.ts';

/**
 * `npm run ingest -- FILE`: usage lines from a CSV or JSON file into the configured database, through the same
 * checks as the REST endpoint. The whole file is checked first; any bad line stops it before anything is written.
 */
const { positionals } = parseArgs({ allowPositionals: true });
const file = positionals[0];
if (!file) {
  console.error(
    'Usage: npm run ingest -- FILE (.csv with header lineId;phoneNumber;date;category;description;amount;dataBytes, or .json)',
  );
  process.exit(2);
}

/** A file that is not there: its message names the path, which is all the operator needs. */
function isNotFound(e: unknown): e is Error {
  return e instanceof Error && (e as { code?: string }).code === 'ENOENT';
}

try {
  // Relative to the folder `npm run ingest` was run in, not to apps/server where npm runs the script.
  const lines = parseUsageFile(basename(file), readFileSync(operatorPath(file), 'utf8'));
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const batches: UsageLineRow[][] = [];
  const errors: (LineError & { fileLine: number })[] = [];
  for (let i = 0; i < lines.length; i += MAX_LINES_PER_BATCH) {
    const chunk = lines.slice(i, i + MAX_LINES_PER_BATCH);
    try {
      batches.push(
        await validateUsageLines(
          database.db,
          systemClock,
          chunk.map((l) => l.line),
        ),
      );
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      for (const err of (e.details?.errors as LineError[]) ?? [])
        errors.push({ ...err, index: err.index + i, fileLine: chunk[err.index]!.fileLine });
    }
  }
  if (errors.length) {
    for (const e of errors.slice(0, 20))
      console.error(
        `line ${e.fileLine}${e.lineId ? ` (lineId ${e.lineId})` : ''}: ${e.field ? `${e.field}: ` : ''}${e.message}`,
      );
    if (errors.length > 20) console.error(`… and ${errors.length - 20} more`);
    console.error(`${errors.length} bad line(s) in ${file}; nothing was written.`);
    await database.close();
    process.exit(1);
  }
  let inserted = 0;
  let duplicates = 0;
  for (const batch of batches) {
    const r = await storeUsageLines(database.db, systemClock, batch);
    inserted += r.inserted;
    duplicates += r.duplicates;
  }
  console.log(`${file}: ${inserted} line(s) inserted, ${duplicates} already there.`);
  await database.close();
} catch (e) {
  console.error(e instanceof ConfigError || e instanceof UsageFileError || isNotFound(e) ? e.message : e);
  process.exit(1);
}
