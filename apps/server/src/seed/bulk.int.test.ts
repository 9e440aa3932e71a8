import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_RUN } from '../../test/test-database.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { type Database, type Executor, openDatabase, queryRows } from '../db/client.ts';
import { addToRollups } from '../modules/cost-control/usage/usage.service.ts';
import { setDerivedFiguresAside, setIndexesAside } from './bulk.ts';
import { seedMonthCosts } from './month-costs.ts';
import { SeedPhases } from './phases.ts';

/** A bulk seed writes without a table's indexes other than its keys, which come back as they were. */
describe.skipIf(POSTGRES_RUN)('setIndexesAside', () => {
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

  it('with keys, sets the primary key aside too and adds it back, refusing a duplicate after', async () => {
    const before = await indexes();
    let during: { definition: string }[] = [];
    await database.db.transaction(async (tx) => {
      const build = await setIndexesAside(tx, 'lines', { keys: true });
      // Without its key the table takes the row twice; the unique constraint other than the key stays.
      await tx.execute(sql`insert into lines values (10, 'k', null, null)`);
      during = await indexes(tx);
      await build();
    });
    expect(during.map((i) => i.definition)).toEqual([
      'CREATE UNIQUE INDEX lines_day_unique ON public.lines USING btree (day, id)',
    ]);
    expect(await indexes()).toEqual(before);
    const duplicate = await database.db.execute(sql`insert into lines values (10, 'l', null, null)`).then(
      () => 'written',
      (e: Error) => String(e.cause),
    );
    expect(duplicate).toMatch(/lines_pkey/);
  });
});

/** A bulk seed's roll-ups, written into empty tables without their keys, are the ones the ingest's path adds up. */
describe('addToRollups into empty roll-ups', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s.close());

  const rollups = (db: Executor) =>
    queryRows<{ table: string; rows: string }>(
      db,
      sql`select 'usage_monthly' as "table", string_agg(x::text, '|' order by x::text) as rows
            from usage_monthly x
          union all
          select 'usage_monthly_descriptions', string_agg(x::text, '|' order by x::text)
            from usage_monthly_descriptions x`,
    );

  it('writes every subscription month as the stored path did, and the keys come back', async () => {
    const seeded = await rollups(s.database.db);
    expect(seeded[0]!.rows.length).toBeGreaterThan(1000);
    await s.database.db.transaction(async (tx) => {
      await tx.execute(sql`delete from usage_monthly`);
      await tx.execute(sql`delete from usage_monthly_descriptions`);
      const keys = [
        await setIndexesAside(tx, 'usage_monthly', { keys: true }),
        await setIndexesAside(tx, 'usage_monthly_descriptions', { keys: true }),
      ];
      await addToRollups(tx, sql`true`, { into: 'empty' });
      for (const build of keys) await build();
    });
    expect(await rollups(s.database.db)).toEqual(seeded);
    // The key is back: the ingest's path adds to the row rather than writing a second one.
    const [before] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from usage_monthly`,
    );
    await addToRollups(s.database.db, sql`l.id = (select min(id) from usage_lines)`);
    const [after] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from usage_monthly`,
    );
    expect(after!.n).toBe(before!.n);
  });
});

/**
 * A bulk seed's costs and closing, the figures derived from the month costs built once after them, leave what the
 * demo's, written with the triggers, leaves: the same months, folded dashboard figures, usual costs and list figures.
 */
describe('month costs of a bulk seed', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await createTestServer();
  });
  afterAll(() => s.close());

  const derived = (db: Executor) =>
    queryRows<{ table: string; rows: string }>(
      db,
      sql`select 'subscription_month_costs' as "table", string_agg(x::text, '|' order by x::text) as rows
            from subscription_month_costs x
          union all
          select 'dashboard_cost_deltas', string_agg(x::text, '|' order by x::text)
            from (select account_id, billing_group_id, period, sum(subscriptions) as n, sum(total_ore) as total,
                sum(covered_ore) as covered, sum(deducted_ore) as deducted, sum(work_ore) as work,
                sum(private_ore) as private
              from dashboard_cost_deltas group by 1, 2, 3
              having sum(subscriptions) <> 0 or sum(total_ore) <> 0 or sum(covered_ore) <> 0
                or sum(deducted_ore) <> 0 or sum(work_ore) <> 0 or sum(private_ore) <> 0) x
          union all
          select 'dashboard_usual_costs', string_agg(x::text, '|' order by x::text) from dashboard_usual_costs x
          union all
          select 'subscription_list_figures', string_agg(x::text, '|' order by x::text)
            from subscription_list_figures x`,
    );
  const triggers = (db: Executor) =>
    queryRows<{ name: string; enabled: string }>(
      db,
      sql`select tgname as name, tgenabled as enabled from pg_trigger
          where tgrelid = 'subscription_month_costs'::regclass and not tgisinternal order by 1`,
    );

  it('writes the months without the derived triggers and builds their figures as the triggers did', async () => {
    const seeded = await derived(s.database.db);
    for (const t of seeded) expect(t.rows.length, t.table).toBeGreaterThan(1000);
    const before = await triggers(s.database.db);
    expect(before.map((t) => t.enabled)).toEqual(before.map(() => 'O'));
    let during: { name: string; enabled: string }[] = [];
    await s.database.db.transaction(async (tx) => {
      // Back to the demo before its costs: no months, nothing derived from them, each list row as its subscription
      // left it.
      const restore = await setDerivedFiguresAside(tx);
      await tx.execute(sql`delete from subscription_month_costs`);
      await tx.execute(sql`delete from dashboard_cost_deltas`);
      await tx.execute(sql`delete from dashboard_usual_costs`);
      await tx.execute(sql`delete from subscription_list_figures`);
      await tx.execute(sql`insert into subscription_list_figures (subscription_id, account_id, period,
          data_included_bytes, product, billing_group_id, payment_profile_id, ended_on)
        select id, account_id, '-infinity', data_included_bytes, product, billing_group_id, payment_profile_id,
          ended_on
        from subscriptions`);
      await restore();
      const ids = await queryRows<{ id: number }>(tx, sql`select id from subscriptions order by id`);
      await seedMonthCosts(
        tx,
        s.clock,
        ids.map((r) => r.id),
        true,
        new SeedPhases(),
      );
      during = await triggers(tx);
    });
    expect(await derived(s.database.db)).toEqual(seeded);
    expect(during).toEqual(before);
  });

  it('leaves no trigger switched off when the transaction fails', async () => {
    const before = await triggers(s.database.db);
    let during: { name: string; enabled: string }[] = [];
    const failed = s.database.db.transaction(async (tx) => {
      await setDerivedFiguresAside(tx);
      during = await triggers(tx);
      throw new Error('seed failed');
    });
    await expect(failed).rejects.toThrow('seed failed');
    expect(during.filter((t) => t.enabled === 'D')).toHaveLength(9);
    expect(await triggers(s.database.db)).toEqual(before);
  });
});
