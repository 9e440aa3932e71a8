import type { BillingPeriod, DeductStatus, ReportMode, SmsPaymentMode } from '@connect/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, customers, people, subscriptions } from './tenancy.ts';

/**
 * Cost control. Money is integer øre excl. VAT; periods are the first day of a calendar month (Europe/Oslo).
 * See ../../../../../shared/docs/domain.md "Cost control" for the rules these tables carry.
 */

/** The fixed catalogue of cost categories per product (subscription fee, calls, SMS/MMS, data, roaming, content, other). */
export const paymentCategoryGroups = pgTable('payment_category_groups', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  key: text().notNull().unique(),
  product: text().notNull().default('mobile'),
  description: text().notNull(),
  groupable: boolean().notNull(),
  reportable: boolean().notNull(),
  sortOrder: integer().notNull(),
});

/** Billing's finer categories inside a group (e.g. "Samtaler innland" under calls). */
export const paymentCategories = pgTable(
  'payment_categories',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    categoryGroupId: integer()
      .notNull()
      .references(() => paymentCategoryGroups.id),
    name: text().notNull(),
  },
  (t) => [uniqueIndex('payment_categories_name_idx').on(t.categoryGroupId, t.name)],
);

export const paymentProfiles = pgTable(
  'payment_profiles',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    description: text().notNull(),
    isDefault: boolean().notNull().default(false),
    billingPeriod: text().$type<BillingPeriod>().notNull().default('monthly'),
    smsPaymentMode: text().$type<SmsPaymentMode>().notNull().default('deduct'),
    defaultReportMode: text().$type<ReportMode>().notNull().default('private'),
    mandatoryCommentInReport: boolean().notNull().default(false),
    sendSmsReport: boolean().notNull().default(false),
    smsReportText: text().notNull().default(''),
    smsSender: text(),
    sendWelcomeSms: boolean().notNull().default(false),
    /** Issue 33 §3: an SMS to the member when a limited group reaches `limitAlertPercent` of its limit, and when passed. */
    sendLimitAlerts: boolean().notNull().default(false),
    limitAlertPercent: integer().notNull().default(80),
    dueDateDay: integer().notNull().default(15),
    reportGenericTraffic: boolean().notNull().default(false),
    automaticApproval: boolean().notNull().default(false),
    /** Members' subscriptions may be used privately: each member has the EK benefit for every month they have one. */
    ekBenefit: boolean().notNull().default(false),
    /** Optimistic concurrency: every save names the version it edited and bumps it. */
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_profiles_account_idx').on(t.accountId),
    // At most one default per account; the service keeps it at exactly one.
    uniqueIndex('payment_profiles_one_default_idx').on(t.accountId).where(sql`${t.isDefault}`),
  ],
);

/** A named group of groupable category groups sharing one rule and one limit. */
export const paymentProfileGroups = pgTable(
  'payment_profile_groups',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    profileId: integer()
      .notNull()
      .references(() => paymentProfiles.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    covers: boolean().notNull().default(true),
    limited: boolean().notNull().default(false),
    limitOre: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [index('payment_profile_groups_profile_idx').on(t.profileId)],
);

/** A profile's rule for one category group; when groupId is set the group's rule and limit apply instead. */
export const paymentProfileRules = pgTable(
  'payment_profile_rules',
  {
    profileId: integer()
      .notNull()
      .references(() => paymentProfiles.id, { onDelete: 'cascade' }),
    categoryGroupId: integer()
      .notNull()
      .references(() => paymentCategoryGroups.id),
    groupId: integer().references(() => paymentProfileGroups.id, { onDelete: 'set null' }),
    covers: boolean().notNull().default(true),
    limited: boolean().notNull().default(false),
    limitOre: bigint({ mode: 'number' }).notNull().default(0),
    report: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.categoryGroupId] })],
);

/** Exceptions: usage whose description starts with descriptionMatch is exempt from deduction. */
export const deductFilters = pgTable(
  'deduct_filters',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    profileId: integer()
      .notNull()
      .references(() => paymentProfiles.id, { onDelete: 'cascade' }),
    categoryGroupId: integer()
      .notNull()
      .references(() => paymentCategoryGroups.id),
    descriptionMatch: text().notNull(),
  },
  (t) => [index('deduct_filters_profile_idx').on(t.profileId)],
);

/**
 * Usage lines from billing, one per subscription, day, category and description; lineId makes ingest idempotent.
 * No foreign keys: a day brings a million lines, and three per-row key checks took more time than the insert
 * itself; the ingest finds every line's subscription and category in those tables (one join on the staged batch),
 * and neither subscriptions nor categories are ever deleted.
 */
