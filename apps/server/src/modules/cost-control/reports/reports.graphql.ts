import { COST_CONTROL_ROLES, DEDUCT_STATUSES, type DeductStatus } from '@connect/shared';
import { z } from 'zod';
import { accountScopeArgs, accountScopeOf } from '../../../graphql/account-scope.ts';
import { builder } from '../../../graphql/builder.ts';
import { CATEGORY_GROUP_KEY_DOC } from '../../../graphql/category-group-key.ts';
import { principalOf } from '../../../graphql/context.ts';
import { nok, nokString } from '../cost/money-fields.ts';
import type { DeductionComment, DeductionKind } from './reports.repository.ts';
import {
  type CategoryGroupReport,
  categoryGroupReport,
  type DeductionItem,
  listDeductions,
  type ReportingSummary,
  reportingSummary,
  setApproval,
} from './reports.service.ts';

const DeductStatusEnum = builder.enumType('DeductStatus', {
  description:
    'work: waiting for approval (the default filter); approved: the company covers it; rejected: deducted.',
  values: DEDUCT_STATUSES,
});

const DeductionCommentRef = builder.objectRef<DeductionComment>('DeductionComment').implement({
  fields: (t) => ({
    createdAt: t.field({ type: 'DateTime', resolve: (c) => c.createdAt }),
    customerID: t.exposeInt('customerId', { nullable: true }),
    catalogID: t.exposeInt('catalogId', { nullable: true }),
    firstname: t.exposeString('firstName', { nullable: true }),
    lastname: t.exposeString('lastName', { nullable: true }),
    picture: t.exposeString('picture', { nullable: true }),
    comment: t.exposeString('comment'),
  }),
});

const DeductionSubscription = builder.objectRef<DeductionItem>('DeductionSubscription').implement({
  description: 'The subscription (and its user) an item was charged to.',
  fields: (t) => ({
    subscriptionID: t.exposeInt('subscriptionId'),
    catalogID: t.exposeInt('catalogId', { nullable: true }),
    names: t.string({
      resolve: (r) => [r.firstName, r.lastName].filter(Boolean).join(' '),
    }),
    departmentID: t.exposeInt('departmentId', { nullable: true }),
    departmentName: t.exposeString('departmentName', { nullable: true }),
    picture: t.exposeString('picture', { nullable: true }),
    bnCustomerID: t.exposeInt('customerId'),
    bnMobile: t.exposeString('bnMobile', { nullable: true }),
    bnFixed: t.exposeString('bnFixed', { nullable: true }),
    phoneNumber: t.exposeString('phoneNumber'),
    billingGroupName: t.exposeString('billingGroupName'),
  }),
});

/** The fields content services and aggregate splits share (000 §3). */
const DeductionItemRef = builder.interfaceRef<DeductionItem>('DeductionItem').implement({
  description:
    'A charge an administrator approves (the company covers it) or rejects (deducted from salary).',
  fields: (t) => ({
    deductStatus: t.field({ type: DeductStatusEnum, resolve: (r) => r.deductStatus }),
    description: t.exposeString('description'),
    usageAmount: t.float({ description: 'NOK excl. VAT.', resolve: (r) => nok(r.amountOre) }),
    usageAmountString: t.string({ resolve: (r) => nokString(r.amountOre) }),
    chargeDate: t.field({
      type: 'Date',
      description: "The charge's date; an aggregate split is dated by its month's first day.",
      resolve: (r) => r.chargeDate,
    }),
    bookedPeriod: t.field({
      type: 'Period',
      nullable: true,
      description:
        'A late charge: the month it is booked in, because its own month was closed when it arrived. It lists and counts in that month and keeps its own chargeDate.',
      resolve: (r) => r.bookedPeriod,
    }),
    decisionBookedPeriod: t.field({
      type: 'Period',
      nullable: true,
      description:
        "A decision made after the item's month had closed: the month it is booked in (that month's deduction moves; the closed month's figures stay).",
      resolve: (r) => r.decisionBookedPeriod,
    }),
    number: t.string({ description: 'The subscription number charged.', resolve: (r) => r.phoneNumber }),
    bySubscription: t.field({ type: DeductionSubscription, resolve: (r) => r }),
    comments: t.field({ type: [DeductionCommentRef], resolve: (r) => r.comments }),
    decidedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.decidedAt }),
    decidedByName: t.exposeString('decidedByName', {
      nullable: true,
      description: 'Who approved or rejected it.',
    }),
  }),
});

