import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { outboxMessages } from './messages.ts';
import { subscriptions } from './tenancy.ts';

/**
 * The link in an SMS report: one per subscription and month, so every SMS about that month (welcome or report)
 * opens the same page. The token is random; the page also checks it against the logged-in person.
 * `reportSmsSentAt` records the month's report SMS, so a rerun of the job or a second server process never
 * sends it twice.
 */
export const usageReportLinks = pgTable(
  'usage_report_links',
  {
    token: text().primaryKey(),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id),
    /** First day of the reported month. */
    period: date().notNull(),
    reportSmsOutboxId: integer().references(() => outboxMessages.id),
    reportSmsSentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('usage_report_links_subscription_period_idx').on(t.subscriptionId, t.period),
    index('usage_report_links_period_idx').on(t.period),
  ],
);
