import { sql } from 'drizzle-orm';
import { bigint, date, doublePrecision, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * Dashboard roll-ups: the cost engine's month figures and the usage roll-up summed per account, billing group and
 * month, so the dashboard reads a few hundred rows instead of every subscription. Rows are deltas: triggers on
 * subscription_month_costs, usage_monthly and subscriptions (migration 0008_dashboard-triggers) append the change of
 * each statement in the same transaction, so the sums are always exact and concurrent writers never wait on each
 * other; a scheduled job folds the deltas into one row per key. Readers always sum.
 */
export const dashboardCostDeltas = pgTable(
  'dashboard_cost_deltas',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer().notNull(),
    billingGroupId: integer().notNull(),
    period: date().notNull(),
    subscriptions: integer().notNull().default(0),
    totalOre: bigint({ mode: 'number' }).notNull().default(0),
    coveredOre: bigint({ mode: 'number' }).notNull().default(0),
    deductedOre: bigint({ mode: 'number' }).notNull().default(0),
    workOre: bigint({ mode: 'number' }).notNull().default(0),
    privateOre: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [index('dashboard_cost_deltas_key_idx').on(t.accountId, t.period, t.billingGroupId)],
);

export const dashboardUsageDeltas = pgTable(
  'dashboard_usage_deltas',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer().notNull(),
    billingGroupId: integer().notNull(),
    period: date().notNull(),
    categoryGroupId: integer().notNull(),
    amountOre: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [index('dashboard_usage_deltas_key_idx').on(t.accountId, t.period, t.billingGroupId)],
);

/**
 * Each subscription month's total with its usual cost: the median of its total in the previous six months and how
 * many of those months are on record, for the dashboard's bill-shock rule (modules/cost-control/dashboard/bill-shock.ts), which
 * then reads this table alone. Kept by a trigger on subscription_month_costs when a month's total changes
 * (migrations 0008_dashboard-triggers, 0012_dashboard-usual-totals).
 */
export const dashboardUsualCosts = pgTable(
  'dashboard_usual_costs',
  {
    subscriptionId: integer().notNull(),
    period: date().notNull(),
    totalOre: bigint({ mode: 'number' }).notNull().default(0),
    usualOre: doublePrecision().notNull(),
    historyMonths: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.period] }),
    // The bill-shock list asks for the month's rows at least some amount above their usual: a short range here.
    index('dashboard_usual_costs_increase_idx').on(t.period, sql`(${t.totalOre} - ${t.usualOre})`),
  ],
);
