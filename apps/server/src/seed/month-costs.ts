import { sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import { type Executor, queryRows } from '../db/client.ts';
import { intArray } from '../db/sql.ts';
import { closeMonths, recomputeCosts } from '../modules/cost-control/cost/cost.service.ts';
import { listMonth, rollListFigures } from '../modules/cost-control/subscriptions/list-figures.ts';
import { analyze, setDerivedFiguresAside, setIndexesAside } from './bulk.ts';
import type { SeedPhases } from './phases.ts';

/**
 * Subscriptions per recompute: recomputeCosts names its subscriptions (and their people) as one parameter each,
 * and a statement takes at most 65 535 parameters.
 */
const SLICE = 20_000;

/**
 * The first slice of a larger seed; each slice after it is as large as all before it (up to SLICE), and the
 * statistics of subscription_month_costs are taken again whenever its subscriptions have doubled since they were last
 * taken. Without them the planner took the table the seed is filling for empty, and each batch of 1 000
 * subscriptions read every month written before it (a batch of the cost step of 50 000 subscriptions grew from 1.2 s
 * to 1.9 s). Taken only after the first slice, they counted its 1 000 subscriptions as all there are: each later
 * batch's 1 000 then looked like the whole table, and at 500 000 subscriptions each batch's rolling sums read every
 * month written so far (2 s a batch by the end).
 */
const FIRST_SLICE = 1000;

/**
 * The costs and closing phases of a seed: everyone's months in one pass, a person's phone and data SIM together (the
 * content threshold is per person), then the months whose due day has passed closed and the users list's figures
 * rolled to the current month, as the nightly jobs would have done. A bulk seed writes them with the month costs'
 * and list figures' indexes other than their keys set aside and without the triggers of the figures derived from the
 * month costs, all built once after the months are closed (bulk.ts).
 */
export async function seedMonthCosts(
  db: Executor,
  clock: Clock,
  subscriptionIds: readonly number[],
  bulk: boolean,
  phases: SeedPhases,
): Promise<void> {
  // The cost engine reads its months by their key only.
  const buildCostIndexes = bulk ? await setIndexesAside(db, 'subscription_month_costs') : undefined;
  const buildFigureIndexes = bulk ? await setIndexesAside(db, 'subscription_list_figures') : undefined;
  const buildDerivedFigures = bulk ? await setDerivedFiguresAside(db) : undefined;
  await phases.time('costs', async () => {
    const bulkOnly = bulk ? ['usage_monthly', 'subscriptions'] : [];
    await analyze(db, [
      ...bulkOnly,
      'usage_lines',
      'usage_monthly_descriptions',
      'usage_reports',
      'content_services',
    ]);
    await computeSeededCosts(db, clock, subscriptionIds);
  });
  await phases.time('closing', async () => {
    // The statistics first, as autovacuum keeps them for the nightly job: without them a large seed's close chose a
    // plan that ran for hours (50 000 subscriptions).
    await analyze(db, ['usage_monthly', 'subscription_month_costs', 'subscriptions']);
    await closeMonths(db, clock);
    await buildDerivedFigures?.();
    await rollListFigures(db, listMonth(clock));
    await buildCostIndexes?.();
    await buildFigureIndexes?.();
    await analyze(db, ['subscription_list_figures']);
  });
}

/**
 * The costs of some subscriptions (and every other subscription of their people), by recomputeCosts in slices of
 * whole people taken in the order it computes them (person, then subscription), so the months are written in the
 * same order, and get the same ids, as by one recompute of them all.
 */
async function computeSeededCosts(
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
  let computed = 0;
  let analyzedAt = 0;
  for (const [i, s] of subs.entries()) {
    slice.push(s.id);
    const next = subs[i + 1];
    const personEnds = next === undefined || s.catalogId === null || next.catalogId !== s.catalogId;
    const size = Math.min(SLICE, Math.max(FIRST_SLICE, computed));
    if (personEnds && (slice.length >= size || next === undefined)) {
      await recomputeCosts(db, clock, { subscriptionIds: slice });
      computed += slice.length;
      slice = [];
      if (next !== undefined && computed >= 2 * analyzedAt) {
        await db.execute(sql`analyze subscription_month_costs`);
        analyzedAt = computed;
      }
    }
  }
}