export const usageLines = pgTable(
  'usage_lines',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    lineId: text().notNull(),
    subscriptionId: integer().notNull(),
    usageDate: date().notNull(),
    categoryId: integer().notNull(),
    categoryGroupId: integer().notNull(),
    description: text().notNull(),
    amountOre: bigint({ mode: 'number' }).notNull(),
    dataBytes: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * The month (first day) the line is booked in when that is not its own: a line that arrives for a closed month
     * goes into the month that was current when it arrived, keeping its usage date. Null: its own month.
     */
    bookedPeriod: date(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('usage_lines_line_id_idx').on(t.lineId),
    index('usage_lines_subscription_date_idx').on(t.subscriptionId, t.usageDate),
    // The few lines booked in a later month than their date, for reports by month.
    index('usage_lines_booked_period_idx').on(t.bookedPeriod).where(sql`booked_period is not null`),
  ],
);

/**
 * Monthly roll-up per subscription and category group, kept exact in the same transaction as the lines. No foreign
 * keys, as usage_lines: it is written only from stored lines (addToRollups), whose subscription and category the
 * ingest found, and neither subscriptions nor category groups are ever deleted; the key checks were half the time
 * of the roll-ups' insert.
 */
export const usageMonthly = pgTable(
  'usage_monthly',
  {
    subscriptionId: integer().notNull(),
    period: date().notNull(),
    categoryGroupId: integer().notNull(),
    amountOre: bigint({ mode: 'number' }).notNull().default(0),
    dataBytes: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.period, t.categoryGroupId] }),
    index('usage_monthly_period_idx').on(t.period),
  ],
);

/**
 * A payment profile's rules as the cost engine read them for a month (settings, rules, groups, deduct filters), kept
 * once per distinct content (`digest`): a month keeps the rules it had at its end while it is open.
 */
export const costRuleSnapshots = pgTable('cost_rule_snapshots', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  digest: text().notNull().unique(),
  rules: jsonb().notNull(),
});

/**
 * What the cost engine computed for one subscription and month under its profile: the lists read and sort on these.
 * Recomputed whenever usage, the profile, its rules, filters, reports or approvals change, until the month closes
 * (`closedAt`, set by the due-day job once the due day has passed): a closed month's figures never change again.
 * No foreign keys: the engine writes months of subscriptions it read and snapshots it wrote, and neither
 * subscriptions nor rule snapshots are ever deleted; the two per-row checks were a sixth of a batch's upsert.
 */
export const subscriptionMonthCosts = pgTable(
  'subscription_month_costs',
  {
    subscriptionId: integer().notNull(),
    period: date().notNull(),
    totalOre: bigint({ mode: 'number' }).notNull().default(0),
    workOre: bigint({ mode: 'number' }).notNull().default(0),
    privateOre: bigint({ mode: 'number' }).notNull().default(0),
    coveredOre: bigint({ mode: 'number' }).notNull().default(0),
    deductedOre: bigint({ mode: 'number' }).notNull().default(0),
    contentDeductedOre: bigint({ mode: 'number' }).notNull().default(0),
    /** Covered content services above the yearly threshold (flagged in payroll files; deducted when smsPaymentMode is deduct). */
    contentOverThresholdOre: bigint({ mode: 'number' }).notNull().default(0),
    /** The part of contentOverThresholdOre that is a taxable benefit (smsPaymentMode tax), not a deduction. */
    contentBenefitOre: bigint({ mode: 'number' }).notNull().default(0),
    /** The person's EK benefit of the month, on their first counting subscription (0 on the others). */
    ekBenefitOre: bigint({ mode: 'number' }).notNull().default(0),
    /** Content services still waiting for approval: counted as covered until decided. */
    contentPendingOre: bigint({ mode: 'number' }).notNull().default(0),
    /** Data used in the month, for the data columns of the list. */
    dataBytes: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * Sums of the twelve months ending with this one, and the deducted amount of this year up to this month: the
     * users list's default period ("last year") reads one row per subscription instead of summing twelve.
     * recomputeCosts keeps them.
     */
    rollingTotalOre: bigint({ mode: 'number' }).notNull().default(0),
    rollingWorkOre: bigint({ mode: 'number' }).notNull().default(0),
    rollingPrivateOre: bigint({ mode: 'number' }).notNull().default(0),
    rollingDeductedOre: bigint({ mode: 'number' }).notNull().default(0),
    rollingDataBytes: bigint({ mode: 'number' }).notNull().default(0),
    ytdDeductedOre: bigint({ mode: 'number' }).notNull().default(0),
    computedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The rules the month was computed with: an open past month keeps them when the profile changes later. */
    ruleSnapshotId: integer(),
    /** The subscription's own payment profile in that month (null: none, it followed a default profile). */
    paymentProfileId: integer(),
    /** When the month closed for this subscription; null while open. */
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.period] }),
    index('subscription_month_costs_period_idx').on(t.period, t.subscriptionId),
    // Covers the list's default period: one index-only range per month, hash-joined to the subscriptions in scope.
    index('subscription_month_costs_rolling_idx').on(
      t.period,
      t.subscriptionId,
      t.rollingTotalOre,
      t.rollingWorkOre,
      t.rollingPrivateOre,
      t.rollingDeductedOre,
      t.rollingDataBytes,
      t.ytdDeductedOre,
      t.deductedOre,
    ),
  ],
);

