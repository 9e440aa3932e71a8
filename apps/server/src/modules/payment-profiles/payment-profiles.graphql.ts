import { COST_CONTROL_ROLES, MEMBERS_LIMIT, oreToKroner } from '@connect/shared';
import { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import { principalOf } from '../../graphql/context.ts';
import type { CategoryGroupRow, DeductFilterRow, MemberRow } from './payment-profiles.repository.ts';
import {
  addPaymentProfileGroup,
  addPaymentProfileMember,
  changeDeductFilter,
  createPaymentProfile,
  type ProfileInput,
  type ProfileView,
  paymentCategoryGroups,
  paymentProfileDeductFilters,
  paymentProfileMembers,
  paymentProfileRulePreview,
  paymentProfiles,
  type RulePreview,
  removePaymentProfile,
  removePaymentProfileGroup,
  removePaymentProfileMember,
  setDefaultPaymentProfile,
  setPaymentProfileRule,
  smsSenders,
  updatePaymentProfile,
} from './payment-profiles.service.ts';
import type { ResolvedGroup } from './profile-rules.ts';
import { DESCRIPTION_MAX, DUE_DAY_MAX, DUE_DAY_MIN } from './profile-settings.ts';

const scopes = { anyRole: COST_CONTROL_ROLES };
/** One SMS is 160 characters (000 §2 SMS price note). */
const SMS_CHARACTERS = 160;
const id = z.number().int().positive();

export const BillingPeriodEnum = builder.enumType('BillingPeriod', {
  values: ['monthly', 'annual'] as const,
});
export const SmsPaymentModeEnum = builder.enumType('SmsPaymentMode', {
  description: 'What happens to covered content services above the yearly threshold: deducted or taxed.',
  values: ['deduct', 'tax'] as const,
});
export const ReportModeEnum = builder.enumType('ReportMode', {
  description: 'Usage type: work (the company pays) or private (deducted from salary).',
  values: ['work', 'private'] as const,
});

// ---- output types -----------------------------------------------------------------------------------------

const Settings = builder.objectRef<ProfileView>('PaymentProfileSettings').implement({
  fields: (t) => ({
    smsPaymentMode: t.field({ type: SmsPaymentModeEnum, resolve: (p) => p.smsPaymentMode }),
    defaultReportMode: t.field({
      type: ReportModeEnum,
      description: 'What unreported usage counts as once the due day has passed.',
      resolve: (p) => p.defaultReportMode,
    }),
    mandatoryCommentInReport: t.exposeBoolean('mandatoryCommentInReport'),
    sendSMSReport: t.exposeBoolean('sendSmsReport'),
    smsReportText: t.exposeString('smsReportText'),
    smsSender: t.exposeString('smsSender', { nullable: true }),
    sendWelcomeSMS: t.exposeBoolean('sendWelcomeSms'),
    dueDateDay: t.exposeInt('dueDateDay', {
      description: 'Day (10–31) of the next month by which members report.',
    }),
    reportGenericTraffic: t.exposeBoolean('reportGenericTraffic'),
    automaticApproval: t.exposeBoolean('automaticApproval'),
  }),
});

const RuleGroup = builder.objectRef<ResolvedGroup>('PaymentProfileRuleGroup').implement({
  description: 'Groupable cost categories sharing one rule and one monthly limit.',
  fields: (t) => ({
    groupID: t.int({ resolve: (g) => g.id! }),
    groupName: t.exposeString('name'),
    categoryGroupIDs: t.intList({ resolve: (g) => g.categoryGroupIds }),
    covers: t.exposeBoolean('covers'),
    limited: t.exposeBoolean('limited'),
    limit: t.float({ description: 'Monthly limit in NOK.', resolve: (g) => oreToKroner(g.limitOre) }),
  }),
});

type CategoryRuleView = {
  categoryGroupId: number;
  covers: boolean;
  limited: boolean;
  limitOre: number;
  report: boolean;
};

const CategoryRule = builder.objectRef<CategoryRuleView>('PaymentProfileCategoryRule').implement({
  description: "A cost category's own rule (a group's rule applies instead while it is in one).",
  fields: (t) => ({
    categoryGroupID: t.exposeInt('categoryGroupId'),
    covers: t.exposeBoolean('covers'),
    limited: t.exposeBoolean('limited'),
    limit: t.float({ description: 'Monthly limit in NOK.', resolve: (r) => oreToKroner(r.limitOre) }),
    report: t.exposeBoolean('report'),
  }),
});

type SubCategoryView = {
  name: string;
  groupable: boolean;
  reportable: boolean;
  limited: boolean;
  covers: boolean;
};

const SubCategory = builder.objectRef<SubCategoryView>('PaymentRuleSubCategory').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    groupable: t.exposeBoolean('groupable'),
    reportable: t.exposeBoolean('reportable'),
    limited: t.exposeBoolean('limited'),
    covers: t.exposeBoolean('covers'),
  }),
});

