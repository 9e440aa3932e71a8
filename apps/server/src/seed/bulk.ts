import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/client.ts';

/**
 * A seed far beyond the demo of `npm start` and the tests (300 and 40 subscriptions) is a bulk load, and its session
 * is set up for one: COPY without the per-row foreign key checks (usage-lines.ts), the indexes of the lines and of
 * the month costs built after they are written (`setIndexesAside`), sorts and groups of millions of lines in memory,
 * statistics of the lines before the roll-ups read them. Not
 * the demo: each of these changes the plans of the dashboard's triggers (a reset of the session's cached plans,
 * other sizes, other estimates), which then write their deltas in another order, with other ids, and the demo keeps
 * its ids (demo-data.int.test.ts).
 */
export function isBulk(subscriptions: number): boolean {
  return subscriptions >= 2_000;
}

/** The session of a bulk seed: sorts and hashes of the whole usage, and index builds, in memory. */
export async function bulkSession(db: Executor): Promise<void> {
  await db.execute(sql`set local work_mem = '256MB'`);
  await db.execute(sql`set local maintenance_work_mem = '512MB'`);
}

/**
 * Drops the table's indexes other than its keys and answers the build of them again as they were, for after a bulk
 * write: one sorted build of each instead of an insert into each for every row (a bulk seed's usage lines: a fifth
 * of their COPY; its month costs: half of their upserts and closing). `keys` sets the primary key aside too, for a
 * table written with plain inserts only (the roll-ups of a bulk seed: their unique checks were half of their writing).
 */
export async function setIndexesAside(
  db: Executor,
  table: string,
  { keys = false }: { keys?: boolean } = {},
): Promise<() => Promise<void>> {
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select i.relname as name, pg_get_indexdef(i.oid) as definition
        from pg_index x join pg_class i on i.oid = x.indexrelid
        where x.indrelid = ${table}::regclass
          and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
        order by i.relname`,
  );
  const primaryKeys = keys
    ? await queryRows<{ name: string; definition: string }>(
        db,
        sql`select conname as name, pg_get_constraintdef(oid) as definition
            from pg_constraint where conrelid = ${table}::regclass and contype = 'p'`,
      )
    : [];
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  for (const key of primaryKeys)
    await db.execute(sql.raw(`alter table ${table} drop constraint "${key.name}"`));
  return async () => {
    for (const key of primaryKeys)
      await db.execute(sql.raw(`alter table ${table} add constraint "${key.name}" ${key.definition}`));
    for (const index of indexes) await db.execute(sql.raw(index.definition));
  };
}
