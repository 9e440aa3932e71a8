import { sql } from 'drizzle-orm';
import { type AccountScope, inAccountScope } from '../../../auth/account-scope.ts';
import type { Principal } from '../../../auth/principal.ts';
import { type Executor, queryRows } from '../../../db/client.ts';
import { inList } from '../../../db/sql.ts';
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

/**
 * The chosen accounts' cost engine figures of the given months, summed from the dashboard roll-up (db/schema/
 * dashboard.ts). Months without figures are left out.
 */
export async function monthFigures(
  db: Executor,
  p: Principal,
  scope: AccountScope,
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
    sql`select d.period, sum(d.subscriptions)::int as subscriptions, sum(d.total_ore)::bigint as total,
        sum(d.covered_ore)::bigint as covered, sum(d.deducted_ore)::bigint as deducted,
        sum(d.work_ore)::bigint as work, sum(d.private_ore)::bigint as private
      from dashboard_cost_deltas d
      where ${inAccountScope(p, scope, 'd')}
        and d.period in ${inList(months)}
      group by d.period`,
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
export type CategoryGroupInfo = { id: number; key: string; name: string };

/** Usage per month and cost category group over a range of months, from the dashboard roll-up. */
export async function costByCategory(
  db: Executor,
  p: Principal,
  scope: AccountScope,
  from: MonthStart,
  to: MonthStart,
): Promise<{ categoryGroups: CategoryGroupInfo[]; amounts: CategoryMonth[] }> {
  const categoryGroups = await queryRows<CategoryGroupInfo>(
    db,
    sql`select g.id, g.key, g.description as name from payment_category_groups g order by g.sort_order, g.id`,
  );
  const rows = await queryRows<{ period: string; category_group_id: number; amount: number }>(
    db,
    sql`select d.period, d.category_group_id, sum(d.amount_ore)::bigint as amount
      from dashboard_usage_deltas d
      where ${inAccountScope(p, scope, 'd')} and d.period between ${from}::date and ${to}::date
      group by d.period, d.category_group_id`,
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
  scope: AccountScope,
  month: MonthStart,
  limit: number,
): Promise<SubscriptionCostRow[]> {
  const rows = await queryRows<SubscriptionSqlRow & { total: number; deducted: number }>(
    db,
    sql`with top as (
        select c.subscription_id, c.total_ore, c.deducted_ore
        from subscription_month_costs c join subscriptions s on s.id = c.subscription_id
        where c.period = ${month}::date and ${inAccountScope(p, scope)}
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
  scope: AccountScope,
  kind: 'contentService' | 'aggregateSplit',
  from: MonthStart,
): Promise<PendingMonth[]> {
  const query =
    kind === 'contentService'
      ? sql`select date_trunc('month', x.charge_date)::date as period, count(*)::int as n, sum(x.amount_ore)::bigint as amount
          from content_services x join subscriptions s on s.id = x.subscription_id
          where x.deduct_status = 'work' and x.charge_date >= ${from}::date and ${inAccountScope(p, scope)}
          group by 1 order by 1 desc`
      : sql`select x.period, count(*)::int as n, sum(x.amount_ore)::bigint as amount
          from aggregate_splits x join subscriptions s on s.id = x.subscription_id
          where x.deduct_status = 'work' and x.period >= ${from}::date and ${inAccountScope(p, scope)}
          group by 1 order by 1 desc`;
  const rows = await queryRows<{ period: string; n: number; amount: number }>(db, query);
  return rows.map((r) => ({ monthStart: r.period, count: r.n, amountOre: r.amount }));
}

export type BillShockRow = SubscriptionCostRow & { usualOre: number; historyMonths: number };

/**
 * Subscriptions whose month cost breaks the bill-shock rule (bill-shock.ts), against the usual cost the dashboard
 * roll-up keeps per subscription month (the median of the previous BILL_SHOCK_RULE.months months).
 */
export async function billShock(
  db: Executor,
  p: Principal,
  scope: AccountScope,
  month: MonthStart,
  rule: BillShockRule,
  limit: number,
): Promise<{ count: number; items: BillShockRow[] }> {
  const rows = await queryRows<
    SubscriptionSqlRow & { total: number; deducted: number; usual: number; months: number; n: number }
  >(
    db,
    // The rule leaves a handful of the month's rows, so it filters first and the scope is checked on those alone.
    sql`with candidates as materialized (
        select u.subscription_id, u.total_ore, u.usual_ore as usual, u.history_months as months
        from dashboard_usual_costs u
        where u.period = ${month}::date
          and u.history_months >= ${rule.minHistoryMonths}
          and u.total_ore > ${rule.multiplier} * u.usual_ore
          and u.total_ore - u.usual_ore >= ${rule.minIncreaseOre}
      ),
      shocked as (
        select k.*, count(*) over () as n
        from candidates k join subscriptions s on s.id = k.subscription_id
        where ${inAccountScope(p, scope)}
        order by k.total_ore - k.usual desc, k.subscription_id
        limit ${limit}
      )
      select ${subscriptionColumns}, k.total_ore as total, coalesce(c.deducted_ore, 0)::bigint as deducted,
        round(k.usual::numeric)::bigint as usual, k.months, k.n
      from shocked k join subscriptions s on s.id = k.subscription_id ${subscriptionJoins}
      left join subscription_month_costs c on c.subscription_id = k.subscription_id and c.period = ${month}::date
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

/**
 * Folds `dashboard_cost_deltas` into one row per account, billing group and month in one statement, dropping keys
 * that sum to nothing; answers how many rows it keeps.
 */
export async function foldCostDeltas(db: Executor): Promise<number> {
  const [cost] = await queryRows<{ n: number }>(
    db,
    sql`with folded as (delete from dashboard_cost_deltas returning *),
      kept as (
        insert into dashboard_cost_deltas (account_id, billing_group_id, period, subscriptions, total_ore,
          covered_ore, deducted_ore, work_ore, private_ore)
        select account_id, billing_group_id, period, sum(subscriptions), sum(total_ore), sum(covered_ore),
          sum(deducted_ore), sum(work_ore), sum(private_ore)
        from folded group by account_id, billing_group_id, period
        having sum(subscriptions) <> 0 or sum(total_ore) <> 0 or sum(covered_ore) <> 0 or sum(deducted_ore) <> 0
          or sum(work_ore) <> 0 or sum(private_ore) <> 0
        returning 1)
      select count(*)::int as n from kept`,
  );
  return cost?.n ?? 0;
}

/** The same for `dashboard_usage_deltas`, by account, billing group, month and category group. */
export async function foldUsageDeltas(db: Executor): Promise<number> {
  const [usage] = await queryRows<{ n: number }>(
    db,
    sql`with folded as (delete from dashboard_usage_deltas returning *),
      kept as (
        insert into dashboard_usage_deltas (account_id, billing_group_id, period, category_group_id, amount_ore)
        select account_id, billing_group_id, period, category_group_id, sum(amount_ore)
        from folded group by account_id, billing_group_id, period, category_group_id
        having sum(amount_ore) <> 0
        returning 1)
      select count(*)::int as n from kept`,
  );
  return usage?.n ?? 0;
}
