import { describe, expect, it } from 'vitest';
import { AppError } from '../../../errors.ts';
import {
  DEFAULT_SETTINGS,
  mandatoryCommentAllowed,
  type ProfileDraft,
  resolveSettings,
} from './profile-settings.ts';

const base: ProfileDraft = { ...DEFAULT_SETTINGS, description: 'Ansatte', billingPeriod: 'monthly' };
const ctx = { senders: ['Connect', 'NordlysBygg'], reportsAnyCategory: false };

function fieldOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return e.details?.field as string;
    throw e;
  }
  return undefined;
}

describe('payment profile settings (000 §5)', () => {
  it('keeps what the patch leaves out and defaults the due day to 15', () => {
    const next = resolveSettings(base, { automaticApproval: true }, ctx);
    expect(next).toEqual({ ...base, automaticApproval: true });
    expect(next.dueDateDay).toBe(15);
  });

  it('needs a non-blank description and trims it', () => {
    expect(fieldOf(() => resolveSettings(base, { description: '   ' }, ctx))).toBe('description');
    expect(resolveSettings(base, { description: '  Ledere ' }, ctx).description).toBe('Ledere');
  });

  it.each([9, 32, 0, 10.5])('refuses due day %s', (day) => {
    expect(fieldOf(() => resolveSettings(base, { dueDateDay: day }, ctx))).toBe('settings.dueDateDay');
  });

  it.each([10, 15, 31])('accepts due day %s', (day) => {
    expect(resolveSettings(base, { dueDateDay: day }, ctx).dueDateDay).toBe(day);
  });

  it('takes the SMS sender only from the senders list; blank means none', () => {
    expect(fieldOf(() => resolveSettings(base, { smsSender: 'Spoofed' }, ctx))).toBe('settings.smsSender');
    expect(resolveSettings(base, { smsSender: 'NordlysBygg' }, ctx).smsSender).toBe('NordlysBygg');
    expect(resolveSettings({ ...base, smsSender: 'Connect' }, { smsSender: ' ' }, ctx).smsSender).toBeNull();
  });

  it('refuses generic-traffic reporting without the SMS report', () => {
    expect(fieldOf(() => resolveSettings(base, { reportGenericTraffic: true }, ctx))).toBe(
      'settings.reportGenericTraffic',
    );
    expect(
      resolveSettings(base, { sendSmsReport: true, reportGenericTraffic: true }, ctx).reportGenericTraffic,
    ).toBe(true);
  });

  it('allows the mandatory comment only with SMS on and something reported', () => {
    expect(fieldOf(() => resolveSettings(base, { mandatoryCommentInReport: true }, ctx))).toBe(
      'settings.mandatoryCommentInReport',
    );
    expect(
      fieldOf(() => resolveSettings(base, { sendSmsReport: true, mandatoryCommentInReport: true }, ctx)),
    ).toBe('settings.mandatoryCommentInReport');
    expect(
      resolveSettings(
        base,
        { sendSmsReport: true, mandatoryCommentInReport: true },
        { ...ctx, reportsAnyCategory: true },
      ).mandatoryCommentInReport,
    ).toBe(true);
    expect(
      resolveSettings(
        base,
        { sendSmsReport: true, reportGenericTraffic: true, mandatoryCommentInReport: true },
        ctx,
      ).mandatoryCommentInReport,
    ).toBe(true);
  });

  it('states the mandatory comment condition on its own', () => {
    expect(mandatoryCommentAllowed({ sendSmsReport: false, reportGenericTraffic: true }, true)).toBe(false);
    expect(mandatoryCommentAllowed({ sendSmsReport: true, reportGenericTraffic: false }, false)).toBe(false);
    expect(mandatoryCommentAllowed({ sendSmsReport: true, reportGenericTraffic: false }, true)).toBe(true);
  });
});
