import { Role } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProfile, buildUsage } from '../../../../test/factories/cost.ts';
import { codeOf } from '../../../../test/factories/profile-world.ts';
import {
  type BuiltAccount,
  type BuiltSubscription,
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';
import { sendLimitAlerts } from './limit-alerts.service.ts';

const KEY = 'limit-alert-ingest-key';

/**
 * Issue 33 §3, the limit alert SMS. The test clock stands at 2026-11-15 10:00 Oslo. Grensevarsel AS: the profile
 * "Grenser" (limit alerts on at the default 80 %) groups calls and SMS as "Mobil" under 500,00 kr and limits data
 * alone to 200,00 kr; Eva (+47 563 00 001) is its member. "Stille" has the same group with alerts off; Leo
 * (+47 563 00 002) is its member. Usage comes through billing's REST ingest, which sends the alerts after its commit.
 */
describe('limit alert SMS', () => {
  let s: TestServer;
  let account: BuiltAccount;
  let eva: BuiltSubscription;
  let grenser: number;
  let admin: string;
  let otherAdmin: string;
  const deps = () => ({ db: s.database.db, services: s.services });
  const smsTo = async (phone: string) =>
    queryRows<{ body: string; sender: string; customer_id: number }>(
      s.database.db,
      sql`select body, sender, customer_id from outbox_messages where channel = 'sms' and recipient = ${phone} order by id`,
    );
  let serial = 0;
  const ingest = (phoneNumber: string, category: string, amount: string) =>
    s.app.inject({
      method: 'POST',
      url: '/api/usage/lines',
      headers: { authorization: `Bearer ${KEY}` },
      payload: {
        lines: [
          {
            lineId: `limit-${++serial}`,
            phoneNumber,
            date: '2026-11-10',
            category,
            description: category,
            amount,
          },
        ],
      },
    });

  beforeAll(async () => {
    s = await createTestServer({ env: { INGEST_API_KEY: KEY } });
    const db = s.database.db;
    const customer = await buildCustomer(db, { name: 'Grensevarsel AS' });
    account = await buildAccount(db, { customer, name: 'Grensevarsel AS' });
    const mobil = {
      name: 'Mobil',
      members: ['calls', 'sms'] as const,
      rule: { covers: true, limitOre: 50_000 },
    };
    grenser = (
      await buildProfile(db, {
        account,
        description: 'Grenser',
        settings: { sendLimitAlerts: true },
        groups: [{ ...mobil, members: [...mobil.members] }],
        rules: { data: { covers: true, limitOre: 20_000 } },
      })
    ).id;
    const stille = await buildProfile(db, {
      account,
      description: 'Stille',
      groups: [{ ...mobil, members: [...mobil.members] }],
    });
    eva = await buildSubscription(db, {
      account,
      person: await buildPerson(db, { customer, firstName: 'Eva' }),
      profile: { id: grenser },
      phoneNumber: '+4756300001',
    });
    await buildSubscription(db, {
      account,
      person: await buildPerson(db, { customer, firstName: 'Leo' }),
      profile: stille,
      phoneNumber: '+4756300002',
    });
    admin = await s.tokenFor(
      (await buildPerson(db, { customer, roles: [Role.CostControl], access: [account] })).catalogId,
    );
    const other = await buildCustomer(db, { name: 'Annen AS' });
    const otherAccount = await buildAccount(db, { customer: other });
    otherAdmin = await s.tokenFor(
      (await buildPerson(db, { customer: other, roles: [Role.CostControl], access: [otherAccount] }))
        .catalogId,
    );
  });
  afterAll(() => s.close());

  it('sends the share SMS after an ingest that brings a group to 80 % (400,00 of 500,00 kr), to members only', async () => {
    expect((await ingest('+4756300001', 'Samtaler til utland', '300,00')).statusCode).toBe(200);
    expect(await smsTo('+4756300001')).toEqual([]);
    expect((await ingest('+4756300001', 'SMS innland', '100,00')).statusCode).toBe(200);
    expect((await ingest('+4756300002', 'Samtaler innland', '450,00')).statusCode).toBe(200);
    expect(await smsTo('+4756300001')).toEqual([
      {
        body: 'Du har brukt 400,00 kr av grensen på 500,00 kr for «Mobil» i november 2026. Det er 80 % eller mer av grensen.',
        sender: 'Connect',
        customer_id: account.customerId,
      },
    ]);
    // Stille has the alerts off.
    expect(await smsTo('+4756300002')).toEqual([]);
  });

  it('never sends a step twice: not on a rerun, not from two processes at once', async () => {
    expect(await Promise.all([sendLimitAlerts(deps()), sendLimitAlerts(deps())])).toEqual([0, 0]);
    expect((await ingest('+4756300001', 'Samtaler innland', '50,00')).statusCode).toBe(200);
    expect(await smsTo('+4756300001')).toHaveLength(1);
  });

  it('sends the passed SMS once the group is above its limit (500,01 kr), once', async () => {
    await ingest('+4756300001', 'Samtaler innland', '50,01');
    const sms = await smsTo('+4756300001');
    expect(sms).toHaveLength(2);
    expect(sms[1]!.body).toBe(
      'Du har brukt 500,01 kr av grensen på 500,00 kr for «Mobil» i november 2026. Grensen er passert: bruk over grensen kan bli trukket i lønn.',
    );
    await ingest('+4756300001', 'Samtaler innland', '10,00');
    expect(await Promise.all([sendLimitAlerts(deps()), sendLimitAlerts(deps())])).toEqual([0, 0]);
    expect(await smsTo('+4756300001')).toHaveLength(2);
  });

  it('tells only the passed limit when a unit jumps past both steps at once, and records both', async () => {
    await buildUsage(s.database.db, s.clock, eva, [
      { date: '2026-11-11', category: 'Data innland', amountOre: 25_000 },
    ]);
    expect(
      await Promise.all([sendLimitAlerts(deps()), sendLimitAlerts(deps())]).then((n) => n[0]! + n[1]!),
    ).toBe(1);
    const sms = await smsTo('+4756300001');
    expect(sms[2]!.body).toBe(
      'Du har brukt 250,00 kr av grensen på 200,00 kr for «Data» i november 2026. Grensen er passert: bruk over grensen kan bli trukket i lønn.',
    );
    const recorded = await queryRows<{ unit: string; step: string; has_outbox: boolean }>(
      s.database.db,
      sql`select unit, step, outbox_id is not null as has_outbox from limit_alerts
          where subscription_id = ${eva.id} order by unit, step`,
    );
    expect(recorded.map((r) => `${r.unit.split(':')[0]} ${r.step} ${r.has_outbox}`)).toEqual([
      'category passed true',
      'category share true',
      'group passed true',
      'group share true',
    ]);
  });

  it('starts again in a new month: December has no usage yet, so nothing is sent', async () => {
    s.clock.set('2026-12-01T08:00:00+01:00');
    try {
      expect(await sendLimitAlerts(deps())).toBe(0);
    } finally {
      s.clock.set('2026-11-15T10:00:00+01:00');
    }
  });

  describe('the setting on the payment profile', () => {
    const SETTINGS = 'settings { sendLimitAlertSMS limitAlertPercent }';
    const update = (token: string, percent: number, version: number) =>
      s.gql<{
        updatePaymentProfile: {
          version: number;
          settings: { sendLimitAlertSMS: boolean; limitAlertPercent: number };
        };
      }>(
        token,
        `mutation($accountID: Int!, $profileID: Int!, $profile: PaymentProfileInput!, $version: Int!) {
          updatePaymentProfile(accountID: $accountID, profileID: $profileID, profile: $profile, version: $version) { version ${SETTINGS} } }`,
        {
          accountID: account.id,
          profileID: grenser,
          profile: { settings: { sendLimitAlertSMS: true, limitAlertPercent: percent } },
          version,
        },
      );

    it('is saved from 10 to 99 %, refused outside with the field named', async () => {
      const low = await update(admin, 9, 1);
      expect(codeOf(low)).toBe('BAD_USER_INPUT');
      expect((low.errors![0]!.extensions as { details?: { field?: string } }).details?.field).toBe(
        'settings.limitAlertPercent',
      );
      expect(codeOf(await update(admin, 100, 1))).toBe('BAD_USER_INPUT');
      const saved = await update(admin, 50, 1);
      expect(saved.data?.updatePaymentProfile.settings).toEqual({
        sendLimitAlertSMS: true,
        limitAlertPercent: 50,
      });
    });

    it("is another customer's profile: not found", async () => {
      expect(codeOf(await update(otherAdmin, 50, 2))).toBe('NOT_FOUND');
    });
  });
});
