import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { NewerDatabaseError } from '../db/migrate.ts';

/**
 * `npm run migrate`: applies this version's migrations to the configured database and ends, so an operator can
 * migrate before starting the new version's processes (docs/OPERATIONS-DATABASE.md). On PostgreSQL it takes the
 * same advisory lock as a starting server, so running it while servers start is safe too.
 */
try {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const applied = await database.migrate();
    console.log(
      `${database.driver === 'postgres' ? 'The PostgreSQL database' : config.DATA_DIR} is migrated up to ${applied.latest}` +
        ` (${applied.count ? `${applied.count} applied now` : 'nothing to apply'}).`,
    );
  } finally {
    await database.close();
  }
} catch (e) {
  console.error(e instanceof ConfigError || e instanceof NewerDatabaseError ? e.message : e);
  process.exit(1);
}