type RuleCategoryView = {
  category: CategoryGroupRow;
  group: ResolvedGroup | null;
  rule: CategoryRuleView;
};

const RuleCategory = builder.objectRef<RuleCategoryView>('PaymentRuleCategory').implement({
  description:
    'One row of the Rules tab: a cost category with the rule that applies to it (its group’s, if any).',
  fields: (t) => ({
    ID: t.int({ resolve: (c) => c.category.id }),
    groupID: t.int({ nullable: true, resolve: (c) => c.group?.id ?? null }),
    description: t.string({ resolve: (c) => c.category.description }),
    groupName: t.string({ nullable: true, resolve: (c) => c.group?.name ?? null }),
    groupable: t.boolean({ resolve: (c) => c.category.groupable }),
    reportable: t.boolean({ resolve: (c) => c.category.reportable }),
    report: t.boolean({ resolve: (c) => c.rule.report }),
    limited: t.boolean({ resolve: (c) => (c.group ?? c.rule).limited }),
    covers: t.boolean({ resolve: (c) => (c.group ?? c.rule).covers }),
    limit: t.float({
      description: 'Monthly limit in NOK.',
      resolve: (c) => oreToKroner((c.group ?? c.rule).limitOre),
    }),
    subCategories: t.field({
      type: [SubCategory],
      resolve: (c) =>
        c.category.subCategories.map((name) => ({
          name,
          groupable: c.category.groupable,
          reportable: c.category.reportable,
          limited: (c.group ?? c.rule).limited,
          covers: (c.group ?? c.rule).covers,
        })),
    }),
  }),
});

const Rules = builder.objectRef<ProfileView>('PaymentProfileRules').implement({
  fields: (t) => ({
    groups: t.field({ type: [RuleGroup], resolve: (p) => p.rules.groups }),
    categoryGroups: t.field({
      type: [CategoryRule],
      resolve: (p) =>
        [...p.rules.categories.entries()].map(([categoryGroupId, r]) => ({ categoryGroupId, ...r })),
    }),
    categories: t.field({
      type: [RuleCategory],
      resolve: (p) =>
        p.catalogue.map((category) => ({
          category,
          group: p.rules.groups.find((g) => g.categoryGroupIds.includes(category.id)) ?? null,
          rule: { categoryGroupId: category.id, ...p.rules.categories.get(category.id)! },
        })),
    }),
  }),
});

export const PaymentProfileRef = builder.objectRef<ProfileView>('PaymentProfile').implement({
  fields: (t) => ({
    ID: t.exposeInt('id'),
    accountID: t.exposeInt('accountId'),
    description: t.exposeString('description'),
    default: t.exposeBoolean('isDefault', {
      description: 'The standard profile of its account (exactly one).',
    }),
    billingPeriod: t.field({ type: BillingPeriodEnum, resolve: (p) => p.billingPeriod }),
    memberCount: t.exposeInt('memberCount'),
    settings: t.field({ type: Settings, resolve: (p) => p }),
    rules: t.field({ type: Rules, resolve: (p) => p }),
    version: t.exposeInt('version', {
      description: 'Send it back with updatePaymentProfile; a stale one conflicts.',
    }),
  }),
});

