import { z } from 'zod';
import { builder } from '../../../graphql/builder.ts';
import { CATEGORY_GROUP_KEY_DOC } from '../../../graphql/category-group-key.ts';
import { principalOf } from '../../../graphql/context.ts';
import {
  DraftRulesInput,
  id,
  limitSchema,
  profileArgs,
  rulesDraft,
  SettingsInput,
  scopes,
  settingsPatch,
} from './profile-inputs.graphql.ts';
import { PaymentProfileRef } from './profiles.graphql.ts';
import { paymentProfileRulePreview, type RulePreview } from './rule-preview.service.ts';
import { addPaymentProfileGroup, removePaymentProfileGroup, setPaymentProfileRule } from './rules.service.ts';

const CategoryUsage = builder
  .objectRef<RulePreview['categoryUsage'][number]>('RulePreviewCategoryUsage')
  .implement({
    fields: (t) => ({
      categoryGroupID: t.exposeInt('categoryGroupID'),
      categoryGroupKey: t.exposeString('categoryGroupKey', { description: CATEGORY_GROUP_KEY_DOC }),
      categoryGroupDescription: t.exposeString('categoryGroupDescription'),
      usageAmount: t.exposeFloat('usageAmount', { description: 'Used in the period, NOK.' }),
      covers: t.exposeFloat('covers', { description: 'What the company covers of it, NOK.' }),
      deductedAmount: t.exposeFloat('deductedAmount', { description: 'What is deducted from salary, NOK.' }),
    }),
  });

const RulePreviewRef = builder.objectRef<RulePreview>('RulePreview').implement({
  fields: (t) => ({
    totalAmountPeriod: t.exposeFloat('totalAmountPeriod', { description: 'Used in the period, NOK.' }),
    totalAmountYTD: t.exposeFloat('totalAmountYTD', {
      description: "Used from 1 January of toDate's year, NOK.",
    }),
    coveredAmountPeriod: t.exposeFloat('coveredAmountPeriod'),
    deductedAmountPeriod: t.exposeFloat('deductedAmountPeriod'),
    deductedAmountYTD: t.exposeFloat('deductedAmountYTD'),
    categoryUsage: t.field({ type: [CategoryUsage], resolve: (r) => r.categoryUsage }),
  }),
});

builder.queryField('paymentProfileRulePreview', (t) =>
  t.field({
    type: RulePreviewRef,
    description:
      "One member's costs under a profile's rules: the draft when rules or settings are sent (on top of profileID's " +
      'saved profile, or a new profile), otherwise the profile that applies to the subscription.',
    authScopes: scopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      subscriptionID: t.arg.int({ validate: id }),
      fromDate: t.arg({ type: 'Date' }),
      toDate: t.arg({ type: 'Date' }),
      profileID: t.arg.int({ required: false }),
      rules: t.arg({ type: DraftRulesInput, required: false }),
      settings: t.arg({ type: SettingsInput, required: false }),
    },
    resolve: (_r, a, ctx) =>
      paymentProfileRulePreview(ctx, principalOf(ctx), {
        accountId: a.accountID,
        subscriptionId: a.subscriptionID,
        fromDate: a.fromDate,
        toDate: a.toDate,
        profileId: a.profileID,
        rules: rulesDraft(a.rules),
        settings: settingsPatch(a.settings),
      }),
  }),
);

builder.mutationField('setPaymentProfileRule', (t) =>
  t.field({
    type: PaymentProfileRef,
    authScopes: scopes,
    args: {
      ...profileArgs,
      groupId: t.arg.int({ required: false }),
      categoryGroupId: t.arg.int({ required: false }),
      report: t.arg.boolean({ required: false }),
      covers: t.arg.boolean(),
      limited: t.arg.boolean(),
      limit: t.arg.float({ required: false, description: 'NOK; empty counts as 0.', validate: limitSchema }),
    },
    resolve: (_r, a, ctx) =>
      setPaymentProfileRule(ctx, principalOf(ctx), a.accountID, a.profileID, {
        groupId: a.groupId,
        categoryGroupId: a.categoryGroupId,
        report: a.report,
        covers: a.covers,
        limited: a.limited,
        limit: a.limit,
      }),
  }),
);

builder.mutationField('addPaymentProfileGroup', (t) =>
  t.field({
    type: PaymentProfileRef,
    description:
      'Puts groupable cost categories into the group of that name, made when the profile has none yet.',
    authScopes: scopes,
    args: {
      ...profileArgs,
      groupName: t.arg.string({ validate: z.string().trim().min(1, 'A group needs a name.').max(60) }),
      categoryGroupIDs: t.arg.intList({ validate: z.array(id).min(1) }),
    },
    resolve: (_r, a, ctx) =>
      addPaymentProfileGroup(
        ctx,
        principalOf(ctx),
        a.accountID,
        a.profileID,
        a.groupName,
        a.categoryGroupIDs,
      ),
  }),
);

builder.mutationField('removePaymentProfileGroup', (t) =>
  t.field({
    type: PaymentProfileRef,
    authScopes: scopes,
    args: {
      ...profileArgs,
      groupID: t.arg.int({ validate: id }),
    },
    resolve: (_r, a, ctx) =>
      removePaymentProfileGroup(ctx, principalOf(ctx), a.accountID, a.profileID, a.groupID),
  }),
);
