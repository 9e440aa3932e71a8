import { oreToKroner } from '@connect/shared';
import { builder } from '../../../graphql/builder.ts';
import { principalOf } from '../../../graphql/context.ts';
import { employeeHome, type OwnSubscriptionMonth } from './employee-home.service.ts';

const OpenReport = builder
  .objectRef<NonNullable<OwnSubscriptionMonth['openReport']>>('EmployeeOpenUsageReport')
  .implement({
    description: 'A month the employee can still report private and work use for (the SMS link).',
    fields: (t) => ({
      token: t.exposeString('token'),
      period: t.exposeString('period', { description: 'YYYY-MM' }),
      dueDate: t.field({ type: 'Date', nullable: true, resolve: (r) => r.dueDate }),
    }),
  });

const OwnSubscription = builder.objectRef<OwnSubscriptionMonth>('EmployeeSubscriptionMonth').implement({
  description: "One of the employee's own subscriptions with this month's figures, kroner excl. VAT.",
  fields: (t) => ({
    subscriptionID: t.exposeInt('subscriptionId'),
    accountID: t.exposeInt('accountId'),
    phoneNumber: t.exposeString('phoneNumber'),
    product: t.exposeString('product'),
    totalCost: t.float({ resolve: (r) => oreToKroner(r.totalOre) }),
    deducted: t.float({
      description: 'What will be deducted from salary.',
      resolve: (r) => oreToKroner(r.deductedOre),
    }),
    openReport: t.field({ type: OpenReport, nullable: true, resolve: (r) => r.openReport }),
  }),
});

const EmployeeHome = builder
  .objectRef<{ period: string; subscriptions: OwnSubscriptionMonth[] }>('EmployeeHome')
  .implement({
    fields: (t) => ({
      period: t.exposeString('period', { description: 'This month, YYYY-MM (Oslo).' }),
      subscriptions: t.field({ type: [OwnSubscription], resolve: (h) => h.subscriptions }),
    }),
  });

builder.queryField('employeeHome', (t) =>
  t.field({
    type: EmployeeHome,
    description:
      "The logged-in person's own page: their subscriptions' costs this month, what will be deducted, and the " +
      'report link while reporting is open. No role needed; only the caller’s own subscriptions.',
    authScopes: { authenticated: true },
    resolve: (_r, _a, ctx) => employeeHome(ctx.db, ctx.services.clock, principalOf(ctx)),
  }),
);