const ContentServiceRef = builder.objectRef<DeductionItem>('ContentService');
ContentServiceRef.implement({
  interfaces: [DeductionItemRef],
  fields: (t) => ({
    contentServiceID: t.exposeInt('id'),
    yearToDateCovered: t.float({
      description:
        "What the company covers of the person's content services this year, up to and including this one.",
      resolve: (r) => nok(r.yearToDateCoveredOre),
    }),
    yearToDateCoveredString: t.string({ resolve: (r) => nokString(r.yearToDateCoveredOre) }),
    overThreshold: t.boolean({
      description:
        'Covering this item takes the person over NOK 1,000 this year: the part above is deducted or taxed.',
      resolve: (r) => r.amountOverThresholdOre > 0,
    }),
    amountOverThreshold: t.float({ resolve: (r) => nok(r.amountOverThresholdOre) }),
    amountOverThresholdString: t.string({ resolve: (r) => nokString(r.amountOverThresholdOre) }),
  }),
});

const AggregateSplitRef = builder.objectRef<DeductionItem>('AggregateSplit');
AggregateSplitRef.implement({
  interfaces: [DeductionItemRef],
  fields: (t) => ({
    aggregateSplitID: t.exposeInt('id'),
  }),
});

type Page = {
  totalCount: number;
  totalAmountOre: number;
  statusCounts: Record<DeductStatus, number>;
  items: DeductionItem[];
};

const StatusCounts = builder.objectRef<Record<DeductStatus, number>>('DeductStatusCounts').implement({
  description: 'How many items of the month (with the search) each Show filter holds.',
  fields: (t) => ({
    work: t.exposeInt('work'),
    approved: t.exposeInt('approved'),
    rejected: t.exposeInt('rejected'),
  }),
});

function pageRef(name: string, item: typeof ContentServiceRef) {
  return builder.objectRef<Page>(name).implement({
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount'),
      totalAmount: t.float({ resolve: (p) => nok(p.totalAmountOre) }),
      totalAmountString: t.string({ resolve: (p) => nokString(p.totalAmountOre) }),
      statusCounts: t.field({ type: StatusCounts, resolve: (p) => p.statusCounts }),
      items: t.field({ type: [item], resolve: (p) => p.items }),
    }),
  });
}
const ContentServicePage = pageRef('ContentServicePage', ContentServiceRef);
const AggregateSplitPage = pageRef('AggregateSplitPage', AggregateSplitRef);

const search = z.string().max(200, 'The search is too long.');
const comment = z.string().max(1000, 'The comment is too long.');

function listField(kind: DeductionKind, type: typeof ContentServicePage, description: string) {
  return builder.queryField(kind === 'contentService' ? 'contentServices' : 'aggregateSplits', (t) =>
    t.field({
      type,
      description,
      authScopes: { anyRole: COST_CONTROL_ROLES },
      args: {
        period: t.arg({ type: 'Period', description: 'The month; not after the current month.' }),
        ...accountScopeArgs,
        deductStatus: t.arg({ type: DeductStatusEnum, required: false, defaultValue: 'work' }),
        searchString: t.arg.string({ required: false, validate: search }),
        limit: t.arg.int({ required: false }),
        offset: t.arg.int({ required: false }),
      },
      resolve: (_root, a, ctx) =>
        listDeductions(ctx.db, ctx.services.clock, principalOf(ctx), kind, {
          period: a.period,
          scope: accountScopeOf(a),
          deductStatus: a.deductStatus ?? 'work',
          searchString: a.searchString ?? null,
          limit: a.limit ?? null,
          offset: a.offset ?? null,
        }),
    }),
  );
}
listField(
  'contentService',
  ContentServicePage,
  'Content services charged in the month, by deduction status.',
);
listField(
  'aggregateSplit',
  AggregateSplitPage,
  "Aggregate splits (a month's generic traffic reported as work) by status.",
);

builder.mutationField('setContentServiceApproval', (t) =>
  t.field({
    type: ContentServiceRef,
    description: 'Approve (the company covers it) or reject (deducted from salary) a content service.',
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: {
      accountID: t.arg.int(),
      contentServiceID: t.arg.int(),
      deductStatus: t.arg({ type: DeductStatusEnum }),
      comment: t.arg.string({ required: false, validate: comment }),
      expectedStatus: t.arg({
        type: DeductStatusEnum,
        required: false,
        description: 'The status the client saw; CONFLICT when someone else changed it since.',
      }),
    },
    resolve: (_root, a, ctx) =>
      setApproval(ctx.db, ctx.services.clock, principalOf(ctx), 'contentService', {
        accountId: a.accountID,
        id: a.contentServiceID,
        deductStatus: a.deductStatus,
        comment: a.comment ?? null,
        expectedStatus: a.expectedStatus ?? null,
      }),
  }),
);

