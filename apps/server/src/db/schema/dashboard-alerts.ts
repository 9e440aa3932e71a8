import type { Language } from '@connect/shared';
import { bigint, boolean, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { outboxMessages } from './messages.ts';
import { customers, people } from './tenancy.ts';

/**
 * Issue 33 §3: what makes a case stand out on the dashboard and in the administrators' daily digest, one row per
 * customer (none: the defaults of `@connect/shared` DEFAULT_DASHBOARD_ALERT_SETTINGS).
 */
export const dashboardAlertSettings = pgTable('dashboard_alert_settings', {
  customerId: integer()
    .primaryKey()
    .references(() => customers.id),
  usualFactorPercent: integer().notNull(),
  minIncreaseOre: bigint({ mode: 'number' }).notNull(),
  unallocatedDays: integer().notNull(),
  sendDigest: boolean().notNull(),
  /** Optimistic concurrency: every save names the version it edited and bumps it (no row reads as version 0). */
  version: integer().notNull().default(1),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer().references(() => people.catalogId),
});

/** The language an administrator reads the digest in, remembered from their last settings save (else Norwegian). */
export const dashboardAlertLanguages = pgTable('dashboard_alert_languages', {
  catalogId: integer()
    .primaryKey()
    .references(() => people.catalogId),
  language: text().$type<Language>().notNull(),
});

/**
 * One digest per administrator and day (Oslo): claimed in the transaction that writes its outbox message, so a rerun
 * or a second process never sends the day's digest twice.
 */
export const dashboardAlertDigests = pgTable(
  'dashboard_alert_digests',
  {
    catalogId: integer()
      .notNull()
      .references(() => people.catalogId),
    day: date().notNull(),
    cases: integer().notNull(),
    outboxId: integer().references(() => outboxMessages.id),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.catalogId, t.day] })],
);
