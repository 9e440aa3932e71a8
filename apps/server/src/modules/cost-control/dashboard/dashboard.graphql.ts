import { COST_CONTROL_ROLES } from '@connect/shared';
import { accountScopeArgs, accountScopeOf } from '../../../graphql/account-scope.ts';
import { builder } from '../../../graphql/builder.ts';
import { CATEGORY_GROUP_KEY_DOC } from '../../../graphql/category-group-key.ts';
import { principalOf } from '../../../graphql/context.ts';
import { nok, nokString } from '../cost/money-fields.ts';
import type { BillShockRule } from './bill-shock.ts';
import type {
  BillShockRow,
  MonthFigures,
  PendingMonth,
  SubscriptionCostRow,
} from './dashboard.repository.ts';
import {
  type DashboardArgs,
  dashboardBillShock,
  dashboardCostSeries,
  dashboardPendingApprovals,
  dashboardSummary,
  dashboardTopSubscriptions,
} from './dashboard.service.ts';

const DashboardMonth = builder.objectRef<MonthFigures & { period: string }>('DashboardMonth').implement({
  description: "One month's cost engine figures for the chosen accounts (NOK excl. VAT).",
  fields: (t) => ({
    period: t.exposeString('period'),
    subscriptions: t.exposeInt('subscriptions', { description: 'Subscriptions with figures that month.' }),
    totalCost: t.float({ resolve: (m) => nok(m.totalOre) }),
    totalCostString: t.string({ resolve: (m) => nokString(m.totalOre) }),
    covered: t.float({ resolve: (m) => nok(m.coveredOre) }),
    coveredString: t.string({ resolve: (m) => nokString(m.coveredOre) }),
    deducted: t.float({ resolve: (m) => nok(m.deductedOre) }),
    deductedString: t.string({ resolve: (m) => nokString(m.deductedOre) }),
    work: t.float({ resolve: (m) => nok(m.workOre) }),
    workString: t.string({ resolve: (m) => nokString(m.workOre) }),
    private: t.float({ resolve: (m) => nok(m.privateOre) }),
    privateString: t.string({ resolve: (m) => nokString(m.privateOre) }),
  }),
});

type Summary = Awaited<ReturnType<typeof dashboardSummary>>;
const DashboardSummary = builder.objectRef<Summary>('DashboardSummary').implement({
  fields: (t) => ({
    period: t.exposeString('period'),
    current: t.field({ type: DashboardMonth, resolve: (s) => s.current }),
    previous: t.field({ type: DashboardMonth, resolve: (s) => s.previous }),
  }),
});

type Series = Awaited<ReturnType<typeof dashboardCostSeries>>;
const DashboardCategoryGroup = builder
  .objectRef<Series['categoryGroups'][number]>('DashboardCategoryGroup')
  .implement({
    fields: (t) => ({
      categoryGroupID: t.exposeInt('id'),
      categoryGroupKey: t.exposeString('key', { description: CATEGORY_GROUP_KEY_DOC }),
      name: t.exposeString('name'),
    }),
  });
const DashboardCategoryAmount = builder
  .objectRef<Series['months'][number]['categories'][number]>('DashboardCategoryAmount')
  .implement({
    fields: (t) => ({
      categoryGroupID: t.exposeInt('categoryGroupId'),
      amount: t.float({ resolve: (c) => nok(c.amountOre) }),
    }),
  });
const DashboardCostMonth = builder.objectRef<Series['months'][number]>('DashboardCostMonth').implement({
  fields: (t) => ({
    period: t.exposeString('period'),
    total: t.float({ resolve: (m) => nok(m.totalOre) }),
    totalString: t.string({ resolve: (m) => nokString(m.totalOre) }),
    categories: t.field({ type: [DashboardCategoryAmount], resolve: (m) => m.categories }),
  }),
});
const DashboardCostSeries = builder.objectRef<Series>('DashboardCostSeries').implement({
  fields: (t) => ({
    categoryGroups: t.field({
      type: [DashboardCategoryGroup],
      description: 'The cost categories with usage in the series, in catalogue order.',
      resolve: (s) => s.categoryGroups,
    }),
    months: t.field({ type: [DashboardCostMonth], resolve: (s) => s.months }),
  }),
});

const DashboardSubscription = builder.objectRef<SubscriptionCostRow>('DashboardSubscription').implement({
  fields: (t) => ({
    subscriptionID: t.exposeInt('subscriptionId'),
    catalogID: t.exposeInt('catalogId', { nullable: true }),
    names: t.string({ resolve: (r) => [r.firstName, r.lastName].filter(Boolean).join(' ') }),
    phoneNumber: t.exposeString('phoneNumber'),
    departmentName: t.exposeString('departmentName', { nullable: true }),
    billingGroupName: t.exposeString('billingGroupName'),
    totalCost: t.float({ resolve: (r) => nok(r.totalOre) }),
    totalCostString: t.string({ resolve: (r) => nokString(r.totalOre) }),
    deducted: t.float({ resolve: (r) => nok(r.deductedOre) }),
    deductedString: t.string({ resolve: (r) => nokString(r.deductedOre) }),
  }),
});

const PendingApprovalMonth = builder
  .objectRef<PendingMonth & { period: string }>('PendingApprovalMonth')
  .implement({
    fields: (t) => ({
      period: t.exposeString('period'),
      count: t.exposeInt('count'),
      amount: t.float({ resolve: (m) => nok(m.amountOre) }),
      amountString: t.string({ resolve: (m) => nokString(m.amountOre) }),
    }),
  });
