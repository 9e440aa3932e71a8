import { COST_CONTROL_ROLES, PAGE_SIZE } from '@connect/shared';
import { z } from 'zod';
import type { BoundedTotal } from '../../../db/bounded-total.ts';
import { accountScopeArgs, accountScopeOf } from '../../../graphql/account-scope.ts';
import { builder } from '../../../graphql/builder.ts';
import { CATEGORY_GROUP_KEY_DOC } from '../../../graphql/category-group-key.ts';
import { principalOf } from '../../../graphql/context.ts';
import { gigabytes, nok, nokString, percent } from '../cost/money-fields.ts';
import { UserCustomField } from '../custom-fields/custom-fields.graphql.ts';
import { setPaymentProfileMembership } from '../payment-profiles/members.service.ts';
import type { LateChargeRow } from '../usage/usage.service.ts';
import {
  SubscriptionWithUser,
  SubscriptionWithUserFields,
  type SubscriptionWithUserView,
  subscriptionWithUser,
} from './subscription-fields.graphql.ts';
import { SUBSCRIPTION_SORTS, type SubscriptionSort } from './subscriptions.repository.ts';
import {
  type CategoryGroupUsageRow,
  type DataUsageRow,
  lateChargesOf,
  type SubscriptionDetailsRow,
  subscriptionDetails,
  subscriptionList,
} from './subscriptions.service.ts';

const SORT_VALUES = SUBSCRIPTION_SORTS.flatMap((k) => [`${k}Asc`, `${k}Desc`]) as SubscriptionSort[];

const SubscriptionSortEnum = builder.enumType('SubscriptionSort', {
  description:
    "Sorts of the subscriptions list; amounts are over the chosen period, DeductedMonth its last month, DeductedYear that month's year up to it.",
  values: SORT_VALUES,
});

type SubscriptionWithUsersPageView = BoundedTotal & {
  items: SubscriptionWithUserView[];
  fromDate: string;
  toDate: string;
};

const SubscriptionWithUsersPage = builder
  .objectRef<SubscriptionWithUsersPageView>('SubscriptionWithUsersPage')
  .implement({
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount', {
        description: 'The subscriptions the filters find; with totalIsLowerBound, the bound they go past.',
      }),
      totalIsLowerBound: t.exposeBoolean('totalIsLowerBound', {
        description:
          'The list holds more than totalCount subscriptions: the total is counted exactly up to 1 000 past the offset only.',
      }),
      items: t.expose('items', { type: [SubscriptionWithUser] }),
      fromDate: t.expose('fromDate', { type: 'Date', description: 'The period used.' }),
      toDate: t.expose('toDate', { type: 'Date' }),
    }),
  });

const CategoryGroupUsage = builder.objectRef<CategoryGroupUsageRow>('CategoryGroupUsage').implement({
  description: 'One cost type (payment category group) of a subscription for a period, in NOK excl. VAT.',
  fields: (t) => ({
    categoryGroupID: t.exposeInt('categoryGroupID'),
    categoryGroupKey: t.exposeString('key', { description: CATEGORY_GROUP_KEY_DOC }),
    name: t.exposeString('name'),
    coveredAmount: t.float({ resolve: (c) => nok(c.coveredOre), description: 'What the company pays.' }),
    coveredAmountString: t.string({ resolve: (c) => nokString(c.coveredOre) }),
    usedAmount: t.float({ resolve: (c) => nok(c.usedOre) }),
    usedAmountString: t.string({ resolve: (c) => nokString(c.usedOre) }),
    usedYtd: t.float({ resolve: (c) => nok(c.usedYtdOre) }),
    usedYtdString: t.string({ resolve: (c) => nokString(c.usedYtdOre) }),
    deductedAmount: t.float({ resolve: (c) => nok(c.deductedOre) }),
    deductedAmountString: t.string({ resolve: (c) => nokString(c.deductedOre) }),
    deductedYtd: t.float({ resolve: (c) => nok(c.deductedYtdOre) }),
    deductedYtdString: t.string({ resolve: (c) => nokString(c.deductedYtdOre) }),
    reported: t.exposeBoolean('reported', {
      description: 'The employee reports this usage as work or private.',
    }),
    reportedAmount: t.float({
      resolve: (c) => nok(c.reportedOre),
      description: 'Usage the employee reported.',
    }),
    reportedAmountString: t.string({ resolve: (c) => nokString(c.reportedOre) }),
    workAmount: t.float({ resolve: (c) => nok(c.workOre) }),
    privateAmount: t.float({ resolve: (c) => nok(c.privateOre) }),
    covers: t.exposeBoolean('covers'),
    limited: t.exposeBoolean('limited'),
    limit: t.float({
      resolve: (c) => nok(c.limitOre),
      description: 'Monthly limit (of the group when grouped).',
    }),
    groupName: t.exposeString('groupName', { nullable: true }),
  }),
});

