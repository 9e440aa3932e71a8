import { boolean, customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, people } from './tenancy.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A file a customer uploaded and the portal keeps (the guideline PDF; later repair attachments), checked by its
 * content before it is stored. Always read through the account it belongs to.
 */
export const storedFiles = pgTable('stored_files', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  accountId: integer()
    .notNull()
    .references(() => accounts.id),
  fileName: text().notNull(),
  contentType: text().notNull(),
  size: integer().notNull(),
  content: bytea().notNull(),
  uploadedBy: integer().references(() => people.catalogId),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * An account's employee guideline (002 §2 Guideline settings): the PDF, whether employees must approve it before
 * the webshop (null until the admin has chosen), and whether they get a notice by e-mail when it changes.
 */
export const ceGuidelines = pgTable('ce_guidelines', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  accountId: integer()
    .notNull()
    .unique()
    .references(() => accounts.id),
  documentId: integer().references(() => storedFiles.id),
  approvalRequired: boolean(),
  notifyEmail: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A person's answer to an account's guideline: the latest acceptance or rejection, with its time. */
export const ceGuidelineResponses = pgTable(
  'ce_guideline_responses',
  {
    catalogId: integer()
      .notNull()
      .references(() => people.catalogId),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    approvedAt: timestamp({ withTimezone: true }),
    rejectedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.catalogId, t.accountId] })],
);
