import { sql } from 'drizzle-orm';
import { scopedAccountIds } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import { type Executor, queryRows } from '../../../db/client.ts';

/** SQL of the billing group move (issue 33 §2, docs/USERS-SCREEN.md "Billing group move"). */

export type GroupOfMove = { id: number; name: string; useVat: boolean; endedOn: string | null };

export type SubscriptionForMove = {
  id: number;
  accountId: number;
  version: number;
  endedOn: string | null;
  group: GroupOfMove;
};

/** The subscription in the account's tree the caller may see, locked when asked; null when not (NOT_FOUND). */
export async function subscriptionForMove(
  db: Executor,
  p: Principal,
  accountId: number,
  subscriptionId: number,
  opts: { forUpdate: boolean },
): Promise<SubscriptionForMove | null> {
  const [row] = await queryRows<{
    id: number;
    accountId: number;
    version: number;
    endedOn: string | null;
    groupId: number;
    name: string;
    useVat: boolean;
    groupEndedOn: string | null;
  }>(
    db,
    sql`select s.id, s.account_id as "accountId", s.version, s.ended_on as "endedOn", g.id as "groupId", g.name,
        g.use_vat as "useVat", g.ended_on as "groupEndedOn"
      from subscriptions s join billing_groups g on g.id = s.billing_group_id
      where s.id = ${subscriptionId} and s.account_id in ${scopedAccountIds(p, accountId, true)}
      ${opts.forUpdate ? sql`for update of s` : sql``}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    accountId: row.accountId,
    version: row.version,
    endedOn: row.endedOn,
    group: { id: row.groupId, name: row.name, useVat: row.useVat, endedOn: row.groupEndedOn },
  };
}

/** A billing group of the account `accountId` (the subscription's: a subscription and its group share an account). */
export async function groupOnAccount(
  db: Executor,
  accountId: number,
  groupId: number,
): Promise<GroupOfMove | null> {
  const [row] = await queryRows<GroupOfMove>(
    db,
    sql`select id, name, use_vat as "useVat", ended_on as "endedOn" from billing_groups
      where id = ${groupId} and account_id = ${accountId}`,
  );
  return row ?? null;
}

/** The billing groups of the account a subscription may move to: those not ended, by name. */
export async function openGroupsOnAccount(db: Executor, accountId: number): Promise<GroupOfMove[]> {
  return queryRows<GroupOfMove>(
    db,
    sql`select id, name, use_vat as "useVat", ended_on as "endedOn" from billing_groups
      where account_id = ${accountId} and ended_on is null order by name, id`,
  );
}

/** The move planned for the subscription, if any: the group it goes to and from when. */
export async function plannedMoveOf(
  db: Executor,
  subscriptionId: number,
): Promise<{ toBillingGroupId: number; toBillingGroupName: string; effectiveOn: string } | null> {
  const [row] = await queryRows<{
    toBillingGroupId: number;
    toBillingGroupName: string;
    effectiveOn: string;
  }>(
    db,
    sql`select m.to_billing_group_id as "toBillingGroupId", g.name as "toBillingGroupName",
        m.effective_on::text as "effectiveOn"
      from billing_group_moves m join billing_groups g on g.id = m.to_billing_group_id
      where m.subscription_id = ${subscriptionId} and m.made_on is null`,
  );
  return row ?? null;
}

/** Plans the move (replacing one planned before) and bumps the subscription's version: a stale screen conflicts. */
export async function planMove(
  db: Executor,
  v: { subscriptionId: number; fromGroupId: number; toGroupId: number; effectiveOn: string; by: number },
): Promise<void> {
  await db.execute(
    sql`insert into billing_group_moves (subscription_id, from_billing_group_id, to_billing_group_id, effective_on,
          created_by)
        values (${v.subscriptionId}, ${v.fromGroupId}, ${v.toGroupId}, ${v.effectiveOn}, ${v.by})
        on conflict (subscription_id) where made_on is null do update set
          from_billing_group_id = excluded.from_billing_group_id, to_billing_group_id = excluded.to_billing_group_id,
          effective_on = excluded.effective_on, created_at = now(), created_by = excluded.created_by`,
  );
  await bumpVersion(db, v.subscriptionId);
}

/** Drops a planned move (choosing the current group again); answers whether there was one. */
export async function dropMove(db: Executor, subscriptionId: number): Promise<boolean> {
  const rows = await queryRows<{ ok: number }>(
    db,
    sql`delete from billing_group_moves where subscription_id = ${subscriptionId} and made_on is null
      returning 1 as ok`,
  );
  if (rows.length > 0) await bumpVersion(db, subscriptionId);
  return rows.length > 0;
}

async function bumpVersion(db: Executor, subscriptionId: number): Promise<void> {
  await db.execute(sql`update subscriptions set version = version + 1 where id = ${subscriptionId}`);
}

/**
 * Makes the moves due on `today`, each claimed with `skip locked` so two processes never make one twice: the
 * subscription gets the new group and the move is kept as made (history), but only while the subscription is still
 * in the group it was planned from; otherwise (provisioning moved it since, the operator's word stands) the move is
 * dropped. Answers how many subscriptions moved.
 */
export async function makeDueMoves(db: Executor, today: string): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with due as (
          select id, subscription_id, from_billing_group_id, to_billing_group_id from billing_group_moves
          where made_on is null and effective_on <= ${today}::date order by id for update skip locked),
        moved as (
          update subscriptions s set billing_group_id = due.to_billing_group_id, version = s.version + 1
          from due where s.id = due.subscription_id and s.billing_group_id = due.from_billing_group_id
          returning s.id),
        made as (
          update billing_group_moves m set made_on = ${today}::date from due
          where m.id = due.id and due.subscription_id in (select id from moved) returning m.id),
        dropped as (
          delete from billing_group_moves m using due
          where m.id = due.id and due.subscription_id not in (select id from moved) returning m.id)
        select id from moved`,
  );
  return rows.length;
}
