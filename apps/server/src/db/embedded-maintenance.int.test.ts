import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { loadConfig } from '../config.ts';
import { type Db, queryRows } from './client.ts';
import { embeddedMaintenanceJob } from './embedded-maintenance.ts';

describe('the embedded database maintenance job', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s.close());

  const probe = async () => {
    const [row] = await queryRows<{ tuples: number; allVisible: number }>(
      s.database.db,
      sql`select reltuples::int as tuples, relallvisible::int as "allVisible" from pg_class
          where relname = 'maintenance_probe'`,
    );
    return row!;
  };

  it('gives a table just filled its statistics and marks its pages visible, as autovacuum would', async () => {
    await s.database.db.execute(sql`create table maintenance_probe (id int primary key, note text)`);
    await s.database.db.execute(
      sql`insert into maintenance_probe select g, md5(g::text) from generate_series(1, 5000) g`,
    );
    expect(await probe()).toEqual({ tuples: -1, allVisible: 0 });
    await embeddedMaintenanceJob.run({ db: s.database.db, config: s.config, services: s.services });
    const after = await probe();
    expect(after.tuples).toBe(5000);
    expect(after.allVisible).toBeGreaterThan(0);
  });

  it('leaves a PostgreSQL server to its own autovacuum', async () => {
    const untouched = {
      execute: () => Promise.reject(new Error('the job ran a statement on PostgreSQL')),
    } as unknown as Db;
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/none' });
    await expect(
      embeddedMaintenanceJob.run({ db: untouched, config, services: s.services }),
    ).resolves.toBeUndefined();
  });
});