const PaymentCategoryGroup = builder.objectRef<CategoryGroupRow>('PaymentCategoryGroup').implement({
  fields: (t) => ({
    ID: t.exposeInt('id'),
    key: t.exposeString('key', { description: 'subscription, calls, sms, data, roaming, content or other.' }),
    groupable: t.exposeBoolean('groupable'),
    reportable: t.exposeBoolean('reportable'),
    description: t.exposeString('description'),
  }),
});

const ProfileMember = builder.objectRef<MemberRow>('ProfileMember').implement({
  fields: (t) => ({
    subscriptionID: t.exposeInt('subscriptionId'),
    userID: t.exposeInt('catalogId', { nullable: true }),
    catalogID: t.exposeInt('catalogId', { nullable: true }),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    departmentID: t.exposeInt('departmentId', { nullable: true }),
    departmentName: t.exposeString('departmentName', { nullable: true }),
    picture: t.exposeString('picture', { nullable: true }),
    bnCustomerID: t.exposeInt('customerId'),
    bnMobile: t.exposeString('mobile', { nullable: true }),
    bnFixed: t.exposeString('fixed', { nullable: true }),
    phoneNumber: t.exposeString('phoneNumber'),
    paymentProfileID: t.exposeInt('paymentProfileId', { nullable: true }),
  }),
});

const DeductFilter = builder.objectRef<DeductFilterRow>('DeductFilter').implement({
  description:
    'An exception: usage of the category whose description starts with descriptionMatch is not deducted.',
  fields: (t) => ({
    ID: t.exposeInt('id'),
    categoryGroupID: t.exposeInt('categoryGroupId'),
    descriptionMatch: t.exposeString('descriptionMatch'),
  }),
});

