import { Role } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDED_LIST, storedMonths } from '../../../../test/ended-subscriptions.ts';
import { buildProfile, buildUsage } from '../../../../test/factories/cost.ts';
import {
  type BuiltAccount,
  type BuiltSubscription,
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { billingGroups, customers } from '../../../db/schema/index.ts';
import { deleteOpenMonthsAfterEnd } from './cost.service.ts';

const DATA = `query($accountID: Int!, $subscriptionID: Int!, $fromDate: Date, $toDate: Date) {
  subscriptionDetails(accountID: $accountID, subscriptionID: $subscriptionID, fromDate: $fromDate, toDate: $toDate) {
    deductedAmountPeriod dataUsage { period } } }`;

/**
 * An ended billing group or customer ends its subscriptions (issue 30, docs/INTEGRATION.md "What ending means"),
 * as an ended account does (subscription-end.int.test.ts). Gruppe AS has two billing groups on one account: "Prosjekt"
 * ended on 31 August 2026 (Dag's phone), "Drift" goes on (Eli's). Ferdig AS ended on 30 September 2026 (Fia's
 * phone). Each profile covers calls up to 300 kr a month; every phone calls for 400,00 kr in August, September and
 * October 2026, stored before the ends arrive. Figures in øre, by hand from docs/COST-RULES.md.
 */
describe('an ended billing group or customer', () => {
  let s: TestServer;
  let gruppe: BuiltAccount;
  let ferdig: BuiltAccount;
  let dag: BuiltSubscription;
  let eli: BuiltSubscription;
  let fia: BuiltSubscription;
  let gruppeAdmin: string;
  let ferdigAdmin: string;

  const periods = (id: number) => storedMonths(s.database.db, id);

  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const gruppeAs = await buildCustomer(db, { name: 'Gruppe AS' });
    const ferdigAs = await buildCustomer(db, { name: 'Ferdig AS' });
    gruppe = await buildAccount(db, { customer: gruppeAs, name: 'Gruppe AS' });
    ferdig = await buildAccount(db, { customer: ferdigAs, name: 'Ferdig AS' });
    const [prosjekt] = await db
      .insert(billingGroups)
      .values({ accountId: gruppe.id, name: 'Prosjekt' })
      .returning({ id: billingGroups.id });
    const rules = { calls: { covers: true, limitOre: 30_000 } };
    const gruppeProfile = await buildProfile(db, { account: gruppe, description: 'Tak 300', rules });
    const ferdigProfile = await buildProfile(db, { account: ferdig, description: 'Tak 300', rules });
    const person = (customer: { id: number }, firstName: string) =>
      buildPerson(db, { customer, firstName, lastName: 'Slutt' });
    dag = await buildSubscription(db, {
      account: { ...gruppe, billingGroupId: prosjekt!.id },
      person: await person(gruppeAs, 'Dag'),
      profile: gruppeProfile,
    });
    eli = await buildSubscription(db, {
      account: gruppe,
      person: await person(gruppeAs, 'Eli'),
      profile: gruppeProfile,
    });
    fia = await buildSubscription(db, {
      account: ferdig,
      person: await person(ferdigAs, 'Fia'),
      profile: ferdigProfile,
    });
    for (const sub of [dag, eli, fia])
      await buildUsage(
        db,
        s.clock,
        sub,
        ['2026-08-10', '2026-09-10', '2026-10-10'].map((date) => ({
          date,
          category: 'Samtaler innland',
          amountOre: 40_000,
        })),
      );
    await db.execute(sql`update ${billingGroups} set ended_on = '2026-08-31' where id = ${prosjekt!.id}`);
    await db.execute(sql`update ${customers} set ended_on = '2026-09-30' where id = ${ferdigAs.id}`);
    await deleteOpenMonthsAfterEnd(db);
    gruppeAdmin = await s.tokenFor(
      (await buildPerson(db, { customer: gruppeAs, roles: [Role.CostControl], access: [gruppe] })).catalogId,
    );
    ferdigAdmin = await s.tokenFor(
      (await buildPerson(db, { customer: ferdigAs, roles: [Role.CostControl], access: [ferdig] })).catalogId,
    );
  });
  afterAll(() => s.close());

  it('keeps no open month after the end of the billing group or the customer', async () => {
    // Each month: 400,00 − 300,00 = 100,00 kr deducted.
    expect(await periods(dag.id)).toEqual([{ period: '2026-08', deducted: 10_000 }]);
    expect(await periods(eli.id)).toEqual([
      { period: '2026-08', deducted: 10_000 },
      { period: '2026-09', deducted: 10_000 },
      { period: '2026-10', deducted: 10_000 },
    ]);
    expect(await periods(fia.id)).toEqual([
      { period: '2026-08', deducted: 10_000 },
      { period: '2026-09', deducted: 10_000 },
    ]);
  });

  it('lists the subscription with the end of its billing group or customer, only while it was active', async () => {
    const list = async (token: string, accountID: number, fromDate: string, toDate: string) => {
      const res = await s.gql<{ subscriptionWithUsers: { items: unknown[] } }>(token, ENDED_LIST, {
        accountID,
        fromDate,
        toDate,
      });
      expect(res.errors).toBeUndefined();
      return res.data!.subscriptionWithUsers.items;
    };
    expect(await list(gruppeAdmin, gruppe.id, '2026-08-01', '2026-08-31')).toEqual([
      { firstName: 'Dag', endedOn: '2026-08-31', deductedString: '100,00' },
      { firstName: 'Eli', endedOn: null, deductedString: '100,00' },
    ]);
    expect(await list(gruppeAdmin, gruppe.id, '2026-09-01', '2026-09-30')).toEqual([
      { firstName: 'Eli', endedOn: null, deductedString: '100,00' },
    ]);
    expect(await list(ferdigAdmin, ferdig.id, '2026-09-01', '2026-09-30')).toEqual([
      { firstName: 'Fia', endedOn: '2026-09-30', deductedString: '100,00' },
    ]);
    expect(await list(ferdigAdmin, ferdig.id, '2026-10-01', '2026-10-31')).toEqual([]);
  });

  it('shows the details of the months up to the end, with no data rows after it', async () => {
    const details = async (subscriptionID: number) => {
      const res = await s.gql<{
        subscriptionDetails: { deductedAmountPeriod: number; dataUsage: { period: string }[] };
      }>(gruppeAdmin, DATA, {
        accountID: gruppe.id,
        subscriptionID,
        fromDate: '2026-08-01',
        toDate: '2026-10-31',
      });
      expect(res.errors).toBeUndefined();
      return res.data!.subscriptionDetails;
    };
    // Dag: August only, 100,00 kr; Eli: three months, 300,00 kr.
    expect(await details(dag.id)).toEqual({ deductedAmountPeriod: 100, dataUsage: [{ period: '2026-08' }] });
    expect((await details(eli.id)).dataUsage.map((d) => d.period)).toEqual(['2026-08', '2026-09', '2026-10']);
  });

  it("answers the customer's end as its accounts' end", async () => {
    const res = await s.gql<{ accounts: { ID: number; endedOn: string | null }[] }>(
      ferdigAdmin,
      '{ accounts { ID endedOn } }',
    );
    expect(res.data!.accounts).toEqual([{ ID: ferdig.id, endedOn: '2026-09-30' }]);
  });
});
