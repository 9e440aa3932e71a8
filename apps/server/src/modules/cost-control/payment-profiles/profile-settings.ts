import { type BillingPeriod, DEFAULT_DUE_DAY } from '@connect/shared';
import { z } from 'zod';
import { AppError } from '../../../errors.ts';
import type { ProfileSettings } from './profiles.repository.ts';

/** 000 §5 and §9: the limits and defaults of a payment profile's settings. */
export const DUE_DAY_MIN = 10;
export const DUE_DAY_MAX = 31;
export const DESCRIPTION_MAX = 100;
export const SMS_REPORT_TEXT_MAX = 300;
/** Issue 33 §3: the share of a limit at which the limit alert SMS goes (the limit passed is the second step). */
export const DEFAULT_LIMIT_ALERT_PERCENT = 80;
export const LIMIT_ALERT_PERCENT_MIN = 10;
export const LIMIT_ALERT_PERCENT_MAX = 99;

export const DEFAULT_SETTINGS: ProfileSettings = {
  smsPaymentMode: 'deduct',
  defaultReportMode: 'private',
  mandatoryCommentInReport: false,
  sendSmsReport: false,
  smsReportText: '',
  smsSender: null,
  sendWelcomeSms: false,
  sendLimitAlerts: false,
  limitAlertPercent: DEFAULT_LIMIT_ALERT_PERCENT,
  dueDateDay: DEFAULT_DUE_DAY,
  reportGenericTraffic: false,
  automaticApproval: false,
  ekBenefit: false,
};

export const descriptionSchema = z
  .string()
  .trim()
  .min(1, 'The profile needs a name.')
  .max(DESCRIPTION_MAX, `The name can be at most ${DESCRIPTION_MAX} characters.`);

export const dueDateDaySchema = z
  .number()
  .int()
  .min(DUE_DAY_MIN, `The due day is ${DUE_DAY_MIN} to ${DUE_DAY_MAX}.`)
  .max(DUE_DAY_MAX, `The due day is ${DUE_DAY_MIN} to ${DUE_DAY_MAX}.`);

export const smsReportTextSchema = z
  .string()
  .max(SMS_REPORT_TEXT_MAX, `The SMS text can be at most ${SMS_REPORT_TEXT_MAX} characters.`);

export const limitAlertPercentSchema = z
  .number()
  .int()
  .min(
    LIMIT_ALERT_PERCENT_MIN,
    `The alert share is ${LIMIT_ALERT_PERCENT_MIN} to ${LIMIT_ALERT_PERCENT_MAX} %.`,
  )
  .max(
    LIMIT_ALERT_PERCENT_MAX,
    `The alert share is ${LIMIT_ALERT_PERCENT_MIN} to ${LIMIT_ALERT_PERCENT_MAX} %.`,
  );

/** A settings change as the client sends it: every field optional, missing ones keep their value. */
export type SettingsPatch = Partial<ProfileSettings>;

export type ProfileDraft = ProfileSettings & { description: string; billingPeriod: BillingPeriod };

/**
 * Applies a patch and checks the rules between fields (000 §5): the reporting toggles need the SMS report, the
 * mandatory comment also needs something to report, and the sender must be one of the customer's senders.
 * `reportsAnyCategory` says whether the (draft) rules report any reportable category.
 */
export function resolveSettings(
  current: ProfileDraft,
  patch: SettingsPatch & { description?: string; billingPeriod?: BillingPeriod },
  ctx: { senders: string[]; reportsAnyCategory: boolean },
): ProfileDraft {
  const next: ProfileDraft = { ...current };
  for (const [key, value] of Object.entries(patch) as [keyof ProfileDraft, unknown][]) {
    if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  }
  next.description = parse(descriptionSchema, next.description, 'description');
  next.dueDateDay = parse(dueDateDaySchema, next.dueDateDay, 'settings.dueDateDay');
  next.limitAlertPercent = parse(
    limitAlertPercentSchema,
    next.limitAlertPercent,
    'settings.limitAlertPercent',
  );
  next.smsReportText = parse(smsReportTextSchema, next.smsReportText, 'settings.smsReportText');
  if (next.smsSender !== null) {
    const sender = next.smsSender.trim();
    next.smsSender = sender === '' ? null : sender;
  }
  if (next.smsSender !== null && !ctx.senders.includes(next.smsSender))
    throw AppError.badInput('The SMS sender is not one of the available senders.', {
      field: 'settings.smsSender',
    });
  if (next.reportGenericTraffic && !next.sendSmsReport)
    throw AppError.badInput('Reporting generic traffic needs the SMS report.', {
      field: 'settings.reportGenericTraffic',
    });
  if (next.mandatoryCommentInReport && !mandatoryCommentAllowed(next, ctx.reportsAnyCategory))
    throw AppError.badInput(
      'A mandatory comment needs the SMS report and reporting of generic traffic or of a reportable category.',
      { field: 'settings.mandatoryCommentInReport' },
    );
  return next;
}

/** 000 §5: the mandatory comment needs SMS on plus generic-traffic reporting or reportable-category reporting. */
export function mandatoryCommentAllowed(
  s: Pick<ProfileSettings, 'sendSmsReport' | 'reportGenericTraffic'>,
  reportsAnyCategory: boolean,
): boolean {
  return s.sendSmsReport && (s.reportGenericTraffic || reportsAnyCategory);
}

function parse<T>(schema: z.ZodType<T>, value: unknown, field: string): T {
  const r = schema.safeParse(value);
  if (!r.success) throw AppError.badInput(r.error.issues[0]?.message ?? 'The input is not valid.', { field });
  return r.data;
}
