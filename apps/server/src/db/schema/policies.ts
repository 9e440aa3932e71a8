import type { BuyOutMode, BuyOutType } from '@connect/shared/equipment';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts, people } from './tenancy.ts';

/**
 * Equipment policies (002 §1–§5, domain.md Equipment policies): what the company gives each employee per device
 * category. Money is integer øre excl. VAT; a buy-out tier is a type and a value, the value in hundredths of a
 * percent (7 500 = 75 %) or in øre. Categories are the fixed `POLICY_CATEGORIES` of `@connect/shared/equipment`.
 */
export const cePolicies = pgTable(
  'ce_policies',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    name: text().notNull(),
    grantFullCreditOnStart: boolean().notNull().default(false),
    allowUsedDevicePurchase: boolean().notNull().default(false),
    repairActive: boolean().notNull().default(false),
    repairPartnerEmail: text(),
    /** Raised by every change of the policy or its categories; a save that names an older one conflicts. */
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ce_policies_account_idx').on(t.accountId)],
);

const tierColumns = {
  buyOutMode: text().$type<BuyOutMode>().notNull().default('standard'),
  buyOutT12Type: text('buy_out_t12_type').$type<BuyOutType>().notNull().default('percent'),
  buyOutT12: bigint('buy_out_t12', { mode: 'number' }).notNull().default(0),
  buyOut12T24Type: text('buy_out12_t24_type').$type<BuyOutType>().notNull().default('percent'),
  buyOut12T24: bigint('buy_out12_t24', { mode: 'number' }).notNull().default(0),
  buyOut24T36Type: text('buy_out24_t36_type').$type<BuyOutType>().notNull().default('percent'),
  buyOut24T36: bigint('buy_out24_t36', { mode: 'number' }).notNull().default(0),
  buyOut36PType: text('buy_out36_p_type').$type<BuyOutType>().notNull().default('percent'),
  buyOut36P: bigint('buy_out36_p', { mode: 'number' }).notNull().default(0),
};

export const cePolicyCategoryDetails = pgTable(
  'ce_policy_category_details',
  {
    policyId: integer()
      .notNull()
      .references(() => cePolicies.id, { onDelete: 'cascade' }),
    categoryId: smallint().notNull(),
    active: boolean().notNull().default(false),
    covers: bigint({ mode: 'number' }).notNull().default(0),
    timePeriod: integer().notNull().default(0),
    fullCoverage: integer().notNull().default(12),
    environmentalBonus: bigint({ mode: 'number' }).notNull().default(0),
    envBonusTimePeriod: integer().notNull().default(0),
    ...tierColumns,
  },
  (t) => [
    primaryKey({ columns: [t.policyId, t.categoryId] }),
    check(
      'ce_policy_category_bounds',
      sql`${t.categoryId} between 1 and 6 and ${t.covers} >= 0
      and ${t.environmentalBonus} >= 0 and ${t.timePeriod} between 0 and 120
      and ${t.fullCoverage} between 1 and 120 and ${t.envBonusTimePeriod} between 0 and 120`,
    ),
  ],
);

/** The account's standard buy-out values (`ceDefaultStandardBuyOutValues`); none stored means the demo defaults. */
export const ceDefaultBuyOutValues = pgTable('ce_default_buy_out_values', {
  accountId: integer()
    .primaryKey()
    .references(() => accounts.id),
  ...tierColumns,
});

/** Who has which policy: one policy per person at most; `memberSince` starts a credit with nothing bought. */
export const cePolicyMembers = pgTable(
  'ce_policy_members',
  {
    catalogId: integer()
      .primaryKey()
      .references(() => people.catalogId),
    policyId: integer()
      .notNull()
      .references(() => cePolicies.id),
    memberSince: date().notNull(),
  },
  (t) => [index('ce_policy_members_policy_idx').on(t.policyId)],
);

/**
 * A person's credit state in one category: the last purchase, and where the current credit cycle began when it
 * did not begin at a purchase (a policy change that moved the credit, or a change that started it anew).
 */
export const ceMemberCategories = pgTable(
  'ce_member_categories',
  {
    catalogId: integer()
      .notNull()
      .references(() => people.catalogId),
    categoryId: smallint().notNull(),
    lastPurchaseDate: date(),
    cycleStart: date(),
    cycleStartAmount: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.catalogId, t.categoryId] })],
);

/** An admin's signed correction of a person's credit, with who made it and why (`correctUserCredit`). */
export const ceCreditCorrections = pgTable(
  'ce_credit_corrections',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    catalogId: integer()
      .notNull()
      .references(() => people.catalogId),
    categoryId: smallint().notNull(),
    policyId: integer()
      .notNull()
      .references(() => cePolicies.id, { onDelete: 'cascade' }),
    amount: bigint({ mode: 'number' }).notNull(),
    correctedOn: date().notNull(),
    correctedBy: integer().references(() => people.catalogId),
    reason: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The delivered order line (ce_order_lines.id) whose share charged this correction, so it never counts again;
     * null while it still counts in the credit. A return sets it back to null.
     */
    settledByOrderLine: integer(),
  },
  (t) => [index('ce_credit_corrections_person_idx').on(t.catalogId, t.categoryId)],
);
