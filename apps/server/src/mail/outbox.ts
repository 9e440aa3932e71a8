import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Clock } from '../clock.ts';
import type { Executor } from '../db/client.ts';
import { type OutboxAttachment, outboxMessages } from '../db/schema/index.ts';

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

/**
 * E-mail and SMS leave through here. Every message is recorded in the outbox table; with SMTP configured the
 * e-mail is also sent and marked sent (or failed, with the reason). SMS has no gateway in this product yet, so
 * SMS stay in the outbox for the portal to show.
 */
export function createMessaging(opts: { smtpUrl?: string; from: string; clock: Clock }) {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;

  return {
    async sendEmail(db: Executor, mail: Email): Promise<number> {
      const [row] = await db
        .insert(outboxMessages)
        .values({
          channel: 'email',
          customerId: mail.customerId,
          accountId: mail.accountId,
          recipient: mail.to,
          sender: opts.from,
          subject: mail.subject,
          body: mail.text,
          attachments: mail.attachments ?? [],
          createdAt: opts.clock.now(),
        })
        .returning({ id: outboxMessages.id });
      if (!row) throw new Error('outbox insert returned no row');
      if (transport) {
        try {
          await transport.sendMail({
            from: opts.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            attachments: (mail.attachments ?? []).map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: Buffer.from(a.contentBase64, 'base64'),
            })),
          });
          await markOutbox(db, row.id, 'sent', null, opts.clock.now());
        } catch (e) {
          await markOutbox(db, row.id, 'failed', (e as Error).message, null);
          throw e;
        }
      }
      return row.id;
    },

    async sendSms(db: Executor, sms: Sms): Promise<number> {
      const [row] = await db
        .insert(outboxMessages)
        .values({
          channel: 'sms',
          customerId: sms.customerId,
          accountId: sms.accountId,
          recipient: sms.to,
          sender: sms.sender,
          body: sms.text,
          createdAt: opts.clock.now(),
        })
        .returning({ id: outboxMessages.id });
      if (!row) throw new Error('outbox insert returned no row');
      return row.id;
    },
  };
}

async function markOutbox(
  db: Executor,
  id: number,
  status: 'sent' | 'failed',
  error: string | null,
  at: Date | null,
) {
  await db.update(outboxMessages).set({ status, error, sentAt: at }).where(eq(outboxMessages.id, id));
}

export type Messaging = ReturnType<typeof createMessaging>;
