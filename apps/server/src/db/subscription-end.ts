import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from './client.ts';
import { intArray } from './sql.ts';

/**
 * When an account ended (issue 30, `docs/INTEGRATION.md` "What ending means"): the earliest `ended_on` of the
 * account, the accounts above it and its customer; null while none has ended. `accountId` is an account id column.
 */
export function accountEndedOn(accountId: SQL): SQL {
  return sql`least(
    (select min(ea.ended_on) from account_tree et join accounts ea on ea.id = et.ancestor_id
      where et.descendant_id = ${accountId}),
    (select ec.ended_on from accounts eca join customers ec on ec.id = eca.customer_id where eca.id = ${accountId}))`;
}

/**
 * The ends above a subscription, as `subscriptionEndedOn` reads them: its account's (above) and its billing
 * group's. A statement over many subscriptions may pass them from joins instead (an account's end worked out once
 * per account rather than once per row).
 */
export type EndsAbove = { account: SQL; billingGroup: SQL };

/**
 * When a subscription ended: the earliest of its own `ended_on`, its account's end (above) and its billing group's;
 * null while none has ended. The end date is the subscription's last day: it is active on it, and its month is its
 * last month. `s` is the alias of a `subscriptions` row.
 */
export function subscriptionEndedOn(s: SQL, ends?: EndsAbove): SQL {
  const above = ends ?? {
    account: accountEndedOn(sql`${s}.account_id`),
    billingGroup: sql`(select eg.ended_on from billing_groups eg where eg.id = ${s}.billing_group_id)`,
  };
  return sql`least(${s}.ended_on, ${above.account}, ${above.billingGroup})`;
}

/** The accounts that ended before `day`: each below an ended account, and each of an ended customer. */
const accountsEndedBefore = (day: SQL) => sql`select et.descendant_id from account_tree et
    join accounts ea on ea.id = et.ancestor_id where ea.ended_on < ${day}
  union all
  select ca.id from accounts ca join customers c on c.id = ca.customer_id where c.ended_on < ${day}`;
const billingGroupsEndedBefore = (day: SQL) =>
  sql`select eg.id from billing_groups eg where eg.ended_on < ${day}`;

/**
 * The subscription had not ended before `day` (a date): it was active on that day or later. Its own end, then its
 * account and billing group against the accounts and billing groups that ended before `day`, each list worked out
 * once for the statement: looked up for every row, as `subscriptionEndedOn` does, they took 860 of a users list
 * page's 890 ms on 32 000 subscriptions. An account ended when it, an account above it or its customer did. A
 * statement that has the ends above from its joins (`ends`) tests those instead, and one given the lists
 * (`endedBefore`) names them as values.
 */
export function activeOnOrAfter(s: SQL, day: SQL, ends?: EndsAbove | EndedBefore): SQL {
  if (ends && !('accounts' in ends)) return sql`coalesce(${subscriptionEndedOn(s, ends)} >= ${day}, true)`;
  const ended = ends
    ? { accounts: intArray(ends.accounts), billingGroups: intArray(ends.billingGroups) }
    : {
        accounts: sql`array(${accountsEndedBefore(day)})`,
        billingGroups: sql`array(${billingGroupsEndedBefore(day)})`,
      };
  return sql`(${s}.ended_on is null or ${s}.ended_on >= ${day})
    and ${s}.account_id <> all(${ended.accounts})
    and ${s}.billing_group_id <> all(${ended.billingGroups})`;
}

/** The accounts and billing groups that ended before a day (a few, usually none), for activeOnOrAfter. */
export type EndedBefore = { accounts: number[]; billingGroups: number[] };

/**
 * The accounts and billing groups that ended before `day`, read ahead of a statement that then names them as values
 * (issue 31). As subqueries the planner cannot know they are few: it took "not one of them" to leave 6 % of the
 * subscriptions and 16 % of the rest, and with 1 % of them left it sorted a 500 000-subscription customer's users
 * list by name whole (850 ms) rather than walking the name index.
 */
export async function endedBefore(db: Executor, day: SQL): Promise<EndedBefore> {
  const [row] = await queryRows<EndedBefore>(
    db,
    sql`select array(${accountsEndedBefore(day)}) as accounts,
      array(${billingGroupsEndedBefore(day)}) as "billingGroups"`,
  );
  return row!;
}
