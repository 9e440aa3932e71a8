import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Executor, openDatabase, queryRows } from '../db/client.ts';
import { setIndexesAside } from './bulk.ts';

/** A bulk seed writes without a table's indexes other than its keys, which come back as they were. */
describe('setIndexesAside', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.db.execute(sql`
      create table lines (id int primary key, line_id text not null, day date, booked date,
        constraint lines_day_unique unique (day, id))`);
    await database.db.execute(sql`create unique index lines_line_id_idx on lines (line_id)`);
    await database.db.execute(sql`create index lines_booked_idx on lines (booked) where booked is not null`);
  });
  afterAll(() => database.close());

  const indexes = (db: Executor = database.db) =>
    queryRows<{ definition: string }>(
      db,
      sql`select indexdef as definition from pg_indexes where tablename = 'lines' order by indexname`,
    );

  it('keeps the keys during the writes and builds the other indexes again after it, unique ones refusing', async () => {
    const before = await indexes();
    let during: { definition: string }[] = [];
    await database.db.transaction(async (tx) => {
      const build = await setIndexesAside(tx, 'lines');
      await tx.execute(
        sql`insert into lines values (1, 'a', '2026-11-01', null), (2, 'b', null, '2026-11-01')`,
      );
      during = await indexes(tx);
      await build();
    });
    expect(during.map((i) => i.definition)).toEqual([
      'CREATE UNIQUE INDEX lines_day_unique ON public.lines USING btree (day, id)',
      'CREATE UNIQUE INDEX lines_pkey ON public.lines USING btree (id)',
    ]);
    expect(await indexes()).toEqual(before);
    expect(before).toHaveLength(4);
    await expect(database.db.execute(sql`insert into lines values (3, 'a', null, null)`)).rejects.toThrow();
  });
});
