import type { OrderStatus } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, people } from './tenancy.ts';

/**
 * The webshop (002 §3 Order line, domain.md Webshop): the order lines the webshop reports back, and the demo
 * webshop's own state. Money is integer øre excl. VAT.
 */

/**
 * One order line as the webshop reported it. A delivery records what it did to the employee's credit in this
 * category (the state before it, the credit used and the employee's share), so a cancellation can take it back.
 */
export const ceOrderLines = pgTable(
  'ce_order_lines',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** The webshop's own order line id: the calls are idempotent by it. */
    lineId: text().notNull().unique(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    /** The employee the device is for. */
    catalogId: integer()
      .notNull()
      .references(() => people.catalogId),
    /** Who placed the order: the employee, or an admin shopping as them. */
    purchasedBy: integer()
      .notNull()
      .references(() => people.catalogId),
    orderNumber: text().notNull(),
    orderDate: date().notNull(),
    productName: text().notNull(),
    categoryId: smallint().notNull(),
    costPrice: bigint({ mode: 'number' }).notNull(),
    status: text().$type<OrderStatus>().notNull(),
    deliveredOn: date(),
    creditUsed: bigint({ mode: 'number' }).notNull().default(0),
    /** price − credit at delivery, never below 0: what the user deductions carry. */
    employeeShare: bigint({ mode: 'number' }).notNull().default(0),
    /** The credit state of the category before the delivery reset it (ce_member_categories), to restore on cancel. */
    previousLastPurchaseDate: date(),
    previousCycleStart: date(),
    previousCycleStartAmount: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ce_order_lines_person_idx').on(t.accountId, t.catalogId, t.orderDate),
    index('ce_order_lines_delivered_idx').on(t.accountId, t.deliveredOn),
    check(
      'ce_order_lines_values',
      sql`${t.status} in ('ordered', 'delivered', 'cancelled') and ${t.costPrice} >= 0
      and ${t.employeeShare} >= 0 and ${t.creditUsed} >= 0 and ${t.categoryId} between 1 and 6`,
    ),
  ],
);

/** The demo webshop's record of login nonces it has accepted, so a login URL works once. */
export const demoWebshopLogins = pgTable('demo_webshop_logins', {
  nonce: text().primaryKey(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/** The demo webshop's own orders (one line each), standing in for the external webshop's. */
export const demoWebshopOrders = pgTable(
  'demo_webshop_orders',
  {
    lineId: text().primaryKey(),
    accountId: integer().notNull(),
    catalogId: integer().notNull(),
    purchasedBy: integer().notNull(),
    orderNumber: text().notNull(),
    productKey: text().notNull(),
    status: text().notNull().default('ordered'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('demo_webshop_orders_person_idx').on(t.catalogId, t.createdAt)],
);
