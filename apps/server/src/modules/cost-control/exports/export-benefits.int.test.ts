import { Role } from '@connect/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProfile, buildUsage } from '../../../../test/factories/cost.ts';
import {
  type BuiltAccount,
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { buildEquipmentDeduction } from '../../../../test/factories/webshop.ts';
import { CREATE_FILE_EXPORT, type FileExportResult } from '../../../../test/file-exports.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { paymentProfiles } from '../../../db/schema/index.ts';
import { closeMonths, recomputeCosts } from '../cost/recompute-costs.ts';

/**
 * Issue 32 §2: the taxable benefits as payroll amount fields (17 EK, 18 content above NOK 1 000 taxed, 19 buy-out
 * below the tax value), through the real server. Fordel AS, clock 15.11.2026, profile "Privat bruk" (EK on,
 * content covered and taxed above the threshold):
 * - Pia Berg (1001): a phone and a data SIM, the fee on both in December 2025 and January 2026; content 600 kr
 *   approved on the phone in November and December 2025 (1 200 kr: 200 kr above in December) and 600 kr in January
 *   2026 (a new year: nothing above); a device bought out in January 2026 with 2 500 kr below its tax value;
 * - Ola Nilsen (1002): joined 17.01.2026, the fee for 15 of 31 days (193,06 kr): a begun month is a whole one;
 * - Kari Arbeid (1003): a work-only phone on "Kun arbeid" (EK off), the fee not covered (deducted).
 * - Siv Lund (1004): a phone from November 2025 (content 700 kr in November, 600 kr in January 2026) and a data SIM
 *   joined 20.12.2025 (the fee for 12 of 31 days, 99 × 12 / 31 = 38,32 kr; content 500 kr in December, 600 kr in
 *   January): the NOK 1 000 counts per person over both, so 700 + 500 → 200 kr above in December and, the year
 *   starting again, 600 + 600 → 200 kr above in January, each on the data SIM; EK once, on the phone.
 * Hand-computed: December 2025 → Pia 366,00 + 200,00, Siv 366,00 (phone) and 200,00 (SIM); January 2026 → Pia
 * 366,00 and 2 500,00, Ola 366,00, Kari only her deduction, Siv 366,00 (phone) and 200,00 (SIM).
 */
describe('payroll export: the taxable benefits', () => {
  let s: TestServer;
  let admin: string;
  let account: BuiltAccount;
  let exportId: number;
  let privateUse: number;

  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Fordel AS' });
    account = await buildAccount(db, { customer, name: 'Fordel AS' });
    privateUse = (
      await buildProfile(db, {
        account,
        description: 'Privat bruk',
        settings: { ekBenefit: true, smsPaymentMode: 'tax' },
      })
    ).id;
    const workOnly = await buildProfile(db, {
      account,
      description: 'Kun arbeid',
      rules: { subscription: { covers: false } },
    });
    const person = (firstName: string, lastName: string, employeeNumber: string) =>
      buildPerson(db, { customer, firstName, lastName, employeeNumber });
    const pia = await person('Pia', 'Berg', '1001');
    const ola = await person('Ola', 'Nilsen', '1002');
    const kari = await person('Kari', 'Arbeid', '1003');
    const siv = await person('Siv', 'Lund', '1004');
    const profile = { id: privateUse };
    const phone = await buildSubscription(db, { account, person: pia, profile });
    const sim = await buildSubscription(db, { account, person: pia, profile });
    const olasPhone = await buildSubscription(db, { account, person: ola, profile });
    const karisPhone = await buildSubscription(db, { account, person: kari, profile: workOnly });
    const sivsPhone = await buildSubscription(db, { account, person: siv, profile });
    const sivsSim = await buildSubscription(db, { account, person: siv, profile });
    const fee = (date: string, amountOre: number) => ({
      date,
      category: 'Månedsavgift',
      description: 'Abonnement',
      amountOre,
    });
    const content = (date: string) => ({
      date,
      category: 'Innholdstjeneste: Parkering',
      description: `Parkering ${date}`,
      amountOre: 60_000,
      contentStatus: 'approved' as const,
    });
    await buildUsage(db, s.clock, phone, [
      content('2025-11-10'),
      fee('2025-12-01', 39_900),
      content('2025-12-10'),
      fee('2026-01-01', 39_900),
      content('2026-01-10'),
    ]);
    await buildUsage(db, s.clock, sim, [fee('2025-12-01', 9_900), fee('2026-01-01', 9_900)]);
    await buildUsage(db, s.clock, olasPhone, [fee('2026-01-17', 19_306)]);
    await buildUsage(db, s.clock, karisPhone, [fee('2026-01-01', 39_900)]);
    const contentOf = (date: string, amountOre: number) => ({ ...content(date), amountOre });
    await buildUsage(db, s.clock, sivsPhone, [
      fee('2025-11-01', 39_900),
      contentOf('2025-11-10', 70_000),
      fee('2025-12-01', 39_900),
      fee('2026-01-01', 39_900),
      contentOf('2026-01-10', 60_000),
    ]);
    await buildUsage(db, s.clock, sivsSim, [
      fee('2025-12-20', 3_832),
      contentOf('2025-12-21', 50_000),
      fee('2026-01-01', 9_900),
      contentOf('2026-01-12', 60_000),
    ]);
    await buildEquipmentDeduction(db, {
      account,
      person: pia,
      source: 'purchased',
      sourceId: 1,
      description: 'Telefon',
      day: '2026-01-20',
      amountOre: 200_000,
      taxableBenefitOre: 250_000,
    });
    admin = await s.tokenFor(
      (await buildPerson(db, { customer, roles: [Role.CostControl], access: [account] })).catalogId,
    );
    const created = await s.gql<{ createFileExport: FileExportResult }>(admin, CREATE_FILE_EXPORT, {
      accountID: account.id,
      description: 'Fordeler',
      amountSign: '-',
      columns: [
        { name: 'Ansattnr', mapsToID: 1, order: 1 },
        { name: 'Trekk', mapsToID: 10, order: 2 },
        { name: 'EK', mapsToID: 17, order: 3 },
        { name: 'Innhold', mapsToID: 18, order: 4 },
        { name: 'Innløsning', mapsToID: 19, order: 5 },
      ],
    });
    expect(created.errors).toBeUndefined();
    exportId = created.data!.createFileExport.ID;
  });
  afterAll(() => s.close());

  const file = async (period: string) => {
    const res = await s.app.inject({
      method: 'GET',
      url: `/api/reports/export/${exportId}?period=${period}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    return res.body
      .replace(/^\uFEFF/, '')
      .split('\n')
      .filter(Boolean);
  };

  it('carries EK once per person and the content above the threshold as a benefit, in December 2025', async () => {
    expect(await file('202512')).toEqual([
      'Ansattnr;Trekk;EK;Innhold;Innløsning',
      '1001;0,00;366,00;200,00;0,00',
      '1004;0,00;366,00;0,00;0,00',
      '1004;0,00;0,00;200,00;0,00',
    ]);
  });

  it('starts the content year again in January, counts a begun month whole, and adds the buy-out benefit', async () => {
    expect(await file('202601')).toEqual([
      'Ansattnr;Trekk;EK;Innhold;Innløsning',
      '1003;-399,00;0,00;0,00;0,00',
      '1001;0,00;366,00;0,00;2500,00',
      '1004;0,00;366,00;0,00;0,00',
      '1004;0,00;0,00;200,00;0,00',
      '1002;0,00;366,00;0,00;0,00',
    ]);
  });

  it('keeps a closed month as it was when the profile stops counting EK', async () => {
    await closeMonths(s.database.db, s.clock);
    await s.database.db
      .update(paymentProfiles)
      .set({ ekBenefit: false })
      .where(eq(paymentProfiles.id, privateUse));
    await recomputeCosts(s.database.db, s.clock, { profileId: privateUse });
    expect(await file('202601')).toEqual([
      'Ansattnr;Trekk;EK;Innhold;Innløsning',
      '1003;-399,00;0,00;0,00;0,00',
      '1001;0,00;366,00;0,00;2500,00',
      '1004;0,00;366,00;0,00;0,00',
      '1004;0,00;0,00;200,00;0,00',
      '1002;0,00;366,00;0,00;0,00',
    ]);
  });
});