const DataUsage = builder.objectRef<DataUsageRow>('DataUsage').implement({
  fields: (t) => ({
    period: t.exposeString('period', { description: 'YYYY-MM' }),
    usage: t.float({ resolve: (d) => gigabytes(d.usageBytes), description: 'GB used.' }),
    usageBytes: t.float({ resolve: (d) => d.usageBytes }),
    includedBytes: t.float({ resolve: (d) => d.includedBytes }),
    included: t.float({ resolve: (d) => gigabytes(d.includedBytes), description: 'GB included.' }),
    pctOfIncluded: t.float({ nullable: true, resolve: (d) => percent(d.usageBytes, d.includedBytes) }),
  }),
});

const LateCharge = builder.objectRef<LateChargeRow>('LateCharge').implement({
  description:
    'A charge or credit dated in a month that had closed when it arrived: it is booked in a later month (docs/COST-RULES.md).',
  fields: (t) => ({
    ID: t.exposeInt('id'),
    date: t.field({ type: 'Date', description: 'Its own date.', resolve: (l) => l.usageDate }),
    bookedPeriod: t.field({
      type: 'Period',
      description: 'The month it counts in.',
      resolve: (l) => l.bookedPeriod,
    }),
    categoryName: t.exposeString('categoryName'),
    description: t.exposeString('description'),
    amount: t.float({
      description: 'NOK excl. VAT; below 0 for a credit.',
      resolve: (l) => nok(l.amountOre),
    }),
    amountString: t.string({ resolve: (l) => nokString(l.amountOre) }),
  }),
});

type SubscriptionDetailsView = SubscriptionWithUserView &
  Pick<SubscriptionDetailsRow, 'costs' | 'dataUsage' | 'customFields'>;

const SubscriptionDetails = builder.objectRef<SubscriptionDetailsView>('SubscriptionDetails').implement({
  interfaces: [SubscriptionWithUserFields],
  fields: (t) => ({
    fromDate: t.field({ type: 'Date', resolve: (d) => d.costs.fromDate }),
    toDate: t.field({ type: 'Date', resolve: (d) => d.costs.toDate }),
    appliedPaymentProfileID: t.int({
      nullable: true,
      resolve: (d) => d.costs.profileId,
      description:
        'The profile whose rules apply: its own, or the default of its account (or an account above).',
    }),
    categoryGroupUsage: t.field({ type: [CategoryGroupUsage], resolve: (d) => d.costs.categoryGroups }),
    dataUsage: t.field({ type: [DataUsage], resolve: (d) => d.dataUsage }),
    lateCharges: t.field({
      type: [LateCharge],
      description: "Late charges and credits booked in the period's months, with their own dates.",
      resolve: (d, _a, ctx) => lateChargesOf(ctx.db, d.costs),
    }),
    customFields: t.field({ type: [UserCustomField], resolve: (d) => d.customFields }),
    totalAmountPeriod: t.float({ resolve: (d) => nok(d.costs.period.usedOre) }),
    totalAmountPeriodString: t.string({ resolve: (d) => nokString(d.costs.period.usedOre) }),
    totalAmountYTD: t.float({ resolve: (d) => nok(d.costs.ytd.usedOre) }),
    totalAmountYTDString: t.string({ resolve: (d) => nokString(d.costs.ytd.usedOre) }),
    coveredAmountPeriod: t.float({ resolve: (d) => nok(d.costs.period.coveredOre) }),
    coveredAmountPeriodString: t.string({ resolve: (d) => nokString(d.costs.period.coveredOre) }),
    deductedAmountPeriod: t.float({ resolve: (d) => nok(d.costs.period.deductedOre) }),
    deductedAmountPeriodString: t.string({ resolve: (d) => nokString(d.costs.period.deductedOre) }),
    deductedAmountYTD: t.float({ resolve: (d) => nok(d.costs.ytd.deductedOre) }),
    deductedAmountYTDString: t.string({ resolve: (d) => nokString(d.costs.ytd.deductedOre) }),
  }),
});

