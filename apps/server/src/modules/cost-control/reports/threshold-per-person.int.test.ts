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

const LIST = `query($period: Period!, $accountID: Int!, $deductStatus: DeductStatus) {
  contentServices(period: $period, accountID: $accountID, deductStatus: $deductStatus) {
    items { description yearToDateCovered overThreshold amountOverThreshold }
  }
}`;

type Item = {
  description: string;
  yearToDateCovered: number;
  overThreshold: boolean;
  amountOverThreshold: number;
};

/**
 * Issue 28 §5: the NOK 1 000 content threshold is per person, over all their subscriptions, and so is the list's
 * "covered so far this year". Pia has a phone and a data SIM (the phone made first, so the cost engine takes it
 * first in a month) on a profile that covers content in full and deducts what is above the threshold.
 * October: 500 kr on the phone, approved. November: 100 kr on the phone (20th) and 700 kr on the SIM (5th), both
 * waiting. The engine's order (month, then subscription, then date): 500, 500 + 100 = 600, 600 + 700 = 1 300, so
 * the SIM's 700 kr cross the threshold by 300 kr.
 */
describe('reports: covered so far this year is per person', () => {
  let s: TestServer;
  let token: string;
  let account: BuiltAccount;

  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Terskel AS' });
    account = await buildAccount(db, { customer, name: 'Terskel AS' });
    const profile = await buildProfile(db, {
      account,
      description: 'Innhold dekket',
      settings: { smsPaymentMode: 'deduct' },
    });
    const pia = await buildPerson(db, { customer, firstName: 'Pia' });
    const phone = await buildSubscription(db, { account, person: pia, profile });
    const sim = await buildSubscription(db, { account, person: pia, profile });
    await buildUsage(db, s.clock, phone, [
      {
        date: '2026-10-03',
        category: 'Innholdstjeneste: Parkering',
        description: 'Telefon oktober',
        amountOre: 50_000,
        contentStatus: 'approved',
      },
      {
        date: '2026-11-20',
        category: 'Innholdstjeneste: Parkering',
        description: 'Telefon november',
        amountOre: 10_000,
        contentStatus: 'work',
      },
    ]);
    await buildUsage(db, s.clock, sim, [
      {
        date: '2026-11-05',
        category: 'Innholdstjeneste: Billetter',
        description: 'Datakort november',
        amountOre: 70_000,
        contentStatus: 'work',
      },
    ]);
    const admin = await buildPerson(db, { customer, roles: [Role.CostControl], access: [account] });
    token = await s.tokenFor(admin.catalogId);
  });
  afterAll(() => s.close());

  const list = async (period: string, deductStatus: string) => {
    const res = await s.gql<{ contentServices: { items: Item[] } }>(token, LIST, {
      period,
      accountID: account.id,
      deductStatus,
    });
    expect(res.errors).toBeUndefined();
    return res.data!.contentServices.items;
  };

  it('counts the person’s other subscription in the year so far, in the order the threshold rule takes them', async () => {
    expect(await list('2026-10', 'approved')).toEqual([
      {
        description: 'Telefon oktober',
        yearToDateCovered: 500,
        overThreshold: false,
        amountOverThreshold: 0,
      },
    ]);
    expect(await list('2026-11', 'work')).toEqual([
      {
        description: 'Telefon november',
        yearToDateCovered: 600,
        overThreshold: false,
        amountOverThreshold: 0,
      },
      {
        description: 'Datakort november',
        yearToDateCovered: 1300,
        overThreshold: true,
        amountOverThreshold: 300,
      },
    ]);
  });
});