const CategoryUsage = builder
  .objectRef<RulePreview['categoryUsage'][number]>('RulePreviewCategoryUsage')
  .implement({
    fields: (t) => ({
      categoryGroupID: t.exposeInt('categoryGroupID'),
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

const SmsSender = builder.objectRef<string>('SmsSender').implement({
  fields: (t) => ({ sender: t.string({ resolve: (s) => s }) }),
});

type SmsPricesView = { norwegianOre: number; internationalOre: number };

const SmsPrices = builder.objectRef<SmsPricesView>('SmsPrices').implement({
  description:
    'What one SMS (160 characters) costs the company, excl. VAT: configuration, shown beside the SMS settings.',
  fields: (t) => ({
    norwegian: t.float({
      description: 'NOK per SMS to a Norwegian number.',
      resolve: (p) => oreToKroner(p.norwegianOre),
    }),
    international: t.float({
      description: 'NOK per SMS abroad.',
      resolve: (p) => oreToKroner(p.internationalOre),
    }),
    charactersPerSms: t.int({ resolve: () => SMS_CHARACTERS }),
  }),
});

// ---- inputs -----------------------------------------------------------------------------------------------

const limitSchema = z.number().min(0, 'The monthly limit cannot be negative.').nullish();

const SettingsInput = builder.inputType('PaymentProfileSettingsInput', {
  description: 'Settings to write; a field left out keeps its value (or the default, for a new profile).',
  fields: (t) => ({
    smsPaymentMode: t.field({ type: SmsPaymentModeEnum, required: false }),
    defaultReportMode: t.field({ type: ReportModeEnum, required: false }),
    mandatoryCommentInReport: t.boolean({ required: false }),
    sendSMSReport: t.boolean({ required: false }),
    smsReportText: t.string({ required: false }),
    smsSender: t.string({ required: false }),
    sendWelcomeSMS: t.boolean({ required: false }),
    dueDateDay: t.int({
      required: false,
      validate: z.number().int().min(DUE_DAY_MIN).max(DUE_DAY_MAX).nullish(),
    }),
    reportGenericTraffic: t.boolean({ required: false }),
    automaticApproval: t.boolean({ required: false }),
  }),
});

const DraftCategoryRuleInput = builder.inputType('DraftCategoryRuleInput', {
  fields: (t) => ({
    categoryGroupID: t.int({ validate: id }),
    covers: t.boolean(),
    limited: t.boolean(),
    limit: t.float({ required: false, description: 'NOK; empty counts as 0.', validate: limitSchema }),
    report: t.boolean({ required: false }),
  }),
});

const DraftRuleGroupInput = builder.inputType('DraftRuleGroupInput', {
  fields: (t) => ({
    groupID: t.int({ required: false, description: 'A saved group; leave out for a new one.' }),
    groupName: t.string(),
    categoryGroupIDs: t.intList(),
    covers: t.boolean(),
    limited: t.boolean(),
    limit: t.float({ required: false, description: 'NOK; empty counts as 0.', validate: limitSchema }),
  }),
});

const DraftRulesInput = builder.inputType('DraftRulesInput', {
  description:
    'Rules as edited on the screen. Category rows left out keep their rule; groups, when given, replace the saved ones.',
  fields: (t) => ({
    categoryGroups: t.field({ type: [DraftCategoryRuleInput], required: false }),
    groups: t.field({ type: [DraftRuleGroupInput], required: false }),
  }),
});

const ProfileInputRef = builder.inputType('PaymentProfileInput', {
  fields: (t) => ({
    description: t.string({
      required: false,
      description: 'The profile name; required for a new profile.',
      validate: z.string().max(DESCRIPTION_MAX).nullish(),
    }),
    default: t.boolean({ required: false }),
    billingPeriod: t.field({ type: BillingPeriodEnum, required: false }),
    settings: t.field({ type: SettingsInput, required: false }),
    rules: t.field({ type: DraftRulesInput, required: false }),
  }),
});

type SettingsArg = typeof SettingsInput.$inferInput;
type RulesArg = typeof DraftRulesInput.$inferInput;

function settingsPatch(s: SettingsArg | null | undefined) {
  if (!s) return null;
  return {
    smsPaymentMode: s.smsPaymentMode ?? undefined,
    defaultReportMode: s.defaultReportMode ?? undefined,
    mandatoryCommentInReport: s.mandatoryCommentInReport ?? undefined,
    sendSmsReport: s.sendSMSReport ?? undefined,
    smsReportText: s.smsReportText ?? undefined,
    // An empty sender means "none chosen"; null or a missing field keeps the saved one.
    smsSender: s.smsSender === undefined || s.smsSender === null ? undefined : s.smsSender,
    sendWelcomeSms: s.sendWelcomeSMS ?? undefined,
    dueDateDay: s.dueDateDay ?? undefined,
    reportGenericTraffic: s.reportGenericTraffic ?? undefined,
    automaticApproval: s.automaticApproval ?? undefined,
  };
}

function rulesDraft(r: RulesArg | null | undefined) {
  if (!r) return null;
  return {
    categoryGroups: r.categoryGroups?.map((c) => ({ ...c, report: c.report ?? false })) ?? null,
    groups: r.groups ?? null,
  };
}

function profileInput(p: typeof ProfileInputRef.$inferInput): ProfileInput {
  return {
    description: p.description,
    default: p.default,
    billingPeriod: p.billingPeriod,
    settings: settingsPatch(p.settings),
    rules: rulesDraft(p.rules),
  };
}

// ---- queries ----------------------------------------------------------------------------------------------

builder.queryField('paymentProfiles', (t) =>
  t.field({
    type: [PaymentProfileRef],
    description: "The account's payment profiles, the standard profile first.",
    authScopes: scopes,
    args: { accountID: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) => paymentProfiles(ctx.db, principalOf(ctx), a.accountID),
  }),
);

builder.queryField('paymentCategoryGroups', (t) =>
  t.field({
    type: [PaymentCategoryGroup],
    description: 'The catalogue of cost categories.',
    authScopes: scopes,
    resolve: (_r, _a, ctx) => paymentCategoryGroups(ctx.db),
  }),
);

builder.queryField('paymentProfileMembers', (t) =>
  t.field({
    type: [ProfileMember],
    authScopes: scopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      profileID: t.arg.int({ validate: id }),
      limit: t.arg.int({ required: false, validate: z.number().int().min(1).max(MEMBERS_LIMIT).nullish() }),
      offset: t.arg.int({ required: false, validate: z.number().int().min(0).nullish() }),
    },
    resolve: (_r, a, ctx) =>
      paymentProfileMembers(
        ctx.db,
        principalOf(ctx),
        a.accountID,
        a.profileID,
        a.limit ?? MEMBERS_LIMIT,
        a.offset ?? 0,
      ),
  }),
);

builder.queryField('paymentProfileDeductFilters', (t) =>
  t.field({
    type: [DeductFilter],
    authScopes: scopes,
    args: { accountID: t.arg.int({ validate: id }), profileID: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) => paymentProfileDeductFilters(ctx.db, principalOf(ctx), a.accountID, a.profileID),
  }),
);

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

builder.queryField('smsSenders', (t) =>
  t.field({
    type: [SmsSender],
    description:
      "Names SMS can be sent from: the account's customer's own (the caller's, without accountID) and the shared ones.",
    authScopes: scopes,
    args: { accountID: t.arg.int({ required: false }) },
    resolve: (_r, a, ctx) => smsSenders(ctx.db, principalOf(ctx), a.accountID),
  }),
);

builder.queryField('smsPrices', (t) =>
  t.field({
    type: SmsPrices,
    authScopes: scopes,
    resolve: (_r, _a, ctx) => ({
      norwegianOre: ctx.config.SMS_PRICE_NORWEGIAN_ORE,
      internationalOre: ctx.config.SMS_PRICE_INTERNATIONAL_ORE,
    }),
  }),
);

// ---- mutations --------------------------------------------------------------------------------------------

builder.mutationField('createPaymentProfile', (t) =>
  t.field({
    type: PaymentProfileRef,
    description:
      "Creates a profile (the account's first becomes its standard profile), with its first members.",
    authScopes: scopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      profile: t.arg({ type: ProfileInputRef }),
      subscriptionIDs: t.arg.intList({ required: false, validate: z.array(id).max(MEMBERS_LIMIT).nullish() }),
    },
    resolve: (_r, a, ctx) =>
      createPaymentProfile(
        ctx,
        principalOf(ctx),
        a.accountID,
        profileInput(a.profile),
        a.subscriptionIDs ?? [],
      ),
  }),
);

builder.mutationField('updatePaymentProfile', (t) =>
  t.field({
    type: PaymentProfileRef,
    description:
      'Saves description, settings, the whole draft of rules and the standard flag in one transaction, against the ' +
      'version the editor started from (CONFLICT when someone saved in between).',
    authScopes: scopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      profileID: t.arg.int({ validate: id }),
      profile: t.arg({ type: ProfileInputRef }),
      version: t.arg.int(),
    },
    resolve: (_r, a, ctx) =>
      updatePaymentProfile(
        ctx,
        principalOf(ctx),
        a.accountID,
        a.profileID,
        profileInput(a.profile),
        a.version,
      ),
  }),
);

builder.mutationField('setDefaultPaymentProfile', (t) =>
  t.field({
    type: PaymentProfileRef,
    description: 'Makes the profile the standard profile of its account and clears the others.',
    authScopes: scopes,
    args: { accountID: t.arg.int({ validate: id }), profileID: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) => setDefaultPaymentProfile(ctx, principalOf(ctx), a.accountID, a.profileID),
  }),
);

builder.mutationField('removePaymentProfile', (t) =>
  t.int({
    description:
      "Removes the profile; its members follow the account's standard profile. Removing the standard profile makes " +
      'the oldest remaining one standard. Returns the removed id.',
    authScopes: scopes,
    args: { accountID: t.arg.int({ validate: id }), profileID: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) => removePaymentProfile(ctx, principalOf(ctx), a.accountID, a.profileID),
  }),
);

builder.mutationField('setPaymentProfileRule', (t) =>
  t.field({
    type: PaymentProfileRef,
    authScopes: scopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      profileID: t.arg.int({ validate: id }),
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
      accountID: t.arg.int({ validate: id }),
      profileID: t.arg.int({ validate: id }),
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
      accountID: t.arg.int({ validate: id }),
      profileID: t.arg.int({ validate: id }),
      groupID: t.arg.int({ validate: id }),
    },
    resolve: (_r, a, ctx) =>
      removePaymentProfileGroup(ctx, principalOf(ctx), a.accountID, a.profileID, a.groupID),
  }),
);

