import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.ts';
import { subscriptionEndedOn } from '../../../db/subscription-end.ts';

/**
 * Removes the stored open months after the end of every ended subscription (db/subscription-end.ts), after
 * an end was provisioned: such a month has no costs (cost-months.ts, monthsUntilEnd). A closed month is kept as
 * it was. Answers how many months were removed.
 */
export async function deleteOpenMonthsAfterEnd(db: Executor): Promise<number> {
  const removed = await queryRows<{ subscription_id: number }>(
    db,
    sql`delete from subscription_month_costs c
        using subscriptions s
        where s.id = c.subscription_id and c.closed_at is null
          and c.period > date_trunc('month', ${subscriptionEndedOn(sql`s`)})::date
        returning c.subscription_id`,
  );
  return removed.length;
}
