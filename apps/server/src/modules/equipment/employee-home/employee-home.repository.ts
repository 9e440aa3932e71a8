import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.ts';

/** The caller's own subscriptions with one month's stored figures and their latest SMS report link. */
export type OwnSubscriptionRow = {
  subscriptionId: number;
  accountId: number;
  phoneNumber: string;
  product: string;
  totalOre: number;
  deductedOre: number;
  reportToken: string | null;
};

export async function ownSubscriptions(
  db: Executor,
  catalogId: number,
  periodStart: string,
): Promise<OwnSubscriptionRow[]> {
  return queryRows<OwnSubscriptionRow>(
    db,
    sql`select s.id as "subscriptionId", s.account_id as "accountId", s.phone_number as "phoneNumber", s.product,
          coalesce(c.total_ore, 0)::bigint as "totalOre", coalesce(c.deducted_ore, 0)::bigint as "deductedOre",
          (select l.token from usage_report_links l where l.subscription_id = s.id
           order by l.period desc limit 1) as "reportToken"
        from subscriptions s
        left join subscription_month_costs c on c.subscription_id = s.id and c.period = ${periodStart}
        where s.catalog_id = ${catalogId}
        order by s.product, s.phone_number`,
  );
}
