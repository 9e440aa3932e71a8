import type { EquipmentDeductionSource } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, people } from './tenancy.ts';

/**
 * The equipment deductions (domain.md User deductions) as a ledger: one row per thing the employee pays for, written
 * when it happens and booked in a month (`period`) that never changes afterwards. A thing dated in a month that is
 * already closed for equipment is booked in the current month, and taking one back after its month closed writes a
 * negative row in the current month, so the user-deductions file and the payroll field "equipment deducted" of a
 * closed month stay the same whenever they are made. Money is integer øre excl. VAT.
 */
export const equipmentDeductions = pgTable(
  'equipment_deductions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    catalogId: integer()
      .notNull()
      .references(() => people.catalogId),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    /** webshop: the employee's share of a delivered order line; purchased: a device the employee bought out. */
    source: text().$type<EquipmentDeductionSource>().notNull(),
    /** The order line or the device (no foreign key: a removed device keeps what was deducted for it). */
    sourceId: integer().notNull(),
    description: text().notNull(),
    /** The item's own date (the delivery or purchase date; today for a taking back). */
    day: date().notNull(),
    /** The month it is booked in (first day). */
    period: date().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    /** A buy-out below the device's tax value: the difference incl. VAT, a taxable benefit (0 for the rest). */
    taxableBenefit: bigint({ mode: 'number' }).notNull().default(0),
    /** A negative row taking back this earlier row of a closed month. */
    reversesId: integer(),
    /**
     * The person's equipment policy when the row was booked (a reversal keeps its row's), whose deduction terms the
     * row is under (docs/DEDUCTION-CONSENT.md); null without one. No foreign key: a deleted policy keeps its rows.
     */
    policyId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('equipment_deductions_period_idx').on(t.period, t.accountId),
    index('equipment_deductions_person_idx').on(t.catalogId, t.period),
    index('equipment_deductions_source_idx').on(t.source, t.sourceId),
    check(
      'equipment_deductions_values',
      sql`${t.source} in ('webshop', 'purchased') and extract(day from ${t.period}) = 1`,
    ),
  ],
);
