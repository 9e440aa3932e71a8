import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { billingGroups, people, subscriptions } from './tenancy.ts';

/**
 * A subscription's move to another billing group of its account, made from the portal (issue 33 §2,
 * docs/USERS-SCREEN.md "Billing group move"). Planned (`madeOn` null) it takes effect on `effectiveOn`, the first
 * day of the next open month, when the job `planned-billing-group-moves` sets the subscription's group, only while
 * it is still in `fromBillingGroupId`; at most one planned move per subscription, a new one replaces it. Made, it
 * stays as history: the months before `effectiveOn` keep `fromBillingGroupId` (the reports' VAT base).
 */
export const billingGroupMoves = pgTable(
  'billing_group_moves',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id),
    fromBillingGroupId: integer()
      .notNull()
      .references(() => billingGroups.id),
    toBillingGroupId: integer()
      .notNull()
      .references(() => billingGroups.id),
    effectiveOn: date().notNull(),
    madeOn: date(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: integer().references(() => people.catalogId),
  },
  (t) => [
    uniqueIndex('billing_group_moves_planned_idx').on(t.subscriptionId).where(sql`${t.madeOn} is null`),
    index('billing_group_moves_subscription_idx').on(t.subscriptionId, t.effectiveOn),
    index('billing_group_moves_due_idx').on(t.effectiveOn).where(sql`${t.madeOn} is null`),
    check('billing_group_moves_first_day', sql`extract(day from ${t.effectiveOn}) = 1`),
  ],
);
