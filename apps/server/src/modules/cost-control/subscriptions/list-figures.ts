import { osloDate } from '@connect/shared';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../../clock.ts';
import { type Executor, queryRows } from '../../../db/client.ts';
import type { ScheduledJob } from '../../../jobs/scheduled-job.ts';

/** Subscriptions rolled per statement: each is a short transaction of its own. */
const ROLLED_AT_ONCE = 5000;

/**
 * Rolls the users list's amount figures (db/schema/list-figures.ts) to `month` (YYYY-MM-01): each row of an
 * earlier month, and any subscription without one, is summed again over the twelve months ending with `month`.
 * Rows of `month` or later are left alone. The rows are read once, in id order from the key, ROLLED_AT_ONCE at a
 * time. Answers how many subscriptions were rolled.
 */
export async function rollListFigures(db: Executor, month: string): Promise<number> {
  // A subscription's row comes with it (migration 0058's trigger): this finds only what a failure left without one.
  const [missing] = await queryRows<{ n: number }>(
    db,
    sql`select cardinality(ids) as n, list_figures_refresh(ids, ${month}::date) from (select array(
        select s.id from subscriptions s
        where not exists (select 1 from subscription_list_figures f where f.subscription_id = s.id)) as ids) b`,
  );
  let rolled = missing?.n ?? 0;
  let after = 0;
  for (;;) {
    const [batch] = await queryRows<{ n: number; last: number | null }>(
      db,
      sql`select cardinality(ids) as n, ids[cardinality(ids)] as last, list_figures_refresh(ids, ${month}::date)
        from (select array(select f.subscription_id from subscription_list_figures f
          where f.subscription_id > ${after} and f.period < ${month}::date
          order by f.subscription_id limit ${ROLLED_AT_ONCE}) as ids) b`,
    );
    if (!batch?.last) return rolled;
    rolled += batch.n;
    after = batch.last;
  }
}

/** The month the list's default period ends with, in Oslo. */
export function listMonth(clock: Clock): string {
  return `${osloDate(clock.now()).slice(0, 7)}-01`;
}

/**
 * Every night (00:05 Oslo) the figures roll to the current month, so that on the first of a month, before any usage
 * of it has come, the list's amount sorts still walk their indexes. A missed night is caught up by the next run.
 */
export const listFiguresRollJob: ScheduledJob = {
  name: 'list-figures-roll',
  cron: '5 0 * * *',
  run: async (deps) => {
    await rollListFigures(deps.db, listMonth(deps.services.clock));
  },
};
