import { Role } from '@connect/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProfile, buildUsage } from '../../../../test/factories/cost.ts';
import {
  type BuiltAccount,
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';

const SUMMARY = `query($period: Period!, $accountID: Int!, $billingGroupID: Int, $includeSubAccounts: Boolean) {
  reportingSummary(period: $period, accountID: $accountID, billingGroupID: $billingGroupID, includeSubAccounts: $includeSubAccounts) {
    numberOfSubscriptions totalCost totalCostString totalDeduction totalDeductionString
  }
}`;

const REPORT = `query($period: Period!, $accountID: Int!) { categoryGroupReport(period: $period, accountID: $accountID) {
  name totalExclVat pctOfTotal details { name totalExclVat totalVat } } }`;

/**
 * A world of its own (the test clock stands in November 2026): Fjordtest AS with the sub account Nord, whose billing
 * group is invoiced without VAT. The profile "Fast 350" covers calls up to 350 kr a month with the SMS report on,
 * does not cover data, and covers the rest in full. Ada (Fjordtest) and Bo (Nord) are members; Nord also has a spare
 * subscription with nobody on it and no usage. Every figure below is worked out by hand from the domain rules
 * (shared/docs/domain.md "Cost control"), in øre.
 */
describe('reports: the summary cards and the category report', () => {
  let s: TestServer;
  let token: string;
  let fjordtest: BuiltAccount;
  let nord: BuiltAccount;

  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Fjordtest AS' });
    fjordtest = await buildAccount(db, { customer, name: 'Fjordtest AS' });
    nord = await buildAccount(db, { customer, parent: fjordtest, name: 'Fjordtest Nord', useVat: false });
    const profile = await buildProfile(db, {
      account: fjordtest,
      description: 'Fast 350',
      isDefault: true,
      settings: { sendSmsReport: true },
      rules: { calls: { covers: true, limitOre: 35_000, report: true }, data: { covers: false } },
    });
    const ada = await buildSubscription(db, {
      account: fjordtest,
      person: await buildPerson(db, { customer, firstName: 'Ada' }),
      profile,
    });
    const bo = await buildSubscription(db, {
      account: nord,
      person: await buildPerson(db, { customer, firstName: 'Bo' }),
      profile,
    });
    await buildSubscription(db, { account: nord });
    await buildUsage(db, s.clock, ada, [
      { date: '2026-10-01', category: 'Månedsavgift', amountOre: 29_900 },
      { date: '2026-11-01', category: 'Månedsavgift', amountOre: 29_900 },
      { date: '2026-11-03', category: 'Samtaler innland', amountOre: 30_000, report: 'work' },
      { date: '2026-11-04', category: 'Samtaler til utland', amountOre: 12_550, report: 'private' },
      { date: '2026-11-05', category: 'Data innland', amountOre: 4_990 },
    ]);
    await buildUsage(db, s.clock, bo, [
      { date: '2026-11-01', category: 'Månedsavgift', amountOre: 19_900 },
      { date: '2026-11-02', category: 'Samtaler innland', amountOre: 50_000, report: 'work' },
      // A credit (a refund): it lowers the month's calls.
      { date: '2026-11-09', category: 'Samtaler innland', amountOre: -10_000, report: 'work' },
      { date: '2026-11-05', category: 'Data innland', amountOre: 2_000 },
    ]);
    const admin = await buildPerson(db, { customer, roles: [Role.CostControl], access: [fjordtest] });
    token = await s.tokenFor(admin.catalogId);
  });
  afterAll(() => s.close());

  const summary = async (vars: Record<string, unknown>) => {
    const res = await s.gql<{
      reportingSummary: {
        numberOfSubscriptions: number;
        totalCost: number;
        totalCostString: string;
        totalDeduction: number;
        totalDeductionString: string;
      };
    }>(token, SUMMARY, { period: '2026-11', accountID: fjordtest.id, ...vars });
    expect(res.errors).toBeUndefined();
    return res.data!.reportingSummary;
  };

  // Ada, November: usage 29 900 + 30 000 + 12 550 + 4 990 = 77 440.
  //   Fee: covered in full → 0. Calls: 42 550 used, 7 550 over the 35 000 limit, but 12 550 reported private and the
  //   company never pays private usage → max(7 550, 12 550) = 12 550. Data: not covered → 4 990. Deducted 17 540.
  // Bo, November: usage 19 900 + 50 000 − 10 000 + 2 000 = 61 900.
  //   Calls: 40 000 (after the credit), all work → 40 000 − 35 000 = 5 000. Data: 2 000. Deducted 7 000.
  // The spare subscription counts as a subscription with nothing on it.
  it('sums the month’s cost and deduction of the chosen accounts', async () => {
    // Fjordtest alone: Ada.
    expect(await summary({ includeSubAccounts: false })).toEqual({
      numberOfSubscriptions: 1,
      totalCost: 774.4,
      totalCostString: '774,40',
      totalDeduction: 175.4,
      totalDeductionString: '175,40',
    });
    // With Nord (the default): Ada, Bo and the spare; 77 440 + 61 900 = 139 340 and 17 540 + 7 000 = 24 540.
    expect(await summary({})).toEqual({
      numberOfSubscriptions: 3,
      totalCost: 1393.4,
      totalCostString: '1\u00a0393,40',
      totalDeduction: 245.4,
      totalDeductionString: '245,40',
    });
    // Nord: Bo and the spare. Its billing group within Fjordtest is the same two.
    const nordOnly = { numberOfSubscriptions: 2, totalCost: 619, totalDeduction: 70 };
    expect(await summary({ accountID: nord.id })).toMatchObject(nordOnly);
    expect(await summary({ billingGroupID: nord.billingGroupId })).toMatchObject(nordOnly);
  });

  it('takes the chosen month only', async () => {
    // October: Ada's fee alone, covered in full.
    expect(await summary({ period: '2026-10' })).toMatchObject({
      numberOfSubscriptions: 3,
      totalCost: 299,
      totalDeduction: 0,
    });
  });

  it('reports the month per category with VAT and each group’s share', async () => {
    const res = await s.gql<{ categoryGroupReport: unknown[] }>(token, REPORT, {
      period: '2026-11',
      accountID: fjordtest.id,
    });
    expect(res.errors).toBeUndefined();
    // VAT is 25 % of what Ada used (Nord's billing group has none), rounded to the øre. Shares are of 139 340, in
    // percent with one decimal.
    expect(res.data!.categoryGroupReport).toEqual([
      {
        // 29 900 + 19 900 = 49 800 → 49 800 / 139 340 = 35,74 % → 35,7. VAT 29 900 × 0,25 = 7 475.
        name: 'Abonnement',
        totalExclVat: 498,
        pctOfTotal: 35.7,
        details: [{ name: 'Månedsavgift', totalExclVat: 498, totalVat: 74.75 }],
      },
      {
        // 70 000 + 12 550 = 82 550 → 59,24 % → 59,2.
        name: 'Samtaler',
        totalExclVat: 825.5,
        pctOfTotal: 59.2,
        details: [
          // 30 000 + 50 000 − 10 000 = 70 000; VAT 30 000 × 0,25 = 7 500.
          { name: 'Samtaler innland', totalExclVat: 700, totalVat: 75 },
          // VAT 12 550 × 0,25 = 3 137,5 → 3 138 (incl. 15 687,5 rounds up to 15 688).
          { name: 'Samtaler til utland', totalExclVat: 125.5, totalVat: 31.38 },
        ],
      },
      {
        // 4 990 + 2 000 = 6 990 → 5,02 % → 5,0. VAT 4 990 × 0,25 = 1 247,5 → 1 248.
        name: 'Data',
        totalExclVat: 69.9,
        pctOfTotal: 5,
        details: [{ name: 'Data innland', totalExclVat: 69.9, totalVat: 12.48 }],
      },
    ]);
  });
});
