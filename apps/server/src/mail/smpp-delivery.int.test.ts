import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BuiltAccount, buildAccount, buildCustomer } from '../../test/factories/tenancy.ts';
import { startFakeSmsc, whenSettled } from '../../test/fake-smsc.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { queryRows } from '../db/client.ts';
import { createMessaging, type Messaging } from './outbox.ts';
import { recordReceipt } from './sms-receipts.ts';

type Row = {
  status: string;
  error: string | null;
  attempts: number;
  smsc_message_ids: string[];
  delivered_at: Date | string | null;
};

/** SMS leave the outbox for the operator's SMS centre over SMPP, and its receipts come back (issue 30 §4). */
describe('SMS over SMPP', () => {
  let s: TestServer;
  let account: BuiltAccount;
  let smsc: Awaited<ReturnType<typeof startFakeSmsc>>;
  let messaging: Messaging;
  const open: Messaging[] = [];
  const smppMessaging = async (rate = 50) => {
    const m = createMessaging({
      from: 'Connect <no-reply@connect.example>',
      clock: s.clock,
      smpp: { url: smsc.url, sender: 'Connect', rate },
    });
    await m.listen(s.database.db);
    open.push(m);
    return m;
  };
  beforeAll(async () => {
    s = await createTestServer();
    account = await buildAccount(s.database.db, { customer: await buildCustomer(s.database.db) });
    smsc = await startFakeSmsc();
    messaging = await smppMessaging();
  });
  afterAll(async () => {
    for (const m of open) await m.close();
    await smsc.close();
    await s.close();
  });
  beforeEach(async () => {
    smsc.submitted.length = 0;
    smsc.state.refuseNext = 0;
    s.clock.set('2026-11-20T10:00:00+01:00');
    await s.database.db.execute(sql`delete from outbox_messages`);
  });

  const sms = (to: string, text: string, sender = 'Firma AS') => ({
    customerId: account.customerId,
    accountId: account.id,
    to,
    sender,
    text,
  });
  const queue = (m: Messaging, ...messages: ReturnType<typeof sms>[]) =>
    s.database.db.transaction(async (tx) => {
      for (const message of messages) await m.sendSms(tx, message);
    });
  const row = async (to: string) =>
    (
      await queryRows<Row>(
        s.database.db,
        sql`select status, error, attempts, smsc_message_ids, delivered_at from outbox_messages where recipient = ${to}`,
      )
    )[0]!;
  /** Receipts arrive on their own: waits until the message has left `sent`. */
  const settled = (to: string) =>
    whenSettled(
      () => row(to),
      (r) => r.status !== 'sent' && r.status !== 'outbox',
    );

  it('submits the sender, the number in international form and the text, and records the receipt', async () => {
    await queue(messaging, sms('+47 900 00 123', 'Hei Åse! Blåbærsyltetøy på kontoret.'));
    expect(await messaging.deliverDue(s.database.db)).toEqual({ sent: 1, failed: 0 });
    expect(smsc.submitted).toEqual([
      expect.objectContaining({
        systemId: 'connect',
        sourceAddr: 'Firma AS',
        sourceTon: 5,
        destinationAddr: '4790000123',
        destTon: 1,
        destNpi: 1,
        dataCoding: 0,
        registeredDelivery: 1,
        text: 'Hei Åse! Blåbærsyltetøy på kontoret.',
        concat: null,
      }),
    ]);
    const done = await settled('+47 900 00 123');
    expect(done).toMatchObject({
      status: 'delivered',
      error: null,
      smsc_message_ids: [smsc.submitted[0]!.messageId],
    });
    expect(done.delivered_at).not.toBeNull();
  });

  it('sends a number as sender international, and the configured sender when the message has none', async () => {
    await queue(
      messaging,
      sms('+4790000124', 'Fra et nummer', '+4722000000'),
      sms('+4790000125', 'Uten avsender'),
    );
    await s.database.db.execute(
      sql`update outbox_messages set sender = null where recipient = '+4790000125'`,
    );
    await messaging.deliverDue(s.database.db);
    const by = (addr: string) => smsc.submitted.find((m) => m.destinationAddr === addr)!;
    expect(by('4790000124')).toMatchObject({ sourceAddr: '4722000000', sourceTon: 1, sourceNpi: 1 });
    expect(by('4790000125')).toMatchObject({ sourceAddr: 'Connect', sourceTon: 5 });
  });

  it('splits a long text into concatenated parts, GSM 7-bit or UCS-2, delivered when every part is', async () => {
    const gsm = `Månedsrapport: ${'æøå '.repeat(60)}slutt`;
    const ucs2 = `Привет ${'мир '.repeat(30)}`;
    await queue(messaging, sms('+4790000130', gsm), sms('+4790000131', ucs2));
    expect(await messaging.deliverDue(s.database.db)).toEqual({ sent: 2, failed: 0 });
    const parts = (addr: string) => smsc.submitted.filter((m) => m.destinationAddr === addr);
    const g = parts('4790000130');
    expect(g).toHaveLength(2);
    expect(g.map((p) => [p.concat![1], p.concat![2], p.dataCoding])).toEqual([
      [2, 1, 0],
      [2, 2, 0],
    ]);
    expect(g[0]!.concat![0]).toBe(g[1]!.concat![0]);
    expect(g[0]!.text).toHaveLength(153);
    expect(g.map((p) => p.text).join('')).toBe(gsm);
    const u = parts('4790000131');
    expect(u.map((p) => p.dataCoding)).toEqual([8, 8]);
    expect(u[0]!.text).toHaveLength(67);
    expect(u.map((p) => p.text).join('')).toBe(ucs2);
    const done = await settled('+4790000130');
    expect(done.status).toBe('delivered');
    expect(done.smsc_message_ids).toEqual(g.map((p) => p.messageId));
  });

  it('records the receipts of every part when they arrive at the same moment', async () => {
    const to = Array.from({ length: 5 }, (_, i) => `+479000014${i}`);
    await queue(messaging, ...to.map((n) => sms(n, 'Del')));
    const parts = (n: string) => Array.from({ length: 6 }, (_, i) => `${n}-part-${i}`);
    for (const n of to)
      await s.database.db.execute(sql`update outbox_messages set status = 'sent',
        smsc_message_ids = ${`{${parts(n).join(',')}}`}::text[] where recipient = ${n}`);
    await Promise.all(
      to.flatMap((n) =>
        parts(n).map((id) =>
          recordReceipt(s.database.db, s.clock, { smscMessageId: id, delivered: true, reason: null }),
        ),
      ),
    );
    for (const n of to) expect((await row(n)).status).toBe('delivered');
  });

  it('records a receipt that says not delivered as failed, with the reason', async () => {
    smsc.state.undeliverable.add('4790000140');
    await queue(messaging, sms('+4790000140', 'Ingen mottaker'));
    await messaging.deliverDue(s.database.db);
    expect(await settled('+4790000140')).toMatchObject({ status: 'failed', error: 'UNDELIV (error 001)' });
  });

  it('retries a refused submit after the backoff, and submits it once', async () => {
    smsc.state.refuseNext = 1;
    await queue(messaging, sms('+4790000150', 'Prøv igjen'));
    expect(await messaging.deliverDue(s.database.db)).toEqual({ sent: 0, failed: 1 });
    expect(await row('+4790000150')).toMatchObject({ status: 'outbox', attempts: 1 });
    expect((await row('+4790000150')).error).toContain('refused');
    expect(await messaging.deliverDue(s.database.db)).toEqual({ sent: 0, failed: 0 });
    s.clock.set('2026-11-20T10:01:30+01:00');
    expect(await messaging.deliverDue(s.database.db)).toEqual({ sent: 1, failed: 0 });
    expect(smsc.submitted.filter((m) => m.destinationAddr === '4790000150')).toHaveLength(1);
    expect((await settled('+4790000150')).status).toBe('delivered');
  });

  it('sends each message once with two workers, at the configured rate', async () => {
    const other = await smppMessaging();
    const slow = await smppMessaging(5);
    const numbers = Array.from({ length: 8 }, (_, i) => `+47900002${String(i).padStart(2, '0')}`);
    await queue(messaging, ...numbers.map((n) => sms(n, `Melding til ${n}`)));
    const results = await Promise.all([other.deliverDue(s.database.db), messaging.deliverDue(s.database.db)]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(8);
    expect(smsc.submitted.map((m) => `+${m.destinationAddr}`).sort()).toEqual(numbers);

    smsc.submitted.length = 0;
    await queue(
      slow,
      ...['+4790000301', '+4790000302', '+4790000303', '+4790000304', '+4790000305', '+4790000306'].map((n) =>
        sms(n, 'Sakte'),
      ),
    );
    const started = Date.now();
    await slow.deliverDue(s.database.db);
    // Six submits at five a second: the last one a second after the first at the earliest.
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(smsc.submitted).toHaveLength(6);
  });

  it('keeps SMS in the outbox without SMPP, and says so', async () => {
    const none = createMessaging({ from: 'x@example.no', clock: s.clock });
    expect(none.smsRoute).toBe('SMS stay in the outbox: no SMPP_URL is set');
    expect(messaging.smsRoute).toMatch(
      /^SMS go over SMPP to 127\.0\.0\.1:\d+ as connect, sender Connect, at most 50 a second$/,
    );
    await queue(none, sms('+4790000160', 'Blir liggende'));
    expect(await none.deliverDue(s.database.db)).toEqual({ sent: 0, failed: 0 });
    expect(await row('+4790000160')).toMatchObject({ status: 'outbox', attempts: 0 });
  });
});
