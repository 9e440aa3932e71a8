import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import { type Database, pgliteClientOf } from '../db/client.ts';
import { withSchemaLock } from '../db/migrate.ts';
import type { RouteDeps } from '../http/route-module.ts';
import type { ScheduledJob } from './scheduled-job.ts';

/**
 * Every queue's retries and time limits (docs/OPERATIONS.md, "Jobs"). A worker sends a heartbeat every 30 s while a
 * job runs; a job whose process was killed misses it, and the next supervision (every 60 s, by any process) hands it
 * to a retry, so it runs again 2 to 4 minutes after the kill (with the first retry's delay) instead of after pg-boss's
 * default expiry of 15 minutes. A job still running after 30 minutes counts as hung and is retried. A failed job is
 * retried 3 times, 1-2, 2-4 and 4-8 minutes after each failure (backoff with jitter). The jobs record what they did,
 * so a rerun neither skips nor doubles.
 */
export const JOB_QUEUE_OPTIONS = {
  heartbeatSeconds: 60,
  expireInSeconds: 30 * 60,
  retryLimit: 3,
  retryDelay: 60,
  retryBackoff: true,
  retryDelayMax: 15 * 60,
} as const;

/**
 * Starts pg-boss on the same database (PGlite through its adapter, or PostgreSQL) and schedules every job in
 * Europe/Oslo. With several server processes pg-boss hands each occurrence to one of them.
 */
export async function startJobWorker(
  database: Database,
  deps: RouteDeps,
  jobs: ScheduledJob[],
  log: FastifyBaseLogger,
  /** Runs each job's work; the metrics count runs and failures through it (metrics/metrics.ts). */
  recordJob: (queue: string, run: () => Promise<void>) => Promise<void> = (_queue, run) => run(),
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
    await boss.createQueue(job.name, JOB_QUEUE_OPTIONS);
    // A queue made by an earlier version keeps its options until they are changed.
    await boss.updateQueue(job.name, JOB_QUEUE_OPTIONS);
    await boss.schedule(job.name, job.cron, null, { tz: 'Europe/Oslo', missed: 'once' });
    await boss.work(job.name, async () => {
      log.info({ job: job.name }, 'job started');
      await recordJob(job.name, () => job.run(deps));
    });
  }
  return {
    stop: () => boss.stop({ graceful: true, timeout: 5000 }),
  };
}
