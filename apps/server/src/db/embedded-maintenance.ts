import { sql } from 'drizzle-orm';
import type { ScheduledJob } from '../jobs/scheduled-job.ts';
import type { Executor } from './client.ts';

/**
 * Vacuums and analyzes the embedded database as PostgreSQL's autovacuum would. PGlite runs PostgreSQL in this
 * process without its background workers, so nothing else ever does: a table of 100 000 rows kept no statistics
 * (`reltuples` -1, no `last_autoanalyze`) a minute after it was filled, the planner guessed its size, and dead rows
 * were never made reusable. The list plans measured on PGlite (issue 31) assume statistics as fresh as this keeps them.
 */
export async function maintainEmbeddedDatabase(db: Executor): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}

/** Each night at 04:30, on the embedded database only: PostgreSQL's autovacuum keeps its own. */
export const embeddedMaintenanceJob: ScheduledJob = {
  name: 'embedded-database-maintenance',
  cron: '30 4 * * *',
  run: async ({ db, config }) => {
    if (config.DATABASE_URL) return;
    await maintainEmbeddedDatabase(db);
  },
};
