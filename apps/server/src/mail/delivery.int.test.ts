import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BuiltAccount, buildAccount, buildCustomer } from '../../test/factories/tenancy.ts';
import { startFakeSmtp } from '../../test/fake-smtp.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { queryRows } from '../db/client.ts';
import { createMessaging, type Messaging } from './outbox.ts';

type Row = {
  status: string;
  attempts: number;
  error: string | null;
  next_attempt_at: Date | string | null;
  sent_at: Date | string | null;
};

/** E-mail leaves after the commit, from the outbox, each message once, retried with backoff (issue 29 §5). */
describe('outbox delivery', () => {
  let s: TestServer;
  let account: BuiltAccount;
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  let messaging: Messaging;
  beforeAll(async () => {
    s = await createTestServer();
    account = await buildAccount(s.database.db, { customer: await buildCustomer(s.database.db) });
    smtp = await startFakeSmtp();
    messaging = createMessaging({
      smtpUrl: smtp.url,
      from: 'Connect <no-reply@connect.example>',
      clock: s.clock,
    });
  });
  afterAll(async () => {
    await smtp.close();
    await s.close();
  });
  beforeEach(async () => {
    smtp.messages.length = 0;
    smtp.state.refuseNext = 0;
    s.clock.set('2026-11-20T10:00:00+01:00');
    await s.database.db.execute(sql`delete from outbox_messages`);
  });

  const mail = (to: string) => ({
    customerId: account.customerId,
    accountId: account.id,
    to,
    subject: 'Reparasjon',
    text: 'Knust skjerm',
  });
  const row = async (to: string) =>
    (
      await queryRows<Row>(
        s.database.db,
        sql`select status, attempts, error, next_attempt_at, sent_at from outbox_messages where recipient = ${to}`,
      )
    )[0];

  it('sends nothing when the transaction that wrote the message does not commit', async () => {
    await expect(
      s.database.db.transaction(async (tx) => {
        await messaging.sendEmail(tx, mail('verksted@example.no'));
        throw new Error('the commit failed');
      }),
    ).rejects.toThrow('the commit failed');
    expect(await messaging.deliverDue(s.database.db)).toEqual({ sent: 0, failed: 0 });
    expect(smtp.messages).toEqual([]);
    expect(await row('verksted@example.no')).toBeUndefined();
  });

  it('sends a committed message after the commit, once, with its idempotency key as Message-ID', async () => {
    await s.database.db.transaction((tx) => messaging.sendEmail(tx, mail('verksted@example.no')));
    expect(smtp.messages).toEqual([]);
    expect(await messaging.deliverDue(s.database.db)).toEqual({ sent: 1, failed: 0 });
    expect(await messaging.deliverDue(s.database.db)).toEqual({ sent: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(1);
    const [key] = await queryRows<{ k: string }>(
      s.database.db,
      sql`select idempotency_key as k from outbox_messages`,
    );
    expect(smtp.messages[0]).toContain(`Message-ID: <${key!.k}@connect.outbox>`);
    expect(await row('verksted@example.no')).toMatchObject({ status: 'sent', attempts: 1, error: null });
  });

  it('records a refused send with its reason and retries it after 1, then 2 minutes', async () => {
    await messaging.sendEmail(s.database.db, mail('verksted@example.no'));
    smtp.state.refuseNext = 2;
    expect(await messaging.deliverDue(s.database.db)).toEqual({ sent: 0, failed: 1 });
    const first = await row('verksted@example.no');
    expect(first).toMatchObject({ status: 'outbox', attempts: 1, sent_at: null });
    expect(first!.error).toContain('550 mailbox unavailable');
    expect(new Date(first!.next_attempt_at!).toISOString()).toBe('2026-11-20T09:01:00.000Z');
    // Not due before its time.
    s.clock.set('2026-11-20T10:00:59+01:00');
    expect(await messaging.deliverDue(s.database.db)).toEqual({ sent: 0, failed: 0 });
    s.clock.set('2026-11-20T10:01:00+01:00');
    expect(await messaging.deliverDue(s.database.db)).toEqual({ sent: 0, failed: 1 });
    expect(new Date((await row('verksted@example.no'))!.next_attempt_at!).toISOString()).toBe(
      '2026-11-20T09:03:00.000Z',
    );
    s.clock.set('2026-11-20T10:03:00+01:00');
    expect(await messaging.deliverDue(s.database.db)).toEqual({ sent: 1, failed: 0 });
    expect(await row('verksted@example.no')).toMatchObject({
      status: 'sent',
      attempts: 3,
      next_attempt_at: null,
    });
    expect(new Date((await row('verksted@example.no'))!.sent_at!).toISOString()).toBe(
      '2026-11-20T09:03:00.000Z',
    );
    expect(smtp.messages).toHaveLength(1);
  });

  it('gives up after the last attempt: failed, with the reason', async () => {
    await messaging.sendEmail(s.database.db, mail('borte@example.no'));
    await s.database.db.execute(sql`update outbox_messages set attempts = 7`);
    smtp.state.refuseNext = 1;
    expect(await messaging.deliverDue(s.database.db)).toEqual({ sent: 0, failed: 1 });
    expect(await row('borte@example.no')).toMatchObject({
      status: 'failed',
      attempts: 8,
      next_attempt_at: null,
    });
  });

  it('two workers sending at once send each message once', async () => {
    const other = createMessaging({
      smtpUrl: smtp.url,
      from: 'Connect <no-reply@connect.example>',
      clock: s.clock,
    });
    for (let i = 0; i < 6; i++) await messaging.sendEmail(s.database.db, mail(`person${i}@example.no`));
    const [a, b] = await Promise.all([messaging.deliverDue(s.database.db), other.deliverDue(s.database.db)]);
    expect(a.sent + b.sent).toBe(6);
    expect(smtp.messages).toHaveLength(6);
    const to = smtp.messages.map((m) => /^To: (.*)$/m.exec(m)?.[1]).sort();
    expect(to).toEqual([0, 1, 2, 3, 4, 5].map((i) => `person${i}@example.no`));
  });

  it('keeps SMS in the outbox: no gateway takes them', async () => {
    await messaging.sendSms(s.database.db, { ...mail('+4790000000'), sender: 'Connect' });
    expect(await messaging.deliverDue(s.database.db)).toEqual({ sent: 0, failed: 0 });
    expect(await row('+4790000000')).toMatchObject({ status: 'outbox', attempts: 0, next_attempt_at: null });
  });
});
