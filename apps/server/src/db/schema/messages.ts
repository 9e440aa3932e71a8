import type { MessageChannel, MessageStatus } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './tenancy.ts';

export type OutboxAttachment = { filename: string; contentType: string; contentBase64: string };

/**
 * Every e-mail and SMS the portal sends. With no gateway configured a message stays here as `outbox`,
 * so nothing is lost and the portal (and the tests) can show what would have left. `accountId` is the account the
 * message belongs to (the subscription's, the guideline's, the export's, the policy's): the outbox page shows a
 * caller only the messages of accounts they may see.
 *
 * A message is written in the transaction of what it tells about and leaves after that commits: the sender job
 * (`src/mail/delivery.ts`) takes due messages (`next_attempt_at` passed) of a channel that has a gateway, one
 * process per message, and records each attempt: `attempts`, the last `error`, the `next_attempt_at` of a retry,
 * `sent_at` (and, for SMS over SMPP, the delivery receipt: below). `idempotency_key` goes with the message (the e-mail's Message-ID), so a gateway or a mail client can
 * tell a repeat of one sending that was accepted but not recorded.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    channel: text().$type<MessageChannel>().notNull(),
    customerId: integer(),
    accountId: integer().references(() => accounts.id),
    recipient: text().notNull(),
    sender: text(),
    subject: text(),
    body: text().notNull(),
    attachments: jsonb().$type<OutboxAttachment[]>().notNull().default([]),
    status: text().$type<MessageStatus>().notNull().default('outbox'),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    idempotencyKey: text().notNull().default(sql`gen_random_uuid()::text`),
    attempts: integer().notNull().default(0),
    /** When the sender job may take it (again); null when it waits for no gateway, or is done. */
    nextAttemptAt: timestamp({ withTimezone: true }),
    /**
     * An SMS's message ids from the SMS centre, one per part (a long text goes as several), kept to match its
     * delivery receipts; `smscDeliveredIds` are the parts a receipt said were delivered: the message is
     * `delivered` when every part is (`deliveredAt`), `failed` with the receipt's reason when one part is not.
     */
    smscMessageIds: text().array().notNull().default(sql`'{}'::text[]`),
    smscDeliveredIds: text().array().notNull().default(sql`'{}'::text[]`),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outbox_idempotency_key_idx').on(t.idempotencyKey),
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.nextAttemptAt} is not null`),
    index('outbox_customer_idx').on(t.customerId, t.createdAt),
    index('outbox_account_idx').on(t.accountId, t.createdAt),
    index('outbox_smsc_message_ids_idx').using('gin', t.smscMessageIds),
  ],
);
