import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { ScheduledJob } from '../../jobs/registry.ts';

/**
 * Folds the dashboard roll-ups' delta rows (db/schema/dashboard.ts) into one row per account, billing group,
 * month (and category), dropping keys that sum to nothing. Each table is one statement, so a reader never sees a
 * half-folded table, and rows a concurrent transaction appends are not visible to the delete and stay as they are.
 * Answers how many rows each table has afterwards.
 */
export async function compactDashboardRollups(db: Executor): Promise<{ cost: number; usage: number }> {
  const [cost] = await queryRows<{ n: number }>(
    db,
    sql`with folded as (delete from dashboard_cost_deltas returning *),
      kept as (
        insert into dashboard_cost_deltas (account_id, billing_group_id, period, subscriptions, total_ore,
          covered_ore, deducted_ore, work_ore, private_ore)
        select account_id, billing_group_id, period, sum(subscriptions), sum(total_ore), sum(covered_ore),
          sum(deducted_ore), sum(work_ore), sum(private_ore)
        from folded group by account_id, billing_group_id, period
        having sum(subscriptions) <> 0 or sum(total_ore) <> 0 or sum(covered_ore) <> 0 or sum(deducted_ore) <> 0
          or sum(work_ore) <> 0 or sum(private_ore) <> 0
        returning 1)
      select count(*)::int as n from kept`,
  );
  const [usage] = await queryRows<{ n: number }>(
    db,
    sql`with folded as (delete from dashboard_usage_deltas returning *),
      kept as (
        insert into dashboard_usage_deltas (account_id, billing_group_id, period, category_group_id, amount_ore)
        select account_id, billing_group_id, period, category_group_id, sum(amount_ore)
        from folded group by account_id, billing_group_id, period, category_group_id
        having sum(amount_ore) <> 0
        returning 1)
      select count(*)::int as n from kept`,
  );
  return { cost: cost?.n ?? 0, usage: usage?.n ?? 0 };
}

export const dashboardRollupCompactionJob: ScheduledJob = {
  name: 'dashboard-rollup-compaction',
  cron: '40 * * * *',
  run: async (deps) => {
    await compactDashboardRollups(deps.db);
  },
};
