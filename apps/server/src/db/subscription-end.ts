import { type SQL, sql } from 'drizzle-orm';

/**
 * When a subscription ended (issue 30, `docs/INTEGRATION.md` "What ending means"): its own `ended_on`, or the
 * earliest `ended_on` of its account and the accounts above it, whichever comes first; null while neither has
 * ended. The end date is the subscription's last day: it is active on it, and its month is its last month.
 * `s` is the alias of a `subscriptions` row.
 */
export function subscriptionEndedOn(s: SQL): SQL {
  return sql`least(${s}.ended_on, (select min(ea.ended_on) from account_tree et
    join accounts ea on ea.id = et.ancestor_id where et.descendant_id = ${s}.account_id))`;
}

/** The subscription had not ended before `day` (a date): it was active on that day or later. */
export function activeOnOrAfter(s: SQL, day: SQL): SQL {
  return sql`coalesce(${subscriptionEndedOn(s)} >= ${day}, true)`;
}