builder.mutationField('setAggregateSplitApproval', (t) =>
  t.field({
    type: AggregateSplitRef,
    description: 'Approve or reject an aggregate split.',
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: {
      accountID: t.arg.int(),
      aggregateSplitID: t.arg.int(),
      deductStatus: t.arg({ type: DeductStatusEnum }),
      comment: t.arg.string({ required: false, validate: comment }),
      expectedStatus: t.arg({ type: DeductStatusEnum, required: false }),
    },
    resolve: (_root, a, ctx) =>
      setApproval(ctx.db, ctx.services.clock, principalOf(ctx), 'aggregateSplit', {
        accountId: a.accountID,
        id: a.aggregateSplitID,
        deductStatus: a.deductStatus,
        comment: a.comment ?? null,
        expectedStatus: a.expectedStatus ?? null,
      }),
  }),
);

const ReportingSummaryRef = builder.objectRef<ReportingSummary>('ReportingSummary').implement({
  fields: (t) => ({
    numberOfSubscriptions: t.exposeInt('numberOfSubscriptions'),
    totalCost: t.float({ description: 'NOK excl. VAT.', resolve: (s) => nok(s.totalCostOre) }),
    totalCostString: t.string({ resolve: (s) => nokString(s.totalCostOre) }),
    totalDeduction: t.float({
      description: 'NOK deducted from salaries.',
      resolve: (s) => nok(s.totalDeductionOre),
    }),
    totalDeductionString: t.string({ resolve: (s) => nokString(s.totalDeductionOre) }),
  }),
});

type CategoryDetail = CategoryGroupReport['details'][number];
const CategoryDetailRef = builder.objectRef<CategoryDetail>('CategoryReportDetail').implement({
  fields: (t) => ({
    categoryID: t.exposeInt('categoryId'),
    name: t.exposeString('name'),
    totalExclVat: t.float({ resolve: (d) => nok(d.totalExclVatOre) }),
    totalExclVatString: t.string({ resolve: (d) => nokString(d.totalExclVatOre) }),
    totalVat: t.float({ description: 'The VAT on it (25 %), NOK.', resolve: (d) => nok(d.totalVatOre) }),
    totalVatString: t.string({ resolve: (d) => nokString(d.totalVatOre) }),
  }),
});

const CategoryGroupReportRef = builder.objectRef<CategoryGroupReport>('CategoryGroupReport').implement({
  fields: (t) => ({
    categoryGroupID: t.exposeInt('categoryGroupId'),
    categoryGroupKey: t.exposeString('categoryGroupKey', { description: CATEGORY_GROUP_KEY_DOC }),
    name: t.exposeString('name'),
    totalExclVat: t.float({ resolve: (g) => nok(g.totalExclVatOre) }),
    totalExclVatString: t.string({ resolve: (g) => nokString(g.totalExclVatOre) }),
    details: t.field({ type: [CategoryDetailRef], resolve: (g) => g.details }),
    pctOfTotal: t.exposeFloat('pctOfTotal', {
      description: "The group's share of the month's total, in percent.",
    }),
  }),
});

const summaryArgs = (t: Parameters<Parameters<typeof builder.queryField>[1]>[0]) => ({
  period: t.arg({ type: 'Period', description: 'The month; not after the current month.' }),
  ...accountScopeArgs,
});

builder.queryField('reportingSummary', (t) =>
  t.field({
    type: ReportingSummaryRef,
    description: "The Reports screen's summary cards for a month.",
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: summaryArgs(t),
    resolve: (_root, a, ctx) =>
      reportingSummary(ctx.db, ctx.services.clock, principalOf(ctx), a.period, accountScopeOf(a)),
  }),
);

builder.queryField('categoryGroupReport', (t) =>
  t.field({
    type: [CategoryGroupReportRef],
    description: "The month's usage per cost category group and category, with VAT.",
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: summaryArgs(t),
    resolve: (_root, a, ctx) =>
      categoryGroupReport(ctx.db, ctx.services.clock, principalOf(ctx), a.period, accountScopeOf(a)),
  }),
);
