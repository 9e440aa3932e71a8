import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProfile, buildUsage } from '../../../../test/factories/cost.ts';
import {
  type BuiltPerson,
  type BuiltSubscription,
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';

const HOME = `{ employeeHome { period subscriptions { subscriptionID phoneNumber totalCost deducted
  openReport { token period dueDate } } } }`;
type Home = {
  employeeHome: {
    period: string;
    subscriptions: {
      subscriptionID: number;
      phoneNumber: string;
      totalCost: number;
      deducted: number;
      openReport: { token: string; period: string; dueDate: string } | null;
    }[];
  };
};

/**
 * A world of its own (the clock stands at 15.11.2026): Bjørkli AS, whose profile "Uten data" does not cover data and
 * sends the SMS report with due day 20. Eva has a phone (November: fee 299,00 kr, covered; data 49,90 kr, deducted)
 * and a data SIM (data 120,00 kr, deducted); her colleague Per has one subscription of his own.
 */
describe('employeeHome: the employee’s own subscriptions this month', () => {
  let s: TestServer;
  let eva: BuiltPerson;
  let per: BuiltPerson;
  let phone: BuiltSubscription;
  let sim: BuiltSubscription;
  let perSub: BuiltSubscription;
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Bjørkli AS' });
    const account = await buildAccount(db, { customer, name: 'Bjørkli AS' });
    const profile = await buildProfile(db, {
      account,
      description: 'Uten data',
      settings: { sendSmsReport: true, dueDateDay: 20 },
      rules: { data: { covers: false } },
    });
    eva = await buildPerson(db, { customer, firstName: 'Eva' });
    per = await buildPerson(db, { customer, firstName: 'Per' });
    phone = await buildSubscription(db, { account, person: eva, profile, phoneNumber: '+4757100001' });
    sim = await buildSubscription(db, { account, person: eva, profile, phoneNumber: '+4757100002' });
    perSub = await buildSubscription(db, { account, person: per, profile });
    await buildUsage(db, s.clock, phone, [
      { date: '2026-11-01', category: 'Månedsavgift', amountOre: 29_900 },
      { date: '2026-11-05', category: 'Data innland', amountOre: 4_990 },
    ]);
    await buildUsage(db, s.clock, sim, [{ date: '2026-11-05', category: 'Data innland', amountOre: 12_000 }]);
    await buildUsage(db, s.clock, perSub, [
      { date: '2026-11-01', category: 'Månedsavgift', amountOre: 19_900 },
    ]);
  });
  afterAll(() => s.close());

  it('answers the caller’s own subscriptions with November’s stored cost and deduction, and the open report', async () => {
    const r = await s.gql<Home>(await s.tokenFor(eva.catalogId), HOME);
    expect(r.errors).toBeUndefined();
    expect(r.data!.employeeHome.period).toBe('2026-11');
    // Phone: 299,00 + 49,90 = 348,90 kr, the data deducted; SIM: 120,00 kr, all data, all deducted. No report yet.
    expect(
      r.data!.employeeHome.subscriptions.map((x) => [
        x.subscriptionID,
        x.phoneNumber,
        x.totalCost,
        x.deducted,
      ]),
    ).toEqual([
      [phone.id, '+4757100001', 348.9, 49.9],
      [sim.id, '+4757100002', 120, 120],
    ]);
    expect(r.data!.employeeHome.subscriptions.map((x) => x.openReport)).toEqual([null, null]);
  });

  it('shows the report link only while the month can be reported', async () => {
    const employee = await s.tokenFor(eva.catalogId);
    await s.database.db.execute(
      sql`insert into usage_report_links (token, subscription_id, period) values ('home-test-token-1', ${phone.id},
          '2026-10-01')`,
    );
    const open = (await s.gql<Home>(employee, HOME)).data!.employeeHome.subscriptions.find(
      (x) => x.subscriptionID === phone.id,
    );
    expect(open?.openReport).toEqual({
      token: 'home-test-token-1',
      period: '2026-10',
      dueDate: '2026-11-20',
    });
    s.clock.set('2026-11-21T10:00:00+01:00');
    try {
      const closed = (
        await s.gql<Home>(await s.tokenFor(eva.catalogId), HOME)
      ).data!.employeeHome.subscriptions.find((x) => x.subscriptionID === phone.id);
      expect(closed?.openReport).toBeNull();
    } finally {
      s.clock.set('2026-11-15T10:00:00+01:00');
    }
  });

  it('never shows another person’s subscriptions', async () => {
    const r = await s.gql<Home>(await s.tokenFor(per.catalogId), HOME);
    // Per: his own fee, covered.
    expect(
      r.data!.employeeHome.subscriptions.map((x) => [x.subscriptionID, x.totalCost, x.deducted]),
    ).toEqual([[perSub.id, 199, 0]]);
  });
});
