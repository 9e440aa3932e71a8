import type { MessageChannel } from '@connect/shared';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Clock } from '../clock.ts';
import type { Executor } from '../db/client.ts';
import { type OutboxAttachment, outboxMessages } from '../db/schema/index.ts';
import { deliverDueMessages, type Gateway, type OutgoingMessage } from './delivery.ts';
import { createSmppGateway, type SmppSettings, smppTarget } from './smpp-gateway.ts';
import { type Receipt, recordReceipt } from './sms-receipts.ts';

/** Tries to find a receipt's message, 100 ms apart. */
const RECEIPT_TRIES = 20;

/** Every message names its customer and the account it belongs to (the outbox page is scoped by account). */
export type Email = {
  customerId: number;
  accountId: number;
  to: string;
  subject: string;
  text: string;
  attachments?: OutboxAttachment[];
};

export type Sms = { customerId: number; accountId: number; to: string; sender: string; text: string };

/** The part of a nodemailer transport the e-mail gateway uses (tests give a fake one). */
export type MailTransport = { sendMail: (mail: SendMailOptions) => Promise<unknown> };

/** E-mail through SMTP: the message's idempotency key is its Message-ID, the same on every attempt. */
export function smtpGateway(transport: MailTransport, from: string): Gateway {
  return {
    async send(m: OutgoingMessage) {
      await transport.sendMail({
        from: m.sender ?? from,
        to: m.recipient,
        subject: m.subject ?? '',
        text: m.body,
        messageId: `<${m.idempotencyKey}@connect.outbox>`,
        attachments: m.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, 'base64'),
        })),
      });
    },
  };
}

/**
 * E-mail and SMS leave through here. `sendEmail` and `sendSms` only write the message to the outbox, in the
 * caller's transaction: it exists when that commits, and not when it rolls back. The sender job
 * (`deliverDue`, every minute) then hands due messages to their channel's gateway after the commit, each once,
 * with retries and every attempt recorded (`delivery.ts`). E-mail has its gateway when SMTP is configured, SMS when
 * SMPP is (`smpp-gateway.ts`, whose delivery receipts set the message's status once `listen` has the database);
 * without one, a channel's messages stay in the outbox for the portal to show.
 */
export function createMessaging(opts: {
  smtpUrl?: string;
  from: string;
  clock: Clock;
  /** Instead of an SMTP transport from `smtpUrl` (tests). */
  transport?: MailTransport;
  smpp?: SmppSettings;
}) {
  const transport = opts.transport ?? (opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null);
  let receipts: Executor | null = null;
  /**
   * Before `listen` there is nowhere to record a receipt, and a receipt can overtake the recording of its submit's
   * ids for a moment: it is looked for a few times, then the SMS centre is asked to send it again later.
   */
  const onReceipt = async (r: Receipt) => {
    for (let attempt = 0; attempt < RECEIPT_TRIES; attempt++) {
      if (receipts && (await recordReceipt(receipts, opts.clock, r))) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no outbox message has the SMS centre's id ${r.smscMessageId}`);
  };
  const sms = opts.smpp ? createSmppGateway(opts.smpp, onReceipt) : null;
  const gateways: Partial<Record<MessageChannel, Gateway>> = {
    ...(transport ? { email: smtpGateway(transport, opts.from) } : {}),
    ...(sms ? { sms } : {}),
  };

  /** Writes the message; a channel with a gateway makes it due at once, for the sender job. */
  async function enqueue(
    db: Executor,
    message: Omit<typeof outboxMessages.$inferInsert, 'createdAt' | 'nextAttemptAt'>,
  ): Promise<number> {
    const now = opts.clock.now();
    const [row] = await db
      .insert(outboxMessages)
      .values({ ...message, createdAt: now, nextAttemptAt: gateways[message.channel] ? now : null })
      .returning({ id: outboxMessages.id });
    if (!row) throw new Error('outbox insert returned no row');
    return row.id;
  }

  return {
    sendEmail: (db: Executor, mail: Email): Promise<number> =>
      enqueue(db, {
        channel: 'email',
        customerId: mail.customerId,
        accountId: mail.accountId,
        recipient: mail.to,
        sender: opts.from,
        subject: mail.subject,
        body: mail.text,
        attachments: mail.attachments ?? [],
      }),

    sendSms: (db: Executor, sms: Sms): Promise<number> =>
      enqueue(db, {
        channel: 'sms',
        customerId: sms.customerId,
        accountId: sms.accountId,
        recipient: sms.to,
        sender: sms.sender,
        body: sms.text,
      }),

    /** The sender job's work: sends the due messages (never inside a caller's transaction). */
    deliverDue: (db: Executor, limit?: number) => deliverDueMessages(db, opts.clock, gateways, limit),

    /** Where SMS go, for the start log: one line. */
    smsRoute: opts.smpp
      ? `SMS go over SMPP to ${smppTarget(opts.smpp.url)}, sender ${opts.smpp.sender}, at most ${opts.smpp.rate} a second`
      : 'SMS stay in the outbox: no SMPP_URL is set',

    /**
     * Records delivery receipts on `db` from now on, and binds to the SMS centre at once so receipts of earlier
     * messages arrive without waiting for the next send. A bind that fails is tried again by the next send.
     */
    listen: async (db: Executor): Promise<void> => {
      receipts = db;
      await sms?.connect().catch(() => undefined);
    },

    /** Unbinds from the SMS centre (shutdown). */
    close: async (): Promise<void> => {
      await sms?.close();
    },
  };
}

export type Messaging = ReturnType<typeof createMessaging>;