type Pending = Awaited<ReturnType<typeof dashboardPendingApprovals>>;
const PendingApprovals = builder.objectRef<Pending['contentServices']>('PendingApprovals').implement({
  fields: (t) => ({
    count: t.exposeInt('count'),
    amount: t.float({ resolve: (g) => nok(g.amountOre) }),
    amountString: t.string({ resolve: (g) => nokString(g.amountOre) }),
    months: t.field({ type: [PendingApprovalMonth], resolve: (g) => g.months }),
  }),
});
const DashboardPendingApprovals = builder.objectRef<Pending>('DashboardPendingApprovals').implement({
  fields: (t) => ({
    contentServices: t.field({ type: PendingApprovals, resolve: (p) => p.contentServices }),
    aggregateSplits: t.field({ type: PendingApprovals, resolve: (p) => p.aggregateSplits }),
  }),
});

const BillShockRuleRef = builder.objectRef<BillShockRule>('BillShockRule').implement({
  description:
    'A month cost above multiplier × the median of the previous `months` months and at least minIncrease NOK above it, with at least minHistoryMonths of history.',
  fields: (t) => ({
    multiplier: t.exposeFloat('multiplier'),
    minIncrease: t.float({ resolve: (r) => nok(r.minIncreaseOre) }),
    minIncreaseString: t.string({ resolve: (r) => nokString(r.minIncreaseOre) }),
    months: t.exposeInt('months'),
    minHistoryMonths: t.exposeInt('minHistoryMonths'),
  }),
});
const BillShockItem = builder.objectRef<BillShockRow>('BillShockItem').implement({
  fields: (t) => ({
    subscription: t.field({ type: DashboardSubscription, resolve: (r) => r }),
    usual: t.float({
      description: 'The median of the previous months, NOK.',
      resolve: (r) => nok(r.usualOre),
    }),
    usualString: t.string({ resolve: (r) => nokString(r.usualOre) }),
    increase: t.float({ resolve: (r) => nok(r.totalOre - r.usualOre) }),
    increaseString: t.string({ resolve: (r) => nokString(r.totalOre - r.usualOre) }),
    historyMonths: t.exposeInt('historyMonths'),
  }),
});
type Shock = Awaited<ReturnType<typeof dashboardBillShock>>;
const DashboardBillShock = builder.objectRef<Shock>('DashboardBillShock').implement({
  fields: (t) => ({
    period: t.exposeString('period'),
    rule: t.field({ type: BillShockRuleRef, resolve: (s) => s.rule }),
    count: t.exposeInt('count', {
      description: 'All subscriptions that break the rule; items lists the largest.',
    }),
    items: t.field({ type: [BillShockItem], resolve: (s) => s.items }),
  }),
});

type RawArgs = {
  accountID: number;
  billingGroupID?: number | null;
  includeSubAccounts?: boolean | null;
  period?: string | null;
};
const toArgs = (a: RawArgs): DashboardArgs => ({
  period: a.period ?? null,
  scope: accountScopeOf(a),
});

const dashboardArgs = (t: Parameters<Parameters<typeof builder.queryField>[1]>[0]) => ({
  ...accountScopeArgs,
  period: t.arg({
    type: 'Period',
    required: false,
    description: 'The month; the current month when left out.',
  }),
});

builder.queryField('dashboardSummary', (t) =>
  t.field({
    type: DashboardSummary,
    description: "The dashboard's month: total cost, deductions and the work/private split, with last month.",
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: dashboardArgs(t),
    resolve: (_root, a, ctx) => dashboardSummary(ctx.db, ctx.services.clock, principalOf(ctx), toArgs(a)),
  }),
);

builder.queryField('dashboardCostSeries', (t) =>
  t.field({
    type: DashboardCostSeries,
    description: 'Thirteen months of cost up to the month, per cost category group.',
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: dashboardArgs(t),
    resolve: (_root, a, ctx) => dashboardCostSeries(ctx.db, ctx.services.clock, principalOf(ctx), toArgs(a)),
  }),
);

builder.queryField('dashboardTopSubscriptions', (t) =>
  t.field({
    type: [DashboardSubscription],
    description: "The month's ten most expensive subscriptions.",
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: dashboardArgs(t),
    resolve: (_root, a, ctx) =>
      dashboardTopSubscriptions(ctx.db, ctx.services.clock, principalOf(ctx), toArgs(a)),
  }),
);

builder.queryField('dashboardPendingApprovals', (t) =>
  t.field({
    type: DashboardPendingApprovals,
    description:
      'Content services and aggregate splits waiting for approval, per month, over the last 13 months.',
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: dashboardArgs(t),
    resolve: (_root, a, ctx) =>
      dashboardPendingApprovals(ctx.db, ctx.services.clock, principalOf(ctx), toArgs(a)),
  }),
);

builder.queryField('dashboardBillShock', (t) =>
  t.field({
    type: DashboardBillShock,
    description: 'Subscriptions whose month cost is far above their own usual, with the rule applied.',
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: dashboardArgs(t),
    resolve: (_root, a, ctx) => dashboardBillShock(ctx.db, ctx.services.clock, principalOf(ctx), toArgs(a)),
  }),
);
