import { parseArgs } from 'node:util';
import { systemClock } from '../clock.ts';
import { ConfigError, loadConfig, MAX_SEED_SUBSCRIPTIONS } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { isEmpty, seedDemo } from '../seed/index.ts';
import { SeedPhases } from '../seed/phases.ts';

/** `npm run seed -- --subscriptions 50000 [--force]`: writes the demo data into the configured database. */
const { values } = parseArgs({
  options: { subscriptions: { type: 'string' }, force: { type: 'boolean', default: false } },
});

try {
  const config = loadConfig();
  const size = Number(values.subscriptions ?? config.SEED_SUBSCRIPTIONS);
  if (!Number.isInteger(size) || size < 1 || size > MAX_SEED_SUBSCRIPTIONS)
    throw new ConfigError([
      `--subscriptions: ${values.subscriptions} is not a whole number from 1 to ${MAX_SEED_SUBSCRIPTIONS}`,
    ]);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  if (!(await isEmpty(database.db)) && !values.force) {
    console.error(
      'The database already has data; use --force to seed anyway, or point DATA_DIR/DATABASE_URL elsewhere.',
    );
    process.exit(1);
  }
  const started = Date.now();
  const phases = new SeedPhases();
  await seedDemo(database.db, { subscriptions: size, clock: systemClock, phases });
  console.log(
    `Seeded ${size} subscriptions in ${((Date.now() - started) / 1000).toFixed(1)} s: ${phases.summary()}`,
  );
  await database.close();
} catch (e) {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
}
