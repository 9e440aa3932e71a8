import { sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import { type Executor, queryRows } from '../db/client.ts';
import { intArray } from '../db/sql.ts';
import { recomputeCosts } from '../modules/cost-control/cost/cost.service.ts';

/**
 * Subscriptions per recompute: recomputeCosts names its subscriptions (and their people) as one parameter each,
 * and a statement takes at most 65 535 parameters.
 */
const SLICE = 20_000;

/**
 * The first slice of a larger seed: the statistics of subscription_month_costs are taken after it.
 * Without them the planner took the table the seed is filling for empty, and each batch of 1 000 subscriptions read
 * every month written before it (a batch of the cost step of 50 000 subscriptions grew from 1.2 s to 1.9 s).
 */
const FIRST_SLICE = 1000;

/**
 * The costs of some subscriptions (and every other subscription of their people), by recomputeCosts in slices of
 * whole people taken in the order it computes them (person, then subscription), so the months are written in the
 * same order, and get the same ids, as by one recompute of them all.
 */
export async function computeSeededCosts(
  db: Executor,
  clock: Clock,
  subscriptionIds: readonly number[],
): Promise<void> {
  const subs = await queryRows<{ id: number; catalogId: number | null }>(
    db,
    sql`select id, catalog_id as "catalogId" from subscriptions where id = any(${intArray(subscriptionIds)})
        order by catalog_id nulls last, id`,
  );
  let slice: number[] = [];
  let first = subs.length > FIRST_SLICE;
  for (const [i, s] of subs.entries()) {
    slice.push(s.id);
    const next = subs[i + 1];
    const personEnds = next === undefined || s.catalogId === null || next.catalogId !== s.catalogId;
    if (personEnds && (slice.length >= (first ? FIRST_SLICE : SLICE) || next === undefined)) {
      await recomputeCosts(db, clock, { subscriptionIds: slice });
      if (first) await db.execute(sql`analyze subscription_month_costs`);
      first = false;
      slice = [];
    }
  }
}
