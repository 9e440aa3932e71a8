import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers, people } from './tenancy.ts';

/**
 * A portal session: what a bearer token points at. Revoking it (logout) makes every token of it fail.
 * An impersonation session names the provider person acting and the original session to return to.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    catalogId: integer()
      .notNull()
      .references(() => people.catalogId),
    actingCatalogId: integer().references(() => people.catalogId),
    impersonatedCustomerId: integer().references(() => customers.id),
    originalSessionId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('sessions_catalog_idx').on(t.catalogId)],
);

/** State of a login that went to the identity provider and has not come back yet. */
export const loginRequests = pgTable('login_requests', {
  state: text().primaryKey(),
  codeVerifier: text().notNull(),
  nonce: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    action: text().notNull(),
    actorCatalogId: integer().references(() => people.catalogId),
    subjectCustomerId: integer(),
    subjectCatalogId: integer(),
    details: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_actor_idx').on(t.actorCatalogId, t.at)],
);
