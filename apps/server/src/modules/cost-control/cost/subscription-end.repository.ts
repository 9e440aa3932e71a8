import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.ts';

/**
 * Removes the stored open months after the end of every ended subscription (its own end or its account's), after
 * an end was provisioned: such a month has no costs (cost-months.ts, monthsUntilEnd). A closed month is kept as
 * it was. Answers how many months were removed.
 */
export async function deleteOpenMonthsAfterEnd(db: Executor): Promise<number> {
  const removed = await queryRows<{ subscription_id: number }>(
    db,
    sql`delete from subscription_month_costs c
        using (select s.id, s.ended_on from subscriptions s where s.ended_on is not null
          union all
          select s.id, a.ended_on from accounts a join account_tree t on t.ancestor_id = a.id
            join subscriptions s on s.account_id = t.descendant_id where a.ended_on is not null) e
        where e.id = c.subscription_id and c.closed_at is null
          and c.period > date_trunc('month', e.ended_on)::date
        returning c.subscription_id`,
  );
  return removed.length;
}
