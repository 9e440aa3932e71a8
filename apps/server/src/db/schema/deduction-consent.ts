import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { outboxMessages } from './messages.ts';
import { accounts, people } from './tenancy.ts';

/**
 * The deduction terms of a payment profile or an equipment policy (arbeidsmiljøloven § 14-15 (2) c: a salary
 * deduction needs the employee's prior written agreement; docs/DEDUCTION-CONSENT.md). Each save is a new row with
 * the next `version`; rows are never changed or deleted, so what an employee accepted stays readable and a closed
 * month's consent is found again from the times alone. `holdWithoutConsent` (payment profiles only) keeps the
 * deductions of people who have not accepted this version out of the payroll file until they do.
 */
export const deductionTerms = pgTable(
  'deduction_terms',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    /** No foreign keys to the owner: a deleted profile or policy keeps the terms its people accepted. */
    paymentProfileId: integer(),
    policyId: integer(),
    version: integer().notNull(),
    text: text().notNull(),
    holdWithoutConsent: boolean().notNull().default(false),
    createdBy: integer().references(() => people.catalogId),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('deduction_terms_one_owner', sql`(${t.paymentProfileId} is null) <> (${t.policyId} is null)`),
    uniqueIndex('deduction_terms_profile_version_idx').on(t.paymentProfileId, t.version),
    uniqueIndex('deduction_terms_policy_version_idx').on(t.policyId, t.version),
  ],
);

/** A person's acceptance of one version of the terms, with its time; kept for good (the written agreement). */
export const deductionTermAcceptances = pgTable(
  'deduction_term_acceptances',
  {
    termsId: integer()
      .notNull()
      .references(() => deductionTerms.id),
    catalogId: integer()
      .notNull()
      .references(() => people.catalogId),
    acceptedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.termsId, t.catalogId] }),
    index('deduction_term_acceptances_person_idx').on(t.catalogId, t.acceptedAt),
  ],
);

/**
 * The reminder a person got to accept one version, claimed in the transaction that writes its outbox message, so
 * a rerun or a second server process never sends it twice.
 */
export const deductionTermReminders = pgTable(
  'deduction_term_reminders',
  {
    termsId: integer()
      .notNull()
      .references(() => deductionTerms.id),
    catalogId: integer()
      .notNull()
      .references(() => people.catalogId),
    outboxId: integer().references(() => outboxMessages.id),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.termsId, t.catalogId] })],
);