builder.mutationField('addPaymentProfileMember', (t) =>
  t.field({
    type: PaymentProfileRef,
    authScopes: scopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      profileID: t.arg.int({ validate: id }),
      subscriptionID: t.arg.int({ validate: id }),
    },
    resolve: (_r, a, ctx) =>
      addPaymentProfileMember(ctx, principalOf(ctx), a.accountID, a.profileID, a.subscriptionID),
  }),
);

builder.mutationField('removePaymentProfileMember', (t) =>
  t.field({
    type: PaymentProfileRef,
    authScopes: scopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      profileID: t.arg.int({ validate: id }),
      subscriptionID: t.arg.int({ validate: id }),
    },
    resolve: (_r, a, ctx) =>
      removePaymentProfileMember(ctx, principalOf(ctx), a.accountID, a.profileID, a.subscriptionID),
  }),
);

const descriptionMatch = z.string().trim().min(1, 'The exception needs a description.').max(200);

builder.mutationField('addProfileDeductFilter', (t) =>
  t.field({
    type: DeductFilter,
    authScopes: scopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      profileID: t.arg.int({ validate: id }),
      descriptionMatch: t.arg.string({ validate: descriptionMatch }),
      categoryGroupID: t.arg.int({ validate: id }),
    },
    resolve: (_r, a, ctx) =>
      changeDeductFilter(ctx, principalOf(ctx), a.accountID, a.profileID, {
        kind: 'add',
        filter: { categoryGroupId: a.categoryGroupID, descriptionMatch: a.descriptionMatch },
      }),
  }),
);

builder.mutationField('updateProfileDeductFilter', (t) =>
  t.field({
    type: DeductFilter,
    authScopes: scopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      profileID: t.arg.int({ validate: id }),
      filterID: t.arg.int({ validate: id }),
      descriptionMatch: t.arg.string({ validate: descriptionMatch }),
      categoryGroupID: t.arg.int({ validate: id }),
    },
    resolve: (_r, a, ctx) =>
      changeDeductFilter(ctx, principalOf(ctx), a.accountID, a.profileID, {
        kind: 'update',
        filterId: a.filterID,
        filter: { categoryGroupId: a.categoryGroupID, descriptionMatch: a.descriptionMatch },
      }),
  }),
);

builder.mutationField('removeProfileDeductFilter', (t) =>
  t.field({
    type: DeductFilter,
    description: 'Removes an exception and returns it.',
    authScopes: scopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      profileID: t.arg.int({ validate: id }),
      filterID: t.arg.int({ validate: id }),
    },
    resolve: (_r, a, ctx) =>
      changeDeductFilter(ctx, principalOf(ctx), a.accountID, a.profileID, {
        kind: 'remove',
        filterId: a.filterID,
      }),
  }),
);
