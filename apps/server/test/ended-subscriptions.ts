import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../src/db/client.ts';

/** The subscriptions list with what the tests of ended subscriptions read: the name, the end and the deduction. */
export const ENDED_LIST = `query($accountID: Int!, $fromDate: Date, $toDate: Date) {
  subscriptionWithUsers(accountID: $accountID, fromDate: $fromDate, toDate: $toDate) {
    items { firstName endedOn deductedString } } }`;

/** A subscription's stored months, `YYYY-MM` with the deduction in øre, in order. */
export function storedMonths(db: Executor, subscriptionId: number) {
  return queryRows<{ period: string; deducted: number }>(
    db,
    sql`select to_char(period, 'YYYY-MM') as period, deducted_ore as deducted from subscription_month_costs
        where subscription_id = ${subscriptionId} order by period`,
  );
}
