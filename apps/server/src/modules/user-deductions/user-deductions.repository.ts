import { sql } from 'drizzle-orm';
import { scopedAccountIds, visibleAccountIds } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import { type Executor, queryRows } from '../../db/client.ts';

/**
 * User deductions (domain.md): per employee, what is deducted from salary in a month for equipment. Items: the
 * employee's share of webshop purchases delivered that month (price − credit, never below 0) and the devices the
 * employee purchased (bought out) that month at their confirmed amount. Money is integer øre.
 */
export type DeductionItem = {
  catalogId: number;
  firstName: string;
  lastName: string;
  employeeNumber: string | null;
  kind: 'webshop' | 'purchased';
  description: string;
  day: string;
  amount: number;
};

/** `month` is the first day (YYYY-MM-01); `accountId` narrows to that account and its sub accounts. */
export async function deductionItems(
  db: Executor,
  p: Principal,
  month: string,
  accountId: number | null,
): Promise<DeductionItem[]> {
  const accounts = accountId === null ? visibleAccountIds(p) : scopedAccountIds(p, accountId, true);
  return queryRows<DeductionItem>(
    db,
    sql`with items as (
          select l.catalog_id, 'webshop' as kind, l.product_name as description, l.delivered_on as day,
            l.employee_share as amount, l.id
          from ce_order_lines l
          where l.status = 'delivered' and l.employee_share > 0 and l.account_id in ${accounts}
            and l.delivered_on >= ${month}::date and l.delivered_on < (${month}::date + interval '1 month')
          union all
          select d.purchased_by_catalog_id, 'purchased', d.description, d.purchased_at,
            coalesce(d.purchased_cost_price, 0), d.id
          from devices d
          where d.purchased_by_catalog_id is not null and d.account_id in ${accounts}
            and d.purchased_at >= ${month}::date and d.purchased_at < (${month}::date + interval '1 month'))
        select i.catalog_id as "catalogId", pe.first_name as "firstName", pe.last_name as "lastName",
          pe.employee_number as "employeeNumber", i.kind, i.description, i.day::text as day, i.amount::int as amount
        from items i join people pe on pe.catalog_id = i.catalog_id
        order by lower(pe.last_name), lower(pe.first_name), pe.catalog_id, i.day, i.kind, i.id`,
  );
}
