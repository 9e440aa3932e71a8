import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/**
 * A seed far beyond the demo of `npm start` and the tests (300 and 40 subscriptions) is a bulk load, and its session
 * is set up for one: COPY without the per-row foreign key checks (usage-lines.ts), sorts and groups of millions of
 * lines in memory, statistics of the lines before the roll-ups read them. Not the demo: each of these changes the
 * plans of the dashboard's triggers (a reset of the session's cached plans, other sizes, other estimates), which
 * then write their deltas in another order, with other ids, and the demo keeps its ids (demo-data.int.test.ts).
 */
export function isBulk(subscriptions: number): boolean {
  return subscriptions >= 2_000;
}

/** The session of a bulk seed: sorts and hashes of the whole usage in memory rather than in temporary files. */
export async function bulkSession(db: Executor): Promise<void> {
  await db.execute(sql`set local work_mem = '256MB'`);
}