const id = () => z.number().int().positive();

builder.queryField('subscriptionWithUsers', (t) =>
  t.field({
    type: SubscriptionWithUsersPage,
    description:
      'Subscriptions of the account (and its sub accounts) with cost sums for the period (default: the twelve months up to and including the current one). Search by name or number; paymentProfileID 0 lists those without a profile.',
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: {
      ...accountScopeArgs,
      fromDate: t.arg({ type: 'Date', required: false }),
      toDate: t.arg({ type: 'Date', required: false }),
      sortBy: t.arg({ type: SubscriptionSortEnum, required: false }),
      searchString: t.arg.string({ required: false, validate: z.string().max(100).nullish() }),
      productFilter: t.arg.string({ required: false, defaultValue: 'mobile' }),
      paymentProfileID: t.arg.int({ required: false, validate: z.number().int().min(0).nullish() }),
      limit: t.arg.int({ required: false, validate: z.number().int().min(1).max(1000).nullish() }),
      offset: t.arg.int({ required: false, validate: z.number().int().min(0).nullish() }),
    },
    resolve: async (_root, a, ctx) => {
      const page = await subscriptionList(ctx.db, ctx.services.clock, principalOf(ctx), {
        ...accountScopeOf(a),
        searchString: a.searchString,
        productFilter: a.productFilter,
        paymentProfileId: a.paymentProfileID,
        fromDate: a.fromDate,
        toDate: a.toDate,
        sort: a.sortBy ?? 'FirstNameAsc',
        limit: a.limit ?? PAGE_SIZE,
        offset: a.offset ?? 0,
      });
      return { ...page, items: page.items.map(subscriptionWithUser) };
    },
  }),
);

builder.queryField('subscriptionDetails', (t) =>
  t.field({
    type: SubscriptionDetails,
    description:
      'One subscription with usage per cost type for the period (default: the current month) and year to date, data usage and custom fields.',
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: {
      accountID: t.arg.int({ required: true, validate: id() }),
      subscriptionID: t.arg.int({ required: true, validate: id() }),
      fromDate: t.arg({ type: 'Date', required: false }),
      toDate: t.arg({ type: 'Date', required: false }),
    },
    resolve: async (_root, a, ctx) => {
      const d = await subscriptionDetails(ctx.db, ctx.services.clock, principalOf(ctx), {
        accountId: a.accountID,
        subscriptionId: a.subscriptionID,
        fromDate: a.fromDate,
        toDate: a.toDate,
      });
      return {
        ...subscriptionWithUser(d),
        costs: d.costs,
        dataUsage: d.dataUsage,
        customFields: d.customFields,
      };
    },
  }),
);

builder.mutationField('updatePaymentProfileMembership', (t) =>
  t.int({
    description:
      "Puts the subscription in the payment profile (null or 0 takes it out: its account's default applies). Answers the subscriptionID.",
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: {
      accountID: t.arg.int({ required: true, validate: id() }),
      profileID: t.arg.int({ required: false, validate: z.number().int().min(0).nullish() }),
      subscriptionID: t.arg.int({ required: true, validate: id() }),
      version: t.arg.int({
        required: false,
        description: 'The version the screen edited; a newer one is a CONFLICT.',
      }),
    },
    resolve: async (_root, a, ctx) => {
      const [changed] = await setPaymentProfileMembership(ctx.db, ctx, principalOf(ctx), {
        accountId: a.accountID,
        profileId: a.profileID ?? null,
        subscriptionIds: [a.subscriptionID],
        version: a.version,
      });
      return changed!;
    },
  }),
);

builder.mutationField('updateMultiplePaymentProfileMemberships', (t) =>
  t.intList({
    description: 'The bulk assign of the users list: all subscriptions or none, in one transaction.',
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: {
      accountID: t.arg.int({ required: true, validate: id() }),
      profileID: t.arg.int({ required: false, validate: z.number().int().min(0).nullish() }),
      subscriptionIDs: t.arg.intList({ required: true, validate: z.array(id()).min(1).max(5000) }),
    },
    resolve: (_root, a, ctx) =>
      setPaymentProfileMembership(ctx.db, ctx, principalOf(ctx), {
        accountId: a.accountID,
        profileId: a.profileID ?? null,
        subscriptionIds: a.subscriptionIDs,
      }),
  }),
);
