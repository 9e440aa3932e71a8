import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { systemClock } from '../clock.ts';
import { ConfigError, loadConfig, operatorPath } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { ingestUsageLines } from '../modules/cost-control/usage/usage.service.ts';
import { parseUsageFile, UsageFileError } from '../modules/cost-control/usage/usage-file.ts';
import type { LineError } from '../modules/cost-control/usage/usage-lines.ts';

/**
 * `npm run ingest -- FILE`: usage lines from a CSV or JSON file into the configured database, through the same
 * checks and the same bulk path as the REST endpoint (COPY into a staging table, then set-based SQL), the whole
 * file as one batch in one transaction: any bad line stops it before anything is written.
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
  try {
    const { inserted, duplicates } = await ingestUsageLines(
      database.db,
      systemClock,
      lines.map((l) => l.line),
    );
    console.log(`${file}: ${inserted} line(s) inserted, ${duplicates} already there.`);
  } catch (e) {
    if (!(e instanceof AppError) || !Array.isArray(e.details?.errors)) throw e;
    const errors = e.details.errors as LineError[];
    const count = (e.details.errorCount as number | undefined) ?? errors.length;
    for (const err of errors.slice(0, 20))
      console.error(
        `line ${lines[err.index]!.fileLine}${err.lineId ? ` (lineId ${err.lineId})` : ''}: ${err.field ? `${err.field}: ` : ''}${err.message}`,
      );
    if (count > 20) console.error(`… and ${count - 20} more`);
    console.error(`${count} bad line(s) in ${file}; nothing was written.`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
} catch (e) {
  console.error(e instanceof ConfigError || e instanceof UsageFileError || isNotFound(e) ? e.message : e);
  process.exit(1);
}
