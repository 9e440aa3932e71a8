import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/client.ts';

/**
 * A seed far beyond the demo of `npm start` and the tests (300 and 40 subscriptions) is a bulk load, and its session
 * is set up for one: COPY without the per-row foreign key checks (usage-lines.ts), the indexes of the lines and of
 * the month costs built after they are written (`setIndexesAside`), sorts and groups of millions of lines in memory,
 * statistics of the lines before the roll-ups read them, the figures derived from the month costs built once after
 * them (`setDerivedFiguresAside`). Not the demo: each of these changes the plans of the dashboard's triggers (a reset
 * of the session's cached plans, other sizes, other estimates) or their deltas, which are then written in another
 * order, with other ids, and the demo keeps its ids (demo-data.int.test.ts).
 */
export function isBulk(subscriptions: number): boolean {
  return subscriptions >= 2_000;
}

/**
 * Statistics of the tables just filled, as autovacuum would keep them: without them the planner takes the new
 * tables for empty, and the costs of a large seed read them by plans that ran for minutes instead of seconds.
 * Not, for the demo, the subscriptions' and the monthly roll-ups' before the costs: the dashboard's triggers read them
 * as the costs are written, and their plan decides the order, so the ids, of the deltas they write (the demo keeps
 * its ids).
 */
export async function analyze(db: Executor, tables: readonly string[]): Promise<void> {
  for (const table of tables) await db.execute(sql.raw(`analyze ${table}`));
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

/**
 * The statement-level triggers that keep the figures derived from subscription_month_costs: the dashboard's cost
 * deltas and usual costs (migration 0008_dashboard-triggers and later ones) and the users list's figures (0058).
 */
const DERIVED_TRIGGERS = ['dashboard_cost_deltas', 'dashboard_usual_costs', 'list_figures_costs'].flatMap(
  (t) => ['insert', 'update', 'delete'].map((op) => `${t}_${op}`),
);

/**
 * Switches off the triggers of the figures derived from the month costs for a bulk seed's costs and closing, and
 * answers the build of the dashboard's figures once, set-based over every month, with the triggers switched on
 * again. With them each of the cost engine's statements wrote its change into every derived table too, and the
 * month costs' writes cost about four times as much. Only on a database without month costs before (a seed's): what the
 * triggers would have written is then the figures of every month there is. The users list's rows stay as their
 * subscriptions left them, before any month, for rollListFigures to sum them all (list-figures.ts). Within the
 * seed's transaction, so a failure rolls the switch back with the rest.
 */
export async function setDerivedFiguresAside(db: Executor): Promise<() => Promise<void>> {
  const alter = async (state: 'enable' | 'disable') => {
    for (const name of DERIVED_TRIGGERS)
      await db.execute(sql.raw(`alter table subscription_month_costs ${state} trigger ${name}`));
  };
  await alter('disable');
  return async () => {
    // As dashboard_cost_deltas_append, over every month at once (the figures compaction folds the deltas into).
    await db.execute(sql`
      insert into dashboard_cost_deltas (account_id, billing_group_id, period, subscriptions, total_ore, covered_ore,
        deducted_ore, work_ore, private_ore)
      select s.account_id, s.billing_group_id, c.period, count(*), sum(c.total_ore), sum(c.covered_ore),
        sum(c.deducted_ore), sum(c.work_ore), sum(c.private_ore)
      from subscription_month_costs c join subscriptions s on s.id = c.subscription_id
      group by 1, 2, 3`);
    await db.execute(sql`
      select dashboard_usual_costs_refresh_from(array_agg(subscription_id), array_agg(first))
      from (select subscription_id, min(period) as first from subscription_month_costs group by 1) d`);
    await alter('enable');
  };
}