/** The employee's work/private report of one reportable usage description in a month. */
export const usageReports = pgTable(
  'usage_reports',
  {
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id),
    period: date().notNull(),
    categoryGroupId: integer()
      .notNull()
      .references(() => paymentCategoryGroups.id),
    description: text().notNull(),
    usageType: text().$type<ReportMode>().notNull(),
    comment: text(),
    reportedBy: integer().references(() => people.catalogId),
    reportedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.period, t.categoryGroupId, t.description] })],
);

/** Single content-service charges (parking, tickets, premium SMS…) awaiting or past approval. */
export const contentServices = pgTable(
  'content_services',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id),
    usageLineId: bigint({ mode: 'number' }).references(() => usageLines.id),
    description: text().notNull(),
    amountOre: bigint({ mode: 'number' }).notNull(),
    chargeDate: date().notNull(),
    deductStatus: text().$type<DeductStatus>().notNull().default('work'),
    decidedBy: integer().references(() => people.catalogId),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_services_subscription_idx').on(t.subscriptionId, t.chargeDate),
    index('content_services_date_idx').on(t.chargeDate),
  ],
);

/** A month's generic traffic split into work and private by the employee's report, approved or rejected. */
export const aggregateSplits = pgTable(
  'aggregate_splits',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id),
    period: date().notNull(),
    description: text().notNull(),
    amountOre: bigint({ mode: 'number' }).notNull(),
    deductStatus: text().$type<DeductStatus>().notNull().default('work'),
    decidedBy: integer().references(() => people.catalogId),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('aggregate_splits_subscription_idx').on(t.subscriptionId, t.period)],
);

/** Comments on a content service or aggregate split (the employee's reason, the admin's note). */
export const deductionComments = pgTable(
  'deduction_comments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    contentServiceId: integer().references(() => contentServices.id, { onDelete: 'cascade' }),
    aggregateSplitId: integer().references(() => aggregateSplits.id, { onDelete: 'cascade' }),
    catalogId: integer().references(() => people.catalogId),
    comment: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('deduction_comments_cs_idx').on(t.contentServiceId),
    index('deduction_comments_as_idx').on(t.aggregateSplitId),
  ],
);

/** SMS sender names a profile can send from; customerId null means available to every customer. */
export const smsSenders = pgTable('sms_senders', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  customerId: integer().references(() => customers.id),
  sender: text().notNull(),
});

export const accountCustomFields = pgTable(
  'account_custom_fields',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    name: text().notNull(),
    fieldType: integer().notNull().default(1),
    defaultValue: text().notNull().default(''),
    /** Optimistic concurrency for the Account fields drawer: an update naming an older version is refused. */
    version: integer().notNull().default(1),
  },
  (t) => [index('account_custom_fields_account_idx').on(t.accountId)],
);

export const userCustomFieldValues = pgTable(
  'user_custom_field_values',
  {
    accountCustomFieldId: integer()
      .notNull()
      .references(() => accountCustomFields.id, { onDelete: 'cascade' }),
    catalogId: integer()
      .notNull()
      .references(() => people.catalogId, { onDelete: 'cascade' }),
    value: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountCustomFieldId, t.catalogId] })],
);

/**
 * Issue 33 §3: the limit alerts sent, one row per subscription, month, limited rule unit (`unit`: `group:<id>` for a
 * named group, `category:<id>` for a single category group's rule) and step (`share`: the profile's share reached,
 * `passed`: the limit passed). The row is claimed in the transaction that writes the SMS to the outbox, so a rerun,
 * a restart or a second process never sends the same step twice.
 */
export const limitAlerts = pgTable(
  'limit_alerts',
  {
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id),
    period: date().notNull(),
    unit: text().notNull(),
    step: text().$type<'share' | 'passed'>().notNull(),
    outboxId: integer(),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.period, t.unit, t.step] })],
);
