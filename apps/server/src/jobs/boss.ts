import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import type { RouteDeps } from '../app.ts';
import { type Database, pgliteClientOf } from '../db/client.ts';
import { withSchemaLock } from '../db/migrate.ts';
import type { ScheduledJob } from './registry.ts';

/**
 * Starts pg-boss on the same database (PGlite through its adapter, or PostgreSQL) and schedules every job in
 * Europe/Oslo. With several server processes pg-boss hands each occurrence to one of them.
 */
export async function startJobWorker(
  database: Database,
  deps: RouteDeps,
  jobs: ScheduledJob[],
  log: FastifyBaseLogger,
) {
  const pglite = pgliteClientOf(database);
  const boss = pglite
    ? new PgBoss({ db: fromPglite(pglite), backend: 'pglite', schema: 'pgboss' })
    : new PgBoss({ connectionString: deps.config.DATABASE_URL, schema: 'pgboss', max: 4 });
  // pg-boss reports a lost connection here (its pools and clients listen), and opens a new one itself.
  boss.on('error', (e: unknown) => log.error({ err: e }, 'job worker error'));
  // pg-boss installs its schema when it finds none, and two processes on a fresh database both found none: its
  // start runs under the schema lock the migrations take, so the second finds it installed.
  const url = deps.config.DATABASE_URL;
  if (url) await withSchemaLock(url, () => boss.start());
  else await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name);
    await boss.schedule(job.name, job.cron, null, { tz: 'Europe/Oslo', missed: 'once' });
    await boss.work(job.name, async () => {
      log.info({ job: job.name }, 'job started');
      await job.run(deps);
    });
  }
  return {
    stop: () => boss.stop({ graceful: true, timeout: 5000 }),
  };
}
