import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers, people } from './tenancy.ts';

/**
 * The operator's own ids of what it provisioned (docs/INTEGRATION.md): one row per record, keyed by kind and the
 * customer it belongs to, so the same batch sent twice finds every record again. A customer's row names itself
 * as its customer; its id is unique on its own (the operator's customer numbers are one list).
 */
export const provisionedIds = pgTable(
  'provisioned_ids',
  {
    kind: text().$type<'customer' | 'account' | 'billingGroup' | 'person' | 'subscription'>().notNull(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    externalId: text().notNull(),
    internalId: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.customerId, t.externalId] }),
    uniqueIndex('provisioned_ids_internal_idx').on(t.kind, t.internalId),
    uniqueIndex('provisioned_ids_customer_idx').on(t.externalId).where(sql`kind = 'customer'`),
  ],
);

/**
 * A link to set one's password at the built-in identity provider (the first administrator's invitation): only
 * the token's SHA-256 is stored; it works once and until it expires.
 */
export const passwordSetTokens = pgTable(
  'password_set_tokens',
  {
    tokenHash: text().primaryKey(),
    catalogId: integer()
      .notNull()
      .references(() => people.catalogId, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_set_tokens_person_idx').on(t.catalogId)],
);
