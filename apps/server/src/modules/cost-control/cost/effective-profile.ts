import { type SQL, sql } from 'drizzle-orm';

/**
 * The profile that applies to a subscription: its own, or else the default profile of its account or of the
 * nearest account above it. `fallback` tells the second case (the subscription is not a member).
 */
export const effectiveProfileJoin = (s: SQL) => sql`left join lateral (
    select p.id from account_tree t
    join payment_profiles p on p.account_id = t.ancestor_id and p.is_default
    where t.descendant_id = ${s}.account_id
    order by t.depth limit 1) dp on true`;
