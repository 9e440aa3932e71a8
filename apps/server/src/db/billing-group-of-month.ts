import { type SQL, sql } from 'drizzle-orm';

/**
 * A subscription's billing group in a past month (issue 33 §2, docs/USERS-SCREEN.md "Billing group move"): a move made
 * from the portal (`billing_group_moves`, made on the first of a month) leaves the months before it in the old group.
 */

/**
 * The subscriptions moved since the month starting `monthStart` (an SQL date), each with the group it had in that
 * month (the first made move's `from` after it): join it on the subscription and take
 * `coalesce(from_billing_group_id, s.billing_group_id)` as the month's group.
 */
export const groupsBeforeMoves = (monthStart: SQL) => sql`(
  select distinct on (m.subscription_id) m.subscription_id, m.from_billing_group_id
  from billing_group_moves m where m.made_on is not null and m.effective_on > ${monthStart}
  order by m.subscription_id, m.effective_on)`;
