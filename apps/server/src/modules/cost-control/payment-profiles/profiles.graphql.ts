import { MEMBERS_LIMIT, oreToKroner } from '@connect/shared';
import { z } from 'zod';
import { builder } from '../../../graphql/builder.ts';
import { CATEGORY_GROUP_KEY_DOC } from '../../../graphql/category-group-key.ts';
import { principalOf } from '../../../graphql/context.ts';
import {
  BillingPeriodEnum,
  id,
  ProfileInputRef,
  profileArgs,
  profileInput,
  ReportModeEnum,
  SmsPaymentModeEnum,
  scopes,
} from './profile-inputs.graphql.ts';
import type { ProfileView } from './profile-view.ts';
import type { CategoryGroupRow } from './profiles.repository.ts';
import {
  createPaymentProfile,
  paymentCategoryGroups,
  paymentProfiles,
  removePaymentProfile,
  setDefaultPaymentProfile,
  smsSenders,
  updatePaymentProfile,
} from './profiles.service.ts';
import { Rules } from './rule-types.graphql.ts';

/** One SMS is 160 characters (000 §2 SMS price note). */
const SMS_CHARACTERS = 160;

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
    sendLimitAlertSMS: t.exposeBoolean('sendLimitAlerts', {
      description:
        'An SMS to the member when a limited group reaches limitAlertPercent of its limit, and when passed.',
    }),
    limitAlertPercent: t.exposeInt('limitAlertPercent'),
    dueDateDay: t.exposeInt('dueDateDay', {
      description: 'Day (10–31) of the next month by which members report.',
    }),
    reportGenericTraffic: t.exposeBoolean('reportGenericTraffic'),
    automaticApproval: t.exposeBoolean('automaticApproval'),
    ekBenefit: t.exposeBoolean('ekBenefit', {
      description:
        "Members' subscriptions may be used privately: each member has the EK benefit (electronic communication) for every month they have one.",
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
    key: t.exposeString('key', { description: CATEGORY_GROUP_KEY_DOC }),
    groupable: t.exposeBoolean('groupable'),
    reportable: t.exposeBoolean('reportable'),
    description: t.exposeString('description'),
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
      ...profileArgs,
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
