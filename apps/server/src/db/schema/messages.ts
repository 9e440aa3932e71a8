import type { MessageChannel, MessageStatus } from '@connect/shared';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './tenancy.ts';

export type OutboxAttachment = { filename: string; contentType: string; contentBase64: string };

/**
 * Every e-mail and SMS the portal sends. With no gateway configured a message stays here as `outbox`,
 * so nothing is lost and the portal (and the tests) can show what would have left. `accountId` is the account the
 * message belongs to (the subscription's, the guideline's, the export's, the policy's): the outbox page shows a
 * caller only the messages of accounts they may see.
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
  },
  (t) => [
    index('outbox_customer_idx').on(t.customerId, t.createdAt),
    index('outbox_account_idx').on(t.accountId, t.createdAt),
  ],
);
