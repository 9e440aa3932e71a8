import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the built-in identity provider (oidc-provider) keeps between requests: interactions, its login sessions,
 * grants and authorization codes. In the database rather than in memory so a restart does not break a login
 * under way. One row per model and id; `grant_id` and `uid` are the lookups oidc-provider's adapter needs.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text().notNull(),
    id: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    grantId: text(),
    userCode: text(),
    uid: text(),
    expiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);
