import { sql } from 'drizzle-orm';
import { scopedAccountIds, visibleAccountIds } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import { type Executor, queryRows } from '../../../db/client.ts';
import { type AccountId, type ProfileId, type SubscriptionId, scoped } from '../../../db/scoped-id.ts';
import { inList } from '../../../db/sql.ts';
import { AppError } from '../../../errors.ts';

/**
 * SQL of profile membership: which subscriptions belong to a profile. A subscription is read only through the
 * caller's scoped accounts, so another customer's subscription answers like a missing one.
 */

export type MemberRow = {
  subscriptionId: SubscriptionId;
  accountId: number;
  catalogId: number | null;
  customerId: number;
  firstName: string | null;
  lastName: string | null;
  departmentId: number | null;
  departmentName: string | null;
  picture: string | null;
  mobile: string | null;
  fixed: string | null;
  phoneNumber: string;
  paymentProfileId: number | null;
  version: number;
};

type RawMember = {
  subscription_id: number;
  account_id: number;
  catalog_id: number | null;
  customer_id: number;
  first_name: string | null;
  last_name: string | null;
  department_id: number | null;
  department_name: string | null;
  picture: string | null;
  mobile: string | null;
  fixed: string | null;
  phone_number: string;
  payment_profile_id: number | null;
  version: number;
};

function toMember(r: RawMember): MemberRow {
  return {
    subscriptionId: scoped(r.subscription_id),
    accountId: r.account_id,
    catalogId: r.catalog_id,
    customerId: r.customer_id,
    firstName: r.first_name,
    lastName: r.last_name,
    departmentId: r.department_id,
    departmentName: r.department_name,
    picture: r.picture,
    mobile: r.mobile,
    fixed: r.fixed,
    phoneNumber: r.phone_number,
    paymentProfileId: r.payment_profile_id,
    version: r.version,
  };
}

const MEMBER_COLUMNS = sql`s.id as subscription_id, s.account_id, s.catalog_id, a.customer_id, pe.first_name,
  pe.last_name, pe.department_id, d.name as department_name, pe.picture_hash as picture, pe.mobile, pe.fixed,
  s.phone_number, s.payment_profile_id, s.version`;

const MEMBER_FROM = sql`subscriptions s join accounts a on a.id = s.account_id
  left join people pe on pe.catalog_id = s.catalog_id left join departments d on d.id = pe.department_id`;

/** A profile's members by name (nameless subscriptions last), paged. */
export async function listMembers(
  db: Executor,
  p: Principal,
  accountId: number,
  profileId: number,
  limit: number,
  offset: number,
): Promise<MemberRow[]> {
  const rows = await queryRows<RawMember>(
    db,
    sql`select ${MEMBER_COLUMNS} from ${MEMBER_FROM}
        where s.payment_profile_id = ${profileId} and s.account_id in ${scopedAccountIds(p, accountId, true)}
        order by pe.first_name nulls last, pe.last_name, s.phone_number, s.id
        limit ${limit} offset ${offset}`,
  );
  return rows.map(toMember);
}

/** One subscription in the account's tree as the caller sees it; NOT_FOUND otherwise. */
export async function requireSubscriptionInTree(
  db: Executor,
  p: Principal,
  accountId: number,
  subscriptionId: number,
  opts: { forUpdate?: boolean } = {},
): Promise<MemberRow> {
  const [row] = await queryRows<RawMember>(
    db,
    sql`select ${MEMBER_COLUMNS} from ${MEMBER_FROM}
        where s.id = ${subscriptionId} and s.account_id in ${scopedAccountIds(p, accountId, true)}
        ${opts.forUpdate ? sql`for update of s` : sql``}`,
  );
  if (!row) throw AppError.notFound('Subscription');
  return toMember(row);
}

/** The subscriptions among `ids` that lie in the account's tree and the caller may see, locked for the change. */
export async function subscriptionsInTree(
  db: Executor,
  p: Principal,
  accountId: number,
  ids: number[],
): Promise<MemberRow[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<RawMember>(
    db,
    sql`select ${MEMBER_COLUMNS} from ${MEMBER_FROM}
        where s.id in ${inList(ids)} and s.account_id in ${scopedAccountIds(p, accountId, true)}
        order by s.id for update of s`,
  );
  return rows.map(toMember);
}

/** A profile the caller may see, with its account; null when it is missing or not visible. */
export async function visibleProfile(
  db: Executor,
  p: Principal,
  profileId: number,
): Promise<{ id: ProfileId; accountId: AccountId } | null> {
  const [row] = await queryRows<{ accountId: number }>(
    db,
    sql`select pp.account_id as "accountId" from payment_profiles pp
        where pp.id = ${profileId} and pp.account_id in ${visibleAccountIds(p)}`,
  );
  return row ? { id: scoped(profileId), accountId: scoped(row.accountId) } : null;
}

/** The subscriptions among `ids` whose account is not `accountId` or below it. */
export async function subscriptionsOutsideTree(
  db: Executor,
  accountId: number,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select s.id from subscriptions s where s.id in ${inList(ids)} and not exists (
          select 1 from account_tree t where t.ancestor_id = ${accountId} and t.descendant_id = s.account_id)
        order by s.id`,
  );
  return rows.map((r) => r.id);
}

export async function setMembership(
  db: Executor,
  subscriptionIds: SubscriptionId[],
  profileId: ProfileId | null,
): Promise<void> {
  if (subscriptionIds.length === 0) return;
  await db.execute(sql`update subscriptions set payment_profile_id = ${profileId}, version = version + 1
    where id in ${inList(subscriptionIds)}`);
}

export async function memberIdsOf(db: Executor, profileId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from subscriptions where payment_profile_id = ${profileId} order by id`,
  );
  return rows.map((r) => r.id);
}
