import { fromPglite, PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { pgliteClientOf } from '../db/client.ts';
import { startJobWorker } from '../jobs/boss.ts';

const QUEUE = 'metrics-test-job';

/**
 * Issue 29 §9: the job worker counts each run of a queue through the metrics. On the embedded database only: the test
 * server's PostgreSQL database is not in its config's DATABASE_URL, which the worker's own pool connects to.
 */
describe('job metrics through the pg-boss worker', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer({ env: { METRICS_PORT: '0' } });
  });
  afterAll(() => s?.close());

  it.skipIf(process.env.TEST_DATABASE_URL)('counts completed and failed runs per queue', async () => {
    let runs = 0;
    const job = {
      name: QUEUE,
      cron: '0 3 1 1 *',
      run: async () => {
        runs++;
        if (runs > 1) throw new Error('the second run fails');
      },
    };
    const worker = await startJobWorker(
      s.database,
      { db: s.database.db, config: s.config, services: s.services },
      [job],
      s.app.log,
      s.metrics!.recordJob,
    );
    const sender = new PgBoss({
      db: fromPglite(pgliteClientOf(s.database)!),
      backend: 'pglite',
      schema: 'pgboss',
      supervise: false,
      schedule: false,
    });
    await sender.start();
    try {
      await sender.send(QUEUE, null, { retryLimit: 0 });
      await expect.poll(() => runs, { timeout: 30_000, interval: 250 }).toBe(1);
      await sender.send(QUEUE, null, { retryLimit: 0 });
      const count = async (outcome: string) => {
        const text = await s.metrics!.registry.metrics();
        const line = text
          .split('\n')
          .find((l) => l.startsWith(`connect_job_runs_total{queue="${QUEUE}",outcome="${outcome}"}`));
        return line ? Number(line.split(' ')[1]) : 0;
      };
      await expect.poll(() => count('failed'), { timeout: 30_000, interval: 250 }).toBe(1);
      expect(await count('completed')).toBe(1);
    } finally {
      await sender.stop({ graceful: false });
      await worker.stop();
    }
  });
});
