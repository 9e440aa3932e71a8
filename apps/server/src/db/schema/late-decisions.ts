import type { DeductStatus } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { aggregateSplits, contentServices } from './cost.ts';
import { subscriptions } from './tenancy.ts';

/**
 * A decision on a content service or an aggregate split (`kind`, that item's id) made after its month had closed
 * (domain.md "A decision made late"): the closed month keeps the status of the item's first late decision's
 * `statusBefore`; the change is booked in the open month it was made in (`bookedPeriod`), on its own date.
 */
export const lateDecisions = pgTable(
  'late_decisions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    kind: text().$type<'contentService' | 'aggregateSplit'>().notNull().default('contentService'),
    contentServiceId: integer().references(() => contentServices.id),
    aggregateSplitId: integer().references(() => aggregateSplits.id),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id),
    bookedPeriod: date().notNull(),
    decidedOn: date().notNull(),
    statusBefore: text().$type<DeductStatus>().notNull(),
    statusAfter: text().$type<DeductStatus>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('late_decisions_subscription_idx').on(t.subscriptionId, t.bookedPeriod),
    index('late_decisions_content_service_idx').on(t.contentServiceId),
    index('late_decisions_aggregate_split_idx').on(t.aggregateSplitId),
    check(
      'late_decisions_one_item',
      sql`(${t.kind} = 'contentService' and ${t.contentServiceId} is not null and ${t.aggregateSplitId} is null)
        or (${t.kind} = 'aggregateSplit' and ${t.aggregateSplitId} is not null and ${t.contentServiceId} is null)`,
    ),
  ],
);
