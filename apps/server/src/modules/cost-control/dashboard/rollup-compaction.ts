import type { Executor } from '../../../db/client.ts';
import type { ScheduledJob } from '../../../jobs/scheduled-job.ts';
import { foldCostDeltas, foldUsageDeltas } from './dashboard.repository.ts';

/**
 * Folds the dashboard roll-ups' delta rows (db/schema/dashboard.ts) into one row per account, billing group,
 * month (and category), dropping keys that sum to nothing. Each table is one statement, so a reader never sees a
 * half-folded table, and rows a concurrent transaction appends are not visible to the delete and stay as they are.
 * Answers how many rows each table has afterwards.
 */
export async function compactDashboardRollups(db: Executor): Promise<{ cost: number; usage: number }> {
  const cost = await foldCostDeltas(db);
  const usage = await foldUsageDeltas(db);
  return { cost, usage };
}

export const dashboardRollupCompactionJob: ScheduledJob = {
  name: 'dashboard-rollup-compaction',
  cron: '40 * * * *',
  run: async (deps) => {
    await compactDashboardRollups(deps.db);
  },
};
