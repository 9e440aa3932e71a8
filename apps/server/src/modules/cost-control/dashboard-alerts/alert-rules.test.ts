import { DEFAULT_DASHBOARD_ALERT_SETTINGS, dashboardAlertSettingsProblems } from '@connect/shared';
import { describe, expect, it } from 'vitest';
import { type DigestCase, digestEmail, isFarAboveUsual, isUnallocatedTooLong } from './alert-rules.ts';

const defaults = DEFAULT_DASHBOARD_ALERT_SETTINGS;
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('dashboard alert rules', () => {
  it('flags roaming or data more than three times the usual month and at least 200 kr above it', () => {
    // Usual: median of 100, 120, 80, 100 kr = 100 kr; 3 × = 300 kr.
    const usual = [10_000, 12_000, 8_000, 10_000];
    expect(isFarAboveUsual(30_001, usual, defaults)).toBe(true);
    expect(isFarAboveUsual(30_000, usual, defaults)).toBe(false);
  });

  it('leaves tiny months alone: 3 × the usual but less than the minimum increase', () => {
    // Usual 20 kr, this month 90 kr: 4.5 × but only 70 kr more.
    expect(isFarAboveUsual(9_000, [2_000, 2_000, 2_000], defaults)).toBe(false);
    expect(isFarAboveUsual(9_000, [2_000, 2_000, 2_000], { ...defaults, minIncreaseOre: 5_000 })).toBe(true);
  });

  it('needs three months of history, and counts a month without roaming as 0', () => {
    expect(isFarAboveUsual(100_000, [0, 0], defaults)).toBe(false);
    // Median of 0, 0, 0, 50 000 = 0: any month 200 kr or more stands out.
    expect(isFarAboveUsual(20_000, [0, 0, 0, 50_000], defaults)).toBe(true);
  });

  it('reads only the last six months of history', () => {
    // The old 1 000 kr months fall out: usual 100 kr.
    const history = [100_000, 100_000, 100_000, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000];
    expect(isFarAboveUsual(40_000, history, defaults)).toBe(true);
  });

  it('counts a discovered device from the day it was seen', () => {
    expect(isUnallocatedTooLong('2026-11-08', '2026-11-15', 7)).toBe(true);
    expect(isUnallocatedTooLong('2026-11-09', '2026-11-15', 7)).toBe(false);
    expect(isUnallocatedTooLong('2026-02-26', '2026-03-05', 7)).toBe(true);
  });

  it('names the settings out of bounds', () => {
    expect(dashboardAlertSettingsProblems(defaults)).toEqual([]);
    expect(
      dashboardAlertSettingsProblems({ usualFactorPercent: 100, minIncreaseOre: -1, unallocatedDays: 91 }),
    ).toEqual(['usualFactorPercent', 'minIncreaseOre', 'unallocatedDays']);
    expect(dashboardAlertSettingsProblems({ ...defaults, unallocatedDays: 2.5 })).toEqual([
      'unallocatedDays',
    ]);
  });
});

describe('the digest e-mail', () => {
  const base: DigestCase = {
    kind: 'usageAboveUsual',
    subscriptionId: 1,
    firstName: 'Eva',
    lastName: 'Ek',
    phoneNumber: '+4791234567',
    categoryGroupKey: 'roaming',
    description: null,
    imei: null,
    amountOre: 123_450,
    usualOre: 10_000,
    seenOn: null,
  };
  const device: DigestCase = {
    ...base,
    kind: 'unallocatedDevice',
    subscriptionId: null,
    firstName: null,
    lastName: null,
    phoneNumber: null,
    categoryGroupKey: null,
    description: 'iPhone 15',
    imei: '356938035643809',
    amountOre: null,
    usualOre: null,
    seenOn: '2026-11-01',
  };

  it('writes a section per kind in Norwegian', () => {
    const mail = digestEmail([device, base], 'no', 'https://portal.example');
    expect(mail.subject).toBe('Kostnadskontroll: 2 saker å se på');
    expect(plain(mail.text)).toBe(
      [
        'Dette skiller seg ut i dag:',
        'Roaming eller data langt over det vanlige (1)\n- Eva Ek, +47 912 34 567: roaming 1 234,50 kr denne måneden (vanligvis 100,00 kr)',
        'Enheter sett i nettet som ingen har tildelt (1)\n- iPhone 15, IMEI 356938035643809, sett 01.11.2026',
        'Se alt på dashbordet: https://portal.example/dashboard',
        'Innstillingene (og om e-posten sendes) endres fra dashbordet.',
      ].join('\n\n'),
    );
  });

  it('writes English for an administrator who reads English', () => {
    const mail = digestEmail(
      [{ ...base, kind: 'subscriptionWithoutPerson', firstName: null, lastName: null }],
      'en',
      'https://portal.example',
    );
    expect(mail.subject).toBe('Cost control: 1 case to look at');
    expect(plain(mail.text)).toContain('- no person, +47 912 34 567: 1 234,50 kr in the last two months');
  });
});
