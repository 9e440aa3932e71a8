import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { outboxMessages } from './messages.ts';
import { people } from './tenancy.ts';

/**
 * Issue 33 §1: each reminder of a leaver's open devices, one per person, leaving date, step ('before' the date,
 * 'overdue' after it), recipient and channel, claimed in the transaction that writes its outbox message, so a rerun
 * or a second process never sends it twice; a changed leaving date has steps of its own
 * (docs/LEAVING.md "Reminders").
 */
export const leavingReminders = pgTable(
  'leaving_reminders',
  {
    catalogId: integer()
      .notNull()
      .references(() => people.catalogId),
    leavingDate: date().notNull(),
    step: text().$type<'before' | 'overdue'>().notNull(),
    /** The leaver themself, or an equipment administrator of a device's account. */
    recipientCatalogId: integer()
      .notNull()
      .references(() => people.catalogId),
    channel: text().$type<'email' | 'sms'>().notNull(),
    /** How many open devices the message named. */
    devices: integer().notNull(),
    outboxId: integer().references(() => outboxMessages.id),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.catalogId, t.leavingDate, t.step, t.recipientCatalogId, t.channel] }),
    index('leaving_reminders_recipient_idx').on(t.recipientCatalogId),
    check('leaving_reminders_step', sql`${t.step} in ('before', 'overdue')`),
    check('leaving_reminders_channel', sql`${t.channel} in ('email', 'sms')`),
  ],
);
