import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProfile } from '../../../../test/factories/cost.ts';
import {
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { startFakeSmsc, whenSettled } from '../../../../test/fake-smsc.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';
import { sendDueSmsReports } from './sms-report.ts';
import { welcomeNewMembers } from './welcome-sms.ts';

/**
 * The product's SMS through the operator's SMS centre (issue 30 §4): a welcome SMS and a month's report SMS, queued
 * where the product queues them, arrive at an SMPP server in the test process and their receipts are recorded.
 */
describe('welcome and report SMS over SMPP', () => {
  let s: TestServer;
  let smsc: Awaited<ReturnType<typeof startFakeSmsc>>;
  beforeAll(async () => {
    smsc = await startFakeSmsc();
    s = await createTestServer({
      env: { SMPP_URL: smsc.url, SMPP_RATE: '200', PUBLIC_URL: 'https://portal.example' },
    });
    await s.services.messaging.listen(s.database.db);
  });
  afterAll(async () => {
    await s.services.messaging.close();
    await s.close();
    await smsc.close();
  });

  const deps = () => ({ db: s.database.db, config: s.config, services: s.services });
  const smsTo = async (phone: string) =>
    queryRows<{ status: string; body: string; smsc_message_ids: string[] }>(
      s.database.db,
      sql`select status, body, smsc_message_ids from outbox_messages where recipient = ${phone} order by id`,
    );
  const delivered = (phone: string) =>
    whenSettled(
      () => smsTo(phone),
      (rows) => rows.length > 0 && rows.every((r) => r.status === 'delivered'),
    );

  async function member() {
    const db = s.database.db;
    const customer = await buildCustomer(db);
    const account = await buildAccount(db, { customer });
    const profile = await buildProfile(db, { account, settings: { sendSmsReport: true, dueDateDay: 15 } });
    await db.execute(
      sql`update payment_profiles set send_welcome_sms = true, sms_sender = 'Firma' where id = ${profile.id}`,
    );
    const person = await buildPerson(db, { customer });
    const sub = await buildSubscription(db, { account, person, profile });
    return { profile, sub };
  }

  it('sends the welcome SMS of a new member with the profile sender, and records its receipt', async () => {
    const { profile, sub } = await member();
    await s.database.db.transaction((tx) => welcomeNewMembers(tx, deps(), profile.id, [sub.id]));
    await s.services.messaging.deliverDue(s.database.db);
    // The welcome text with its link is longer than one SMS: its parts arrive, each with the sender.
    const arrived = smsc.submitted.filter((m) => `+${m.destinationAddr}` === sub.phoneNumber);
    for (const part of arrived)
      expect(part).toMatchObject({ sourceAddr: 'Firma', sourceTon: 5, destTon: 1, destNpi: 1 });
    const [sms, more] = await delivered(sub.phoneNumber);
    expect(more).toBeUndefined();
    expect(arrived.map((p) => p.text).join('')).toBe(sms!.body);
    expect(sms).toMatchObject({ status: 'delivered', smsc_message_ids: arrived.map((p) => p.messageId) });
  });

  it("sends the month's report SMS with its link, and records its receipt", async () => {
    const { sub } = await member();
    s.clock.set('2026-12-01T08:00:00+01:00');
    await sendDueSmsReports(deps());
    await s.services.messaging.deliverDue(s.database.db, 1000);
    const arrived = smsc.submitted.filter((m) => `+${m.destinationAddr}` === sub.phoneNumber);
    const text = arrived.map((p) => p.text).join('');
    expect(text).toMatch(/https:\/\/portal\.example\/report\/[\w-]{43}$/);
    const [sms, more] = await delivered(sub.phoneNumber);
    expect(more).toBeUndefined();
    expect(sms).toMatchObject({
      status: 'delivered',
      body: text,
      smsc_message_ids: arrived.map((p) => p.messageId),
    });
  });
});
