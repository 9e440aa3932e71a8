import { shiftPeriod } from '@connect/shared';
import { type AccountScope, requireAccountScope } from '../../../auth/account-scope.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Clock } from '../../../clock.ts';
import type { Executor } from '../../../db/client.ts';
import { currentPeriod, parseReportingPeriod } from '../reports/reporting-period.ts';
import { BILL_SHOCK_LIST_LIMIT, BILL_SHOCK_RULE } from './bill-shock.ts';
import {
  billShock,
  costByCategory,
  type MonthFigures,
  monthFigures,
  pendingApprovals,
  topSubscriptions,
} from './dashboard.repository.ts';

/** The chart covers the chosen month and the twelve before it. */
export const COST_SERIES_MONTHS = 13;
export const TOP_SUBSCRIPTIONS = 10;

export type DashboardArgs = { period: string | null; scope: AccountScope };

/** The dashboard's month (the current one unless the caller picks an earlier one), after the scope check. */
async function prepare(db: Executor, clock: Clock, p: Principal, args: DashboardArgs) {
  const period = parseReportingPeriod(args.period ?? currentPeriod(clock), clock).period;
  await requireAccountScope(db, p, args.scope);
  return period;
}

const monthStart = (period: string) => `${period}-01`;

function emptyMonth(period: string): MonthFigures {
  return {
    monthStart: monthStart(period),
    subscriptions: 0,
    totalOre: 0,
    coveredOre: 0,
    deductedOre: 0,
    workOre: 0,
    privateOre: 0,
  };
}

/** This month's cost, deduction and work/private split, with last month's for comparison. */
export async function dashboardSummary(db: Executor, clock: Clock, p: Principal, args: DashboardArgs) {
  const period = await prepare(db, clock, p, args);
  const previous = shiftPeriod(period, -1);
  const rows = await monthFigures(db, p, args.scope, [monthStart(period), monthStart(previous)]);
  const find = (m: string) => rows.find((r) => r.monthStart === monthStart(m)) ?? emptyMonth(m);
  return { period, current: { ...find(period), period }, previous: { ...find(previous), period: previous } };
}

/** 13 months of usage, each month split by cost category group (for the stacked chart). */
export async function dashboardCostSeries(db: Executor, clock: Clock, p: Principal, args: DashboardArgs) {
  const period = await prepare(db, clock, p, args);
  const first = shiftPeriod(period, -(COST_SERIES_MONTHS - 1));
  const { categoryGroups, amounts } = await costByCategory(
    db,
    p,
    args.scope,
    monthStart(first),
    monthStart(period),
  );
  const months = Array.from({ length: COST_SERIES_MONTHS }, (_, i) => shiftPeriod(first, i)).map((m) => {
    const ofMonth = amounts.filter((a) => a.monthStart === monthStart(m));
    return {
      period: m,
      totalOre: ofMonth.reduce((sum, a) => sum + a.amountOre, 0),
      categories: categoryGroups.map((g) => ({
        categoryGroupId: g.id,
        amountOre: ofMonth.find((a) => a.categoryGroupId === g.id)?.amountOre ?? 0,
      })),
    };
  });
  const used = new Set(amounts.filter((a) => a.amountOre !== 0).map((a) => a.categoryGroupId));
  return { categoryGroups: categoryGroups.filter((g) => used.has(g.id)), months };
}

export async function dashboardTopSubscriptions(
  db: Executor,
  clock: Clock,
  p: Principal,
  args: DashboardArgs,
) {
  const period = await prepare(db, clock, p, args);
  return topSubscriptions(db, p, args.scope, monthStart(period), TOP_SUBSCRIPTIONS);
}

/** What waits for approval over the chart's 13 months, per month, so the dashboard can link to each month's list. */
export async function dashboardPendingApprovals(
  db: Executor,
  clock: Clock,
  p: Principal,
  args: DashboardArgs,
) {
  const period = await prepare(db, clock, p, args);
  const from = monthStart(shiftPeriod(period, -(COST_SERIES_MONTHS - 1)));
  const until = <T extends { monthStart: string }>(rows: T[]) =>
    rows.filter((r) => r.monthStart <= monthStart(period));
  const contentServices = until(await pendingApprovals(db, p, args.scope, 'contentService', from));
  const aggregateSplits = until(await pendingApprovals(db, p, args.scope, 'aggregateSplit', from));
  const total = (rows: { count: number; amountOre: number }[]) => ({
    count: rows.reduce((s, r) => s + r.count, 0),
    amountOre: rows.reduce((s, r) => s + r.amountOre, 0),
  });
  const withPeriod = <T extends { monthStart: string }>(rows: T[]) =>
    rows.map((r) => ({ ...r, period: r.monthStart.slice(0, 7) }));
  return {
    contentServices: { ...total(contentServices), months: withPeriod(contentServices) },
    aggregateSplits: { ...total(aggregateSplits), months: withPeriod(aggregateSplits) },
  };
}

export async function dashboardBillShock(db: Executor, clock: Clock, p: Principal, args: DashboardArgs) {
  const period = await prepare(db, clock, p, args);
  const result = await billShock(
    db,
    p,
    args.scope,
    monthStart(period),
    BILL_SHOCK_RULE,
    BILL_SHOCK_LIST_LIMIT,
  );
  return { period, rule: BILL_SHOCK_RULE, ...result };
}
