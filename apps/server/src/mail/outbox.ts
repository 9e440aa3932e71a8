import type { MessageChannel } from '@connect/shared';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Clock } from '../clock.ts';
import type { Executor } from '../db/client.ts';
import { type OutboxAttachment, outboxMessages } from '../db/schema/index.ts';
import { deliverDueMessages, type Gateway, type OutgoingMessage } from './delivery.ts';

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
 * with retries and every attempt recorded (`delivery.ts`). E-mail has its gateway when SMTP is configured; SMS has
 * none in this product yet, so SMS (and e-mail without SMTP) stay in the outbox for the portal to show.
 */
export function createMessaging(opts: {
  smtpUrl?: string;
  from: string;
  clock: Clock;
  /** Instead of an SMTP transport from `smtpUrl` (tests). */
  transport?: MailTransport;
}) {
  const transport = opts.transport ?? (opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null);
  const gateways: Partial<Record<MessageChannel, Gateway>> = transport
    ? { email: smtpGateway(transport, opts.from) }
    : {};

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
  };
}

export type Messaging = ReturnType<typeof createMessaging>;
