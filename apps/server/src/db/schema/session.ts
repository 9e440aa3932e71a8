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

/**
 * What provider staff did while acting for a customer: every start (with its reason), end and change of an
 * impersonation session. `sessionId` is the impersonation session the entry belongs to, so a visit and its
 * changes are one lookup; the customer's own admins read their company's entries (impersonationLog).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    action: text().notNull(),
    actorCatalogId: integer().references(() => people.catalogId),
    subjectCustomerId: integer(),
    subjectCatalogId: integer(),
    sessionId: text(),
    details: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_actor_idx').on(t.actorCatalogId, t.at),
    index('audit_log_customer_idx').on(t.subjectCustomerId, t.at),
    index('audit_log_session_idx').on(t.sessionId),
  ],
);

/**
 * The requests counted by the rate limits (`@fastify/rate-limit` with http/rate-limit-store.ts), one row per route
 * and caller key with its window's end: in the database, so several server processes share one count and the
 * documented limit holds whatever the number of processes. Rows past their window are deleted as the store goes.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    windowEndsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_window_idx').on(t.windowEndsAt)],
);
