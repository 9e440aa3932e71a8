import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_RUN } from '../../test/test-database.ts';
import { systemClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase, pgliteClientOf, queryRows } from '../db/client.ts';
import { createServices } from '../services.ts';
import { JOB_QUEUE_OPTIONS, startJobWorker } from './boss.ts';

/**
 * The queues' retries and time limits (docs/OPERATIONS.md, "Jobs"), on a database of their own (pg-boss makes its
 * schema itself), so the test is the same whichever database the other server tests use.
 */
describe.skipIf(POSTGRES_RUN)('the job queues', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => database.close());

  it('retry a killed job after a missed heartbeat, not after the 15-minute expiry; an older queue is updated', async () => {
    // A queue as an earlier version made it, with pg-boss's defaults.
    const earlier = new PgBoss({
      db: fromPglite(pgliteClientOf(database)!),
      backend: 'pglite',
      schema: 'pgboss',
    });
    await earlier.start();
    await earlier.createQueue('options-older');
    await earlier.stop({ graceful: false });

    const config = loadConfig({ NODE_ENV: 'test' });
    const never = { cron: '0 0 1 1 *', run: async () => {} };
    const worker = await startJobWorker(
      database,
      { db: database.db, config, services: createServices(config, systemClock) },
      [
        { name: 'options-new', ...never },
        { name: 'options-older', ...never },
      ],
      Fastify({ logger: false }).log,
    );
    try {
      const queues = await queryRows<Record<string, unknown>>(
        database.db,
        sql`select name, heartbeat_seconds as "heartbeatSeconds", expire_seconds as "expireInSeconds",
              retry_limit as "retryLimit", retry_delay as "retryDelay", retry_backoff as "retryBackoff",
              retry_delay_max as "retryDelayMax"
            from pgboss.queue where name like 'options-%' order by name`,
      );
      expect(queues).toEqual([
        { name: 'options-new', ...JOB_QUEUE_OPTIONS },
        { name: 'options-older', ...JOB_QUEUE_OPTIONS },
      ]);
      expect(JOB_QUEUE_OPTIONS.heartbeatSeconds).toBeLessThan(15 * 60);
    } finally {
      await worker.stop();
    }
  });
});
