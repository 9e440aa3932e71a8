import type { ScimConflictReason, ScimMatchKey, ScimOperation } from '@connect/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers, people } from './tenancy.ts';

/**
 * The bearer token a customer's directory (Entra ID, Google, …) calls `/scim/v2` with. Only its SHA-256 is kept;
 * the token itself is shown once, when made. A customer has at most one token in use: a new one revokes the last.
 */
export const scimTokens = pgTable(
  'scim_tokens',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    tokenHash: text().notNull(),
    /** The token's last four characters, so the administrator can tell which one the directory holds. */
    hint: text().notNull(),
    createdBy: integer().references(() => people.catalogId),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('scim_tokens_hash_idx').on(t.tokenHash),
    uniqueIndex('scim_tokens_active_idx').on(t.customerId).where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * The link between a directory's user (the SCIM id the directory keeps) and a person. `active` is the directory's
 * word: false (deactivated or deleted) refuses the person's login at once. `deletedAt`: the directory deleted the
 * user, so it answers 404 for it, while the person and what they own stay.
 */
export const scimUsers = pgTable(
  'scim_users',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    catalogId: integer()
      .notNull()
      .references(() => people.catalogId),
    userName: text().notNull(),
    externalId: text(),
    active: boolean().notNull().default(true),
    /** The person's leaving date before the directory deactivated them, given back on reactivation if still ahead. */
    leavingDateBefore: date(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('scim_users_person_idx').on(t.catalogId),
    uniqueIndex('scim_users_user_name_idx')
      .on(t.customerId, sql`lower(${t.userName})`)
      .where(sql`${t.deletedAt} is null`),
    index('scim_users_external_idx').on(t.customerId, t.externalId),
  ],
);

/** What the directory changed, for the Integrations screen: one row per call that changed a person. */
export const scimEvents = pgTable(
  'scim_events',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    operation: text().$type<ScimOperation>().notNull(),
    catalogId: integer().references(() => people.catalogId),
    userName: text().notNull(),
    fields: text().array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('scim_events_customer_idx').on(t.customerId, t.at)],
);

/**
 * A directory user the portal would not guess a person for: several people match, or the one that matches disagrees
 * (another employee number, or already linked). The directory got 409; the administrator sees it until a later
 * create of the same user name succeeds.
 */
export const scimConflicts = pgTable(
  'scim_conflicts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    userName: text().notNull(),
    externalId: text(),
    reason: text().$type<ScimConflictReason>().notNull(),
    candidates: integer().array().notNull(),
    /** What the directory sent that matched: email, mobile, employeeNumber. */
    matchedBy: text().array().$type<ScimMatchKey[]>().notNull(),
    firstAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(1),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('scim_conflicts_open_idx')
      .on(t.customerId, sql`lower(${t.userName})`)
      .where(sql`${t.resolvedAt} is null`),
  ],
);
