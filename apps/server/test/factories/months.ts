import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../src/db/client.ts';
import { monthStart } from '../../src/db/sql.ts';

/**
 * Reading back what the cost engine stored for a built world (see cost.ts): a subscription's month as the lists
 * read it. Close a world's past months with the daily job's `closeMonths` (cost.service.ts): a month `buildUsage`
 * laid down after its due day is closed by it, as the job closes real history.
 */

/** The stored deduction of one subscription and month (YYYY-MM), in øre; 0 when nothing is stored. */
export async function storedDeduction(db: Executor, subscriptionId: number, period: string): Promise<number> {
  const [row] = await queryRows<{ deducted_ore: number }>(
    db,
    sql`select deducted_ore from subscription_month_costs where subscription_id = ${subscriptionId}
        and period = ${monthStart(period)}`,
  );
  return row?.deducted_ore ?? 0;
}

/**
 * A month's aggregate split of a subscription (generic traffic the employee reported as work, waiting for the
 * admin's decision unless `status` says otherwise); answers its id.
 */
export async function buildAggregateSplit(
  db: Executor,
  a: {
    subscription: { id: number };
    period: string;
    description: string;
    amountOre: number;
    status?: 'work' | 'approved' | 'rejected';
  },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into aggregate_splits (subscription_id, period, description, amount_ore, deduct_status)
      values (${a.subscription.id}, ${monthStart(a.period)}, ${a.description}, ${a.amountOre},
        ${a.status ?? 'work'})
      returning id`,
  );
  return row!.id;
}

/** The id of the content service `buildUsage` made for a subscription's content line with this description. */
export async function contentServiceId(
  db: Executor,
  subscription: { id: number },
  description: string,
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from content_services where subscription_id = ${subscription.id} and description = ${description}`,
  );
  if (!row) throw new Error(`no content service ${description}`);
  return row.id;
}
