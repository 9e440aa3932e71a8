import { sql } from 'drizzle-orm';
import { type AccountScope, inAccountScope } from '../../../auth/account-scope.ts';
import type { Principal } from '../../../auth/principal.ts';
import { groupsBeforeMoves } from '../../../db/billing-group-of-month.ts';
import { type Executor, queryRows } from '../../../db/client.ts';
import { monthStart } from '../../../db/sql.ts';
import type { ReportingPeriod } from './reporting-period.ts';

/** SQL of the Reports screen's summary cards and category report; the service checks the account scope first. */

export type MonthTotalsRow = { subscriptions: number; totalOre: number; deductedOre: number };

/** The subscriptions in the chosen accounts and the sum of their month's cost and deduction. */
export async function monthTotals(
  db: Executor,
  p: Principal,
  period: ReportingPeriod,
  scope: AccountScope,
): Promise<MonthTotalsRow | undefined> {
  const [row] = await queryRows<MonthTotalsRow>(
    db,
    sql`select count(*)::int as subscriptions, coalesce(sum(c.total_ore), 0)::bigint as "totalOre",
        coalesce(sum(c.deducted_ore), 0)::bigint as "deductedOre"
      from subscriptions s
      left join subscription_month_costs c on c.subscription_id = s.id and c.period = ${monthStart(period.period)}
      where ${inAccountScope(p, scope)}`,
  );
  return row;
}

export type CategoryUsageRow = {
  categoryGroupId: number;
  /** The group's stable key (`payment_category_groups.key`), which names it in either language. */
  groupKey: string;
  groupName: string;
  categoryId: number;
  categoryName: string;
  totalOre: number;
  /** The part of the total on billing groups that use VAT. */
  vatBaseOre: number;
};

/** The month's usage per category in the chosen accounts, in the order of the groups and then by name. */
export async function usagePerCategory(
  db: Executor,
  p: Principal,
  period: ReportingPeriod,
  scope: AccountScope,
): Promise<CategoryUsageRow[]> {
  return queryRows<CategoryUsageRow>(
    db,
    sql`select g.id as "categoryGroupId", g.key as "groupKey", g.description as "groupName", pc.id as "categoryId",
        pc.name as "categoryName", sum(l.amount_ore)::bigint as "totalOre",
        coalesce(sum(l.amount_ore) filter (where bg.use_vat), 0)::bigint as "vatBaseOre"
      from (
        -- The month's lines: those dated in it, and those booked in it because their own month was closed.
        select * from usage_lines
        where usage_date between ${period.from}::date and ${period.to}::date and booked_period is null
        union all
        select * from usage_lines
        where booked_period is not null and booked_period between ${period.from}::date and ${period.to}::date
      ) l
      join subscriptions s on s.id = l.subscription_id
      -- The group the subscription had in the month: a move made since left it there (db/billing-group-of-month.ts).
      left join ${groupsBeforeMoves(sql`${period.from}::date`)} mv on mv.subscription_id = s.id
      join billing_groups bg on bg.id = coalesce(mv.from_billing_group_id, s.billing_group_id)
      join payment_categories pc on pc.id = l.category_id
      join payment_category_groups g on g.id = l.category_group_id
      where ${inAccountScope(p, scope)}
      group by g.id, g.key, g.description, g.sort_order, pc.id, pc.name
      order by g.sort_order, g.id, pc.name, pc.id`,
  );
}
