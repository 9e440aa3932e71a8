import { BILLING_PERIODS, COST_CONTROL_ROLES, REPORT_MODES, SMS_PAYMENT_MODES } from '@connect/shared';
import { z } from 'zod';
import { builder } from '../../../graphql/builder.ts';
import { DESCRIPTION_MAX, DUE_DAY_MAX, DUE_DAY_MIN } from './profile-settings.ts';
import type { ProfileInput } from './profiles.service.ts';

/** The enums and inputs the payment-profile slices share: who may call them, settings and draft rules. */

export const scopes = { anyRole: COST_CONTROL_ROLES };
export const id = z.number().int().positive();

/** The profile an operation acts on, named with its account (000 §7): spread into its args (`...profileArgs`). */
export const profileArgs = builder.args((t) => ({
  accountID: t.int({ validate: id }),
  profileID: t.int({ validate: id }),
}));

export const BillingPeriodEnum = builder.enumType('BillingPeriod', {
  values: BILLING_PERIODS,
});
export const SmsPaymentModeEnum = builder.enumType('SmsPaymentMode', {
  description: 'What happens to covered content services above the yearly threshold: deducted or taxed.',
  values: SMS_PAYMENT_MODES,
});
export const ReportModeEnum = builder.enumType('ReportMode', {
  description: 'Usage type: work (the company pays) or private (deducted from salary).',
  values: REPORT_MODES,
});

export const limitSchema = z.number().min(0, 'The monthly limit cannot be negative.').nullish();

export const SettingsInput = builder.inputType('PaymentProfileSettingsInput', {
  description: 'Settings to write; a field left out keeps its value (or the default, for a new profile).',
  fields: (t) => ({
    smsPaymentMode: t.field({ type: SmsPaymentModeEnum, required: false }),
    defaultReportMode: t.field({ type: ReportModeEnum, required: false }),
    mandatoryCommentInReport: t.boolean({ required: false }),
    sendSMSReport: t.boolean({ required: false }),
    smsReportText: t.string({ required: false }),
    smsSender: t.string({ required: false }),
    sendWelcomeSMS: t.boolean({ required: false }),
    sendLimitAlertSMS: t.boolean({ required: false }),
    limitAlertPercent: t.int({
      required: false,
      description: 'The share of a limit (10–99 %) that sends the alert.',
    }),
    dueDateDay: t.int({
      required: false,
      validate: z.number().int().min(DUE_DAY_MIN).max(DUE_DAY_MAX).nullish(),
    }),
    reportGenericTraffic: t.boolean({ required: false }),
    automaticApproval: t.boolean({ required: false }),
    ekBenefit: t.boolean({ required: false }),
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

export const DraftRulesInput = builder.inputType('DraftRulesInput', {
  description:
    'Rules as edited on the screen. Category rows left out keep their rule; groups, when given, replace the saved ones.',
  fields: (t) => ({
    categoryGroups: t.field({ type: [DraftCategoryRuleInput], required: false }),
    groups: t.field({ type: [DraftRuleGroupInput], required: false }),
  }),
});

export const ProfileInputRef = builder.inputType('PaymentProfileInput', {
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

export function settingsPatch(s: SettingsArg | null | undefined) {
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
    sendLimitAlerts: s.sendLimitAlertSMS ?? undefined,
    limitAlertPercent: s.limitAlertPercent ?? undefined,
    dueDateDay: s.dueDateDay ?? undefined,
    reportGenericTraffic: s.reportGenericTraffic ?? undefined,
    automaticApproval: s.automaticApproval ?? undefined,
    ekBenefit: s.ekBenefit ?? undefined,
  };
}

export function rulesDraft(r: RulesArg | null | undefined) {
  if (!r) return null;
  return {
    categoryGroups: r.categoryGroups?.map((c) => ({ ...c, report: c.report ?? false })) ?? null,
    groups: r.groups ?? null,
  };
}

export function profileInput(p: typeof ProfileInputRef.$inferInput): ProfileInput {
  return {
    description: p.description,
    default: p.default,
    billingPeriod: p.billingPeriod,
    settings: settingsPatch(p.settings),
    rules: rulesDraft(p.rules),
  };
}
