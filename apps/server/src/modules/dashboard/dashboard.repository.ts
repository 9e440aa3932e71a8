import { sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.ts';
import { type Executor, queryRows } from '../../db/client.ts';
import { type ReportingScope, subscriptionInScope } from '../reports/reporting-scope.ts';
import type { BillShockRule } from './bill-shock.ts';

/** Month starts ('YYYY-MM-01') the dashboard reads. */
export type MonthStart = string;

export type MonthFigures = {
  monthStart: MonthStart;
  subscriptions: number;
  totalOre: number;
  coveredOre: number;
  deductedOre: number;
  workOre: number;
  privateOre: number;
};

/** The chosen accounts' cost engine figures of the given months, summed. Months without figures are left out. */
export async function monthFigures(
  db: Executor,
  p: Principal,
  scope: ReportingScope,
  months: MonthStart[],
): Promise<MonthFigures[]> {
  const rows = await queryRows<{
    period: string;
    subscriptions: number;
    total: number;
    covered: number;
    deducted: number;
    work: number;
    private: number;
  }>(
    db,
    sql`select c.period, count(*)::int as subscriptions, sum(c.total_ore)::bigint as total,
        sum(c.covered_ore)::bigint as covered, sum(c.deducted_ore)::bigint as deducted,
        sum(c.work_ore)::bigint as work, sum(c.private_ore)::bigint as private
      from subscription_month_costs c join subscriptions s on s.id = c.subscription_id
      where ${subscriptionInScope(p, scope)}
        and c.period in (${sql.join(
          months.map((m) => sql`${m}::date`),
          sql`, `,
        )})
      group by c.period`,
  );
  return rows.map((r) => ({
    monthStart: r.period,
    subscriptions: r.subscriptions,
    totalOre: r.total,
    coveredOre: r.covered,
    deductedOre: r.deducted,
    workOre: r.work,
    privateOre: r.private,
  }));
}

export type CategoryMonth = { monthStart: MonthStart; categoryGroupId: number; amountOre: number };
export type CategoryGroupInfo = { id: number; name: string };

/** Usage per month and cost category group over a range of months, from the monthly roll-up. */
export async function costByCategory(
  db: Executor,
  p: Principal,
  scope: ReportingScope,
  from: MonthStart,
  to: MonthStart,
): Promise<{ categoryGroups: CategoryGroupInfo[]; amounts: CategoryMonth[] }> {
  const categoryGroups = await queryRows<CategoryGroupInfo>(
    db,
    sql`select g.id, g.description as name from payment_category_groups g order by g.sort_order, g.id`,
  );
  const rows = await queryRows<{ period: string; category_group_id: number; amount: number }>(
    db,
    sql`select u.period, u.category_group_id, sum(u.amount_ore)::bigint as amount
      from usage_monthly u join subscriptions s on s.id = u.subscription_id
      where ${subscriptionInScope(p, scope)} and u.period between ${from}::date and ${to}::date
      group by u.period, u.category_group_id`,
  );
  return {
    categoryGroups,
    amounts: rows.map((r) => ({
      monthStart: r.period,
      categoryGroupId: r.category_group_id,
      amountOre: r.amount,
    })),
  };
}

export type SubscriptionCostRow = {
  subscriptionId: number;
  catalogId: number | null;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string;
  departmentName: string | null;
  billingGroupName: string;
  totalOre: number;
  deductedOre: number;
};

const subscriptionColumns = sql`s.id as subscription_id, s.catalog_id, pe.first_name, pe.last_name, s.phone_number,
  d.name as department_name, bg.name as billing_group_name`;
const subscriptionJoins = sql`join billing_groups bg on bg.id = s.billing_group_id
  left join people pe on pe.catalog_id = s.catalog_id
  left join departments d on d.id = pe.department_id`;

type SubscriptionSqlRow = {
  subscription_id: number;
  catalog_id: number | null;
  first_name: string | null;
  last_name: string | null;
  phone_number: string;
  department_name: string | null;
  billing_group_name: string;
};
function subscriptionFields(r: SubscriptionSqlRow) {
  return {
    subscriptionId: r.subscription_id,
    catalogId: r.catalog_id,
    firstName: r.first_name,
    lastName: r.last_name,
    phoneNumber: r.phone_number,
    departmentName: r.department_name,
    billingGroupName: r.billing_group_name,
  };
}

/** The month's most expensive subscriptions in the chosen accounts. */
export async function topSubscriptions(
  db: Executor,
  p: Principal,
  scope: ReportingScope,
  month: MonthStart,
  limit: number,
): Promise<SubscriptionCostRow[]> {
  const rows = await queryRows<SubscriptionSqlRow & { total: number; deducted: number }>(
    db,
    sql`with top as (
        select c.subscription_id, c.total_ore, c.deducted_ore
        from subscription_month_costs c join subscriptions s on s.id = c.subscription_id
        where c.period = ${month}::date and ${subscriptionInScope(p, scope)}
        order by c.total_ore desc, c.subscription_id
        limit ${limit}
      )
      select ${subscriptionColumns}, top.total_ore as total, top.deducted_ore as deducted
      from top join subscriptions s on s.id = top.subscription_id ${subscriptionJoins}
      order by top.total_ore desc, s.id`,
  );
  return rows.map((r) => ({ ...subscriptionFields(r), totalOre: r.total, deductedOre: r.deducted }));
}

export type PendingMonth = { monthStart: MonthStart; count: number; amountOre: number };

/** Content services or aggregate splits still waiting for approval, per month, from `from` on. */
export async function pendingApprovals(
  db: Executor,
  p: Principal,
  scope: ReportingScope,
  kind: 'contentService' | 'aggregateSplit',
  from: MonthStart,
): Promise<PendingMonth[]> {
  const query =
    kind === 'contentService'
      ? sql`select date_trunc('month', x.charge_date)::date as period, count(*)::int as n, sum(x.amount_ore)::bigint as amount
          from content_services x join subscriptions s on s.id = x.subscription_id
          where x.deduct_status = 'work' and x.charge_date >= ${from}::date and ${subscriptionInScope(p, scope)}
          group by 1 order by 1 desc`
      : sql`select x.period, count(*)::int as n, sum(x.amount_ore)::bigint as amount
          from aggregate_splits x join subscriptions s on s.id = x.subscription_id
          where x.deduct_status = 'work' and x.period >= ${from}::date and ${subscriptionInScope(p, scope)}
          group by 1 order by 1 desc`;
  const rows = await queryRows<{ period: string; n: number; amount: number }>(db, query);
  return rows.map((r) => ({ monthStart: r.period, count: r.n, amountOre: r.amount }));
}

export type BillShockRow = SubscriptionCostRow & { usualOre: number; historyMonths: number };

/**
 * Subscriptions whose month cost breaks the bill-shock rule (bill-shock.ts). Only subscriptions already at least
 * minIncrease this month can break it, so the median is taken for those alone.
 */
export async function billShock(
  db: Executor,
  p: Principal,
  scope: ReportingScope,
  month: MonthStart,
  historyFrom: MonthStart,
  rule: BillShockRule,
  limit: number,
): Promise<{ count: number; items: BillShockRow[] }> {
  const rows = await queryRows<
    SubscriptionSqlRow & { total: number; deducted: number; usual: number; months: number; n: number }
  >(
    db,
    sql`with candidates as (
        select c.subscription_id, c.total_ore, c.deducted_ore
        from subscription_month_costs c join subscriptions s on s.id = c.subscription_id
        where c.period = ${month}::date and c.total_ore >= ${rule.minIncreaseOre} and ${subscriptionInScope(p, scope)}
      ),
      usual as (
        select k.subscription_id, k.total_ore, k.deducted_ore,
          percentile_cont(0.5) within group (order by h.total_ore) as usual, count(*)::int as months
        from candidates k
        join subscription_month_costs h on h.subscription_id = k.subscription_id
          and h.period >= ${historyFrom}::date and h.period < ${month}::date
        group by k.subscription_id, k.total_ore, k.deducted_ore
      ),
      shocked as (
        select u.*, count(*) over () as n from usual u
        where u.months >= ${rule.minHistoryMonths}
          and u.total_ore > ${rule.multiplier} * u.usual
          and u.total_ore - u.usual >= ${rule.minIncreaseOre}
        order by u.total_ore - u.usual desc, u.subscription_id
        limit ${limit}
      )
      select ${subscriptionColumns}, k.total_ore as total, k.deducted_ore as deducted,
        round(k.usual)::bigint as usual, k.months, k.n
      from shocked k join subscriptions s on s.id = k.subscription_id ${subscriptionJoins}
      order by k.total_ore - k.usual desc, s.id`,
  );
  return {
    count: rows[0]?.n ?? 0,
    items: rows.map((r) => ({
      ...subscriptionFields(r),
      totalOre: r.total,
      deductedOre: r.deducted,
      usualOre: r.usual,
      historyMonths: r.months,
    })),
  };
}
