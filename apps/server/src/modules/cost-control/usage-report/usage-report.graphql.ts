import { formatAmount, oreToKroner } from '@connect/shared';
import { z } from 'zod';
import { builder } from '../../../graphql/builder.ts';
import { CATEGORY_GROUP_KEY_DOC } from '../../../graphql/category-group-key.ts';
import { principalOf } from '../../../graphql/context.ts';
import { ReportModeEnum } from '../payment-profiles/profile-inputs.graphql.ts';
import { COMMENT_MAX, reportUsage, type UsageReportView, usageReport } from './usage-report.service.ts';

type Item = UsageReportView['items'][number];

const UsageReportItem = builder.objectRef<Item>('UsageReportItem').implement({
  description: "One description of the month's usage in a reported category, e.g. 'Samtaler innland'.",
  fields: (t) => ({
    categoryGroupID: t.exposeInt('categoryGroupId'),
    categoryGroupKey: t.exposeString('categoryGroupKey', { description: CATEGORY_GROUP_KEY_DOC }),
    categoryGroupDescription: t.exposeString('categoryGroupDescription'),
    description: t.exposeString('description'),
    amount: t.float({ description: 'NOK excl. VAT.', resolve: (i) => oreToKroner(i.amountOre) }),
    amountString: t.string({ resolve: (i) => formatAmount(i.amountOre) }),
    usageType: t.field({
      type: ReportModeEnum,
      nullable: true,
      description: 'What the employee reported; null while unreported.',
      resolve: (i) => i.usageType,
    }),
    comment: t.exposeString('comment', { nullable: true }),
    effectiveUsageType: t.field({
      type: ReportModeEnum,
      nullable: true,
      description: 'What counts: the report, or after the due day the profile’s default report mode.',
      resolve: (i) => i.effectiveUsageType,
    }),
  }),
});

const UsageReport = builder.objectRef<UsageReportView>('UsageReport').implement({
  description: "An employee's report of one month, opened from the link in the SMS.",
  fields: (t) => ({
    period: t.exposeString('period', { description: 'YYYY-MM' }),
    subscriptionID: t.exposeInt('subscriptionId'),
    phoneNumber: t.exposeString('phoneNumber'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    profileDescription: t.exposeString('profileDescription', { nullable: true }),
    dueDate: t.field({ type: 'Date', nullable: true, resolve: (r) => r.dueDate }),
    open: t.exposeBoolean('open', {
      description: 'Items can still be reported (the due day has not passed).',
    }),
    mandatoryComment: t.exposeBoolean('mandatoryComment', { description: 'Work use needs a comment.' }),
    defaultReportMode: t.field({ type: ReportModeEnum, resolve: (r) => r.defaultReportMode }),
    items: t.field({ type: [UsageReportItem], resolve: (r) => r.items }),
  }),
});

const UsageReportItemInput = builder.inputType('UsageReportItemInput', {
  fields: (t) => ({
    categoryGroupID: t.int(),
    description: t.string({ validate: z.string().max(500) }),
    usageType: t.field({ type: ReportModeEnum }),
    comment: t.string({ required: false, validate: z.string().max(COMMENT_MAX).nullish() }),
  }),
});

const token = z.string().min(10).max(100);

builder.queryField('usageReport', (t) =>
  t.field({
    type: UsageReport,
    description: "The logged-in person's report behind an SMS link; anyone else's token answers NOT_FOUND.",
    authScopes: { authenticated: true },
    args: { token: t.arg.string({ validate: token }) },
    resolve: (_r, a, ctx) => usageReport(ctx.db, ctx.services.clock, principalOf(ctx), a.token),
  }),
);

builder.mutationField('reportUsage', (t) =>
  t.field({
    type: UsageReport,
    description:
      'Marks items of the month work or private, until the due day; the deduction follows at once.',
    authScopes: { authenticated: true },
    args: {
      token: t.arg.string({ validate: token }),
      items: t.arg({ type: [UsageReportItemInput], validate: z.array(z.unknown()).max(1000) }),
    },
    resolve: (_r, a, ctx) =>
      reportUsage(
        ctx.db,
        ctx.services.clock,
        principalOf(ctx),
        a.token,
        a.items.map((i) => ({
          categoryGroupId: i.categoryGroupID,
          description: i.description,
          usageType: i.usageType,
          comment: i.comment,
        })),
      ),
  }),
);
