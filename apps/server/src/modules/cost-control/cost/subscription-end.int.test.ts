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
import { createExportAs } from '../../../../test/file-exports.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';
import { sendDueSmsReports } from '../payment-profiles/sms-report.ts';
import { welcomeNewMembers } from '../payment-profiles/welcome-sms.ts';
import { deleteOpenMonthsAfterEnd } from './cost.service.ts';

/**
 * What ending means (issue 30 §1), in a world of its own (the test clock stands on 15 November 2026). Endal AS has
 * the sub account Sør (with Sør Vest under it), which ended on 30 September 2026. The profile "Tak 300" covers calls up to 300 kr a month
 * and sends the SMS report (due day 25) and the welcome SMS. Ada's phone ended on 15 September 2026; Bo's goes on;
 * Cy's is on Sør. Figures in øre, worked out by hand from docs/COST-RULES.md.
 */
describe('an ended subscription or account', () => {
  let s: TestServer;
  let token: string;
  let endal: BuiltAccount;
  let sor: BuiltAccount;
  let sorVest: BuiltAccount;
  let ada: BuiltSubscription;
  let bo: BuiltSubscription;
  let cy: BuiltSubscription;
  let profileId: number;

  const stored = (id: number) => storedMonths(s.database.db, id);

  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Endal AS' });
    endal = await buildAccount(db, { customer, name: 'Endal AS' });
    sor = await buildAccount(db, { customer, parent: endal, name: 'Endal Sør' });
    sorVest = await buildAccount(db, { customer, parent: sor, name: 'Endal Sør Vest' });
    const profile = await buildProfile(db, {
      account: endal,
      description: 'Tak 300',
      settings: { sendSmsReport: true, dueDateDay: 25 },
      rules: { calls: { covers: true, limitOre: 30_000 } },
    });
    profileId = profile.id;
    await db.execute(sql`update payment_profiles set send_welcome_sms = true where id = ${profile.id}`);
    const person = (firstName: string) => buildPerson(db, { customer, firstName, lastName: 'Endal' });
    ada = await buildSubscription(db, { account: endal, person: await person('Ada'), profile });
    bo = await buildSubscription(db, { account: endal, person: await person('Bo'), profile });
    cy = await buildSubscription(db, { account: sor, person: await person('Cy'), profile });
    // The world is seeded with the demo data too: its SMS are told apart by number below.
    // Ada's months are stored before her end arrives, as when the operator sends it late.
    await buildUsage(db, s.clock, ada, [
      { date: '2026-08-10', category: 'Samtaler innland', amountOre: 40_000 },
      { date: '2026-09-10', category: 'Samtaler innland', amountOre: 35_000 },
      { date: '2026-10-05', category: 'Samtaler innland', amountOre: 50_000 },
    ]);
    await buildUsage(db, s.clock, bo, [
      { date: '2026-10-05', category: 'Samtaler innland', amountOre: 20_000 },
    ]);
    await buildUsage(db, s.clock, cy, [
      { date: '2026-09-05', category: 'Samtaler innland', amountOre: 31_000 },
      { date: '2026-10-05', category: 'Samtaler innland', amountOre: 45_000 },
    ]);
    // Cy's October was closed before Sør's end arrived: it stays as it was.
    await db.execute(sql`update subscription_month_costs set closed_at = now()
      where subscription_id = ${cy.id} and period = '2026-10-01'`);
    await db.execute(sql`update subscriptions set ended_on = '2026-09-15' where id = ${ada.id}`);
    await db.execute(sql`update accounts set ended_on = '2026-09-30' where id = ${sor.id}`);
    await deleteOpenMonthsAfterEnd(db);
    const admin = await buildPerson(db, { customer, roles: [Role.CostControl], access: [endal] });
    token = await s.tokenFor(admin.catalogId);
  });
  afterAll(() => s.close());

  it('has no month after its end, and its own months keep their figures', async () => {
    // August 400,00 − 300,00 = 100,00 kr; September, the last month, a whole month's limit: 350,00 − 300,00 = 50,00 kr.
    expect(await stored(ada.id)).toEqual([
      { period: '2026-08', deducted: 10_000 },
      { period: '2026-09', deducted: 5_000 },
    ]);
    // A recompute after the end (new usage for October, say) brings no October back.
    await buildUsage(s.database.db, s.clock, ada, [
      { date: '2026-10-20', category: 'Samtaler innland', amountOre: 1_000 },
    ]);
    expect((await stored(ada.id)).map((m) => m.period)).toEqual(['2026-08', '2026-09']);
    // Cy: September 310,00 − 300,00 = 10,00 kr; the closed October (450,00 − 300,00) is kept.
    expect(await stored(cy.id)).toEqual([
      { period: '2026-09', deducted: 1_000 },
      { period: '2026-10', deducted: 15_000 },
    ]);
  });

  it('is listed only for periods it was active in, with its end date', async () => {
    const list = async (fromDate: string, toDate: string) => {
      const res = await s.gql<{ subscriptionWithUsers: { items: Record<string, unknown>[] } }>(
        token,
        ENDED_LIST,
        {
          accountID: endal.id,
          fromDate,
          toDate,
        },
      );
      expect(res.errors).toBeUndefined();
      return res.data!.subscriptionWithUsers.items;
    };
    expect(await list('2026-09-01', '2026-09-30')).toEqual([
      { firstName: 'Ada', endedOn: '2026-09-15', deductedString: '50,00' },
      { firstName: 'Bo', endedOn: null, deductedString: '0,00' },
      { firstName: 'Cy', endedOn: '2026-09-30', deductedString: '10,00' },
    ]);
    expect(await list('2026-10-01', '2026-10-31')).toEqual([
      { firstName: 'Bo', endedOn: null, deductedString: '0,00' },
    ]);
  });

  it('is in the payroll files up to its end, and in a closed month that had it', async () => {
    const file = await createExportAs(s, token, endal.id, { showAllUsers: true, useHeader: false });
    const lines = async (period: string) => {
      const res = await s.app.inject({
        method: 'GET',
        url: `/api/reports/export/${file.ID}?period=${period}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      return res.payload.split('\n').filter(Boolean);
    };
    expect(await lines('202609')).toEqual([';Ada Endal;50,00', ';Bo Endal;0,00', ';Cy Endal;10,00']);
    expect(await lines('202610')).toEqual([';Bo Endal;0,00', ';Cy Endal;150,00']);
  });

  it('gets no report SMS or welcome SMS after its end', async () => {
    const deps = { db: s.database.db, config: s.config, services: s.services };
    await sendDueSmsReports(deps);
    await s.database.db.transaction((tx) => welcomeNewMembers(tx, deps, profileId, [ada.id, bo.id, cy.id]));
    const sent = await queryRows<{ recipient: string }>(
      s.database.db,
      sql`select recipient from outbox_messages where channel = 'sms'
          and recipient in (${ada.phoneNumber}, ${bo.phoneNumber}, ${cy.phoneNumber}) order by id`,
    );
    expect(sent.map((m) => m.recipient)).toEqual([bo.phoneNumber, bo.phoneNumber]);
  });

  it('answers an account with its end, a sub account with the end of the account above it', async () => {
    const res = await s.gql<{ accounts: { ID: number; endedOn: string | null }[] }>(
      token,
      '{ accounts { ID endedOn } }',
    );
    expect(res.data!.accounts).toEqual([
      { ID: endal.id, endedOn: null },
      { ID: sor.id, endedOn: '2026-09-30' },
      { ID: sorVest.id, endedOn: '2026-09-30' },
    ]);
  });
});
