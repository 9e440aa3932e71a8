import { buildApp } from './app.ts';
import { type Clock, systemClock } from './clock.ts';
import { type Config, productionWarnings } from './config.ts';
import { openDatabase } from './db/client.ts';
import { startJobWorker } from './jobs/boss.ts';
import { scheduledJobs } from './scheduled-jobs.ts';
import { isEmpty, seedDemo } from './seed/index.ts';
import { createServices } from './services.ts';

/** Opens the database, applies migrations, seeds an empty database, and builds the app: what `npm start` runs. */
export async function startServer(config: Config, clock: Clock = systemClock) {
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  // Under the schema lock on PostgreSQL: of several processes started together, one migrates and seeds.
  await database.migrate(async () => {
    if (!(await isEmpty(database.db))) return;
    if (config.SEED_DEMO) {
      const started = Date.now();
      await seedDemo(database.db, { subscriptions: config.SEED_SUBSCRIPTIONS, clock });
      console.log(
        `Seeded demo data (${config.SEED_SUBSCRIPTIONS} subscriptions) in ${Date.now() - started} ms`,
      );
    } else {
      // Production never gets the demo people (with their public password) unless it asks for them.
      console.log('The database is empty. Demo data is added only with SEED_DEMO=true.');
    }
  });
  const services = createServices(config, clock);
  const built = await buildApp({ config, database, services });
  for (const warning of productionWarnings(config)) built.app.log.warn(warning);
  built.app.log.info(services.messaging.smsRoute);
  await services.messaging.listen(database.db);
  services.close = () => services.messaging.close();
  if (config.JOBS) {
    const worker = await startJobWorker(
      database,
      { db: database.db, config, services },
      scheduledJobs,
      built.app.log,
      built.metrics?.recordJob,
    );
    // buildApp's shutdown stops background work before it closes the database.
    services.close = async () => {
      await worker.stop();
      await services.messaging.close();
    };
  }
  return { ...built, database, services };
}
