import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { systemClock } from '../clock.ts';
import { ConfigError, loadConfig, operatorPath } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { provision } from '../modules/platform/provisioning/provisioning.service.ts';
import {
  kindOf,
  ProvisioningFileError,
  parseProvisioningFile,
} from '../modules/platform/provisioning/provisioning-file.ts';
import type { RecordError } from '../modules/platform/provisioning/provisioning-format.ts';
import { createServices } from '../services.ts';

/**
 * `npm run provision -- FILE` (JSON batch) or `npm run provision -- --kind subscriptions FILE.csv`, with `--dry-run`
 * to see what would change: the same checks and writes as `POST /api/provisioning` (docs/INTEGRATION.md), on the
 * configured database. A bad record stops the whole file before anything is written.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { kind: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
});
const file = positionals[0];
const kind = values.kind === undefined ? null : kindOf(values.kind);
if (!file || positionals.length > 1 || (values.kind !== undefined && !kind)) {
  console.error(
    'Usage: npm run provision -- [--dry-run] FILE.json\n' +
      '       npm run provision -- [--dry-run] --kind customers|accounts|billingGroups|people|subscriptions FILE.csv',
  );
  process.exit(2);
}

function isNotFound(e: unknown): e is Error {
  return e instanceof Error && (e as { code?: string }).code === 'ENOENT';
}

try {
  // Relative to the folder `npm run provision` was run in, not to apps/server where npm runs the script.
  const body = parseProvisioningFile(basename(file), readFileSync(operatorPath(file), 'utf8'), kind);
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const services = createServices(config, systemClock);
  try {
    const result = await provision(database.db, systemClock, body, {
      dryRun: values['dry-run'],
      invite: { messaging: services.messaging, config },
    });
    for (const c of result.changes.slice(0, 50))
      console.log(`${c.change.padEnd(8)} ${c.kind} ${c.id}${c.customer ? ` (customer ${c.customer})` : ''}`);
    if (result.changes.length > 50) console.log(`… and ${result.changes.length - 50} more`);
    const counts = Object.entries(result.counts)
      .map(
        ([list, n]) =>
          `${list}: ${n.created} created, ${n.updated} updated, ${n.ended} ended, ${n.unchanged} unchanged`,
      )
      .join('\n  ');
    console.log(`${file}${result.dryRun ? ' (dry run: nothing was changed)' : ''}:\n  ${counts}`);
  } catch (e) {
    if (!(e instanceof AppError) || !e.details?.errors) throw e;
    const errors = e.details.errors as RecordError[];
    for (const r of errors.slice(0, 50))
      console.error(`${r.kind}${r.id ? ` ${r.id}` : ''}: ${r.field ? `${r.field}: ` : ''}${r.message}`);
    const count = Number(e.details.errorCount ?? errors.length);
    if (count > 50) console.error(`… and ${count - 50} more`);
    console.error(`${count} problem(s) in ${file}; nothing was changed.`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
} catch (e) {
  console.error(
    e instanceof ConfigError || e instanceof ProvisioningFileError || isNotFound(e) ? e.message : e,
  );
  process.exit(1);
}
