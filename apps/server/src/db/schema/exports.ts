import type {
  ExportAmountSign,
  ExportDecimalSeparator,
  ExportEncoding,
  ExportFileFormat,
  ExportQuoteStyle,
  ExportSeparator,
  ExportThousandSeparator,
  PayrollPreset,
  WageTypes,
} from '@connect/shared';
import { sql } from 'drizzle-orm';
import {
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
import { outboxMessages } from './messages.ts';
import { accounts, customers, people } from './tenancy.ts';

/**
 * File exports (payroll files): a definition per account with filters, ordered columns and format options.
 * See ../../../../../shared/docs/domain.md "File exports" and docs/EXPORTS.md of the project.
 */
export const fileExports = pgTable(
  'file_exports',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    description: text().notNull(),
    /** Accounts (each with its sub accounts) the file covers; empty means the export's account and its sub accounts. */
    filterAccountIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    filterBillingGroupIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    filterPaymentProfileId: integer(),
    fileFormat: text().$type<ExportFileFormat>().notNull().default('csv'),
    separator: text().$type<ExportSeparator>().notNull().default(';'),
    quoteStyle: text().$type<ExportQuoteStyle>().notNull().default('auto'),
    encoding: text().$type<ExportEncoding>().notNull().default('utf8'),
    /** The specification keeps line ends LF: always false. */
    useCrlf: boolean().notNull().default(false),
    useHeader: boolean().notNull().default(true),
    showAllUsers: boolean().notNull().default(false),
    useAutoSend: boolean().notNull().default(false),
    autoSendDay: integer().notNull().default(31),
    autoSendToEmail: text().notNull().default(''),
    /** When automatic sending was last switched on: months whose send day came before it are never sent. */
    autoSendSince: timestamp({ withTimezone: true }),
    amountSign: text().$type<ExportAmountSign>().notNull().default(''),
    decimalSeparator: text().$type<ExportDecimalSeparator>().notNull().default(','),
    thousandSeparator: text().$type<ExportThousandSeparator>().notNull().default(''),
    /** The payroll system the file is made for (issue 32 §1); 'free' is the free-form export of the columns above. */
    preset: text().$type<PayrollPreset>().notNull().default('free'),
    /** Amount (`PAYROLL_AMOUNTS`) → the customer's wage type number (lønnsart). */
    wageTypes: jsonb().$type<WageTypes>().notNull().default({}),
    /** Visma Lønn's payroll run (RunNo). */
    payrollRunNumber: integer(),
    /** 0: the lines go into the exported month's payroll; 1: into the next month's. */
    payrollMonthOffset: integer().notNull().default(0),
    /** Huldt & Lillevik's client number, in the file name ITxxxxTRS.HLW. */
    payrollClientNumber: text().notNull().default(''),
    lastExportAt: timestamp({ withTimezone: true }),
    /** Optimistic concurrency: every save names the version it edited and bumps it. */
    version: integer().notNull().default(1),
    createdBy: integer().references(() => people.catalogId),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('file_exports_account_idx').on(t.accountId),
    index('file_exports_auto_send_idx').on(t.useAutoSend),
  ],
);

/** The file's columns in order: a mapping field (or none, for a fixed value) and the value written when it is empty. */
export const fileExportColumns = pgTable(
  'file_export_columns',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    fileExportId: integer()
      .notNull()
      .references(() => fileExports.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** A fixed mapping field id, or 1000 + an account custom field id; null writes the default value only. */
    mapsToId: integer(),
    position: integer().notNull(),
    defaultValue: text().notNull().default(''),
  },
  (t) => [index('file_export_columns_export_idx').on(t.fileExportId, t.position)],
);

/**
 * Each automatic sending of a month's file: sent, or failed with the reason (a failed month is tried again on the
 * next run). At most one `sent` row per export and month: the job claims the month by inserting it first.
 */
export const fileExportRuns = pgTable(
  'file_export_runs',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    fileExportId: integer()
      .notNull()
      .references(() => fileExports.id, { onDelete: 'cascade' }),
    /** First day of the exported month. */
    period: date().notNull(),
    status: text().$type<'sent' | 'failed'>().notNull(),
    reason: text(),
    recipient: text().notNull(),
    outboxMessageId: integer().references(() => outboxMessages.id),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('file_export_runs_sent_idx').on(t.fileExportId, t.period).where(sql`${t.status} = 'sent'`),
    index('file_export_runs_export_idx').on(t.fileExportId, t.at),
  ],
);

/**
 * The months whose payroll file a customer has made: the first download or automatic sending of any of its file
 * exports for the month. Kept per customer, so removing an export does not unmake it; a leaver's login ends with it
 * (auth/leaving.ts).
 */
export const payrollFilesMade = pgTable(
  'payroll_files_made',
  {
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    /** First day of the month. */
    period: date().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.period] })],
);
