import { type SQL, sql } from 'drizzle-orm';
import { visibleAccountIds } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import { type Executor, queryRows } from '../../../db/client.ts';
import { contains } from '../../../db/sql.ts';
import { AppError } from '../../../errors.ts';

/**
 * SQL of policy members: who has which policy, their credit state per category (last purchase, the cycle a policy
 * change started) and the admins' corrections. The people are always of the policy's own customer.
 */

export const MEMBER_SORTS = [
  'Name_ASC',
  'Name_DESC',
  'Department_ASC',
  'Department_DESC',
  'LastPurchaseDate_ASC',
  'LastPurchaseDate_DESC',
  'Amount_ASC',
  'Amount_DESC',
] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

export type MemberRow = {
  catalogId: number;
  customerId: number;
  firstName: string;
  lastName: string;
  position: string | null;
  pictureHash: string | null;
  mobile: string | null;
  fixed: string | null;
  departmentName: string | null;
  companyName: string;
  hasAccess: boolean;
  policyId: number;
  memberSince: string;
  lastPurchaseDate: string | null;
  /** The credit of every active category summed, as of the given date (øre excl. VAT). */
  amount: number;
};

export type MemberCategoryRow = {
  catalogId: number;
  categoryId: number;
  lastPurchaseDate: string | null;
  cycleStart: string | null;
  cycleStartAmount: number;
};

export type CorrectionRow = { catalogId: number; categoryId: number; amount: number; correctedOn: string };

const NAME = sql`lower(pe.last_name || ' ' || pe.first_name)`;
const ORDER: Record<MemberSort, SQL> = {
  Name_ASC: sql`${NAME} asc, pe.catalog_id asc`,
  Name_DESC: sql`${NAME} desc, pe.catalog_id desc`,
  Department_ASC: sql`lower(dep.name) asc nulls last, ${NAME} asc, pe.catalog_id asc`,
  Department_DESC: sql`lower(dep.name) desc nulls last, ${NAME} desc, pe.catalog_id desc`,
  LastPurchaseDate_ASC: sql`last_purchase asc nulls first, ${NAME} asc, pe.catalog_id asc`,
  LastPurchaseDate_DESC: sql`last_purchase desc nulls last, ${NAME} desc, pe.catalog_id desc`,
  Amount_ASC: sql`amount asc, ${NAME} asc, pe.catalog_id asc`,
  Amount_DESC: sql`amount desc, ${NAME} desc, pe.catalog_id desc`,
};

/** Whole months from `f` to `t` by the engine's rule (wholeMonthsBetween): the last anniversary on or before t. */
function wholeMonths(f: SQL, t: SQL): SQL {
  const raw = sql`((extract(year from ${t}) - extract(year from ${f})) * 12
    + extract(month from ${t}) - extract(month from ${f}))::int`;
  return sql`(${raw} - case when (${f} + make_interval(months => ${raw}))::date > ${t} then 1 else 0 end)`;
}

/**
 * The credit of one member in one active category as of `asOf`, in SQL, by the same rule as computeCredit of
 * `@connect/shared/equipment` (members.int.test.ts compares the two for every demo member): the cycle starts at
 * an explicit start, else at the last purchase with 0, else at membership with full credit when the policy grants
 * it; it grows by covers × months / fullCoverage up to covers; the cycle's corrections are added.
 */
function creditSql(asOf: string): SQL {
  const start = sql`coalesce(mc.cycle_start, mc.last_purchase_date, m.member_since)`;
  const startAmount = sql`case when mc.cycle_start is not null then mc.cycle_start_amount
    when mc.last_purchase_date is not null then 0 when pol.grant_full_credit_on_start then d.covers else 0 end`;
  const months = sql`case when ${asOf}::date < ${start} then 0 else ${wholeMonths(start, sql`${asOf}::date`)} end`;
  return sql`least(d.covers, ${startAmount} + floor(d.covers * ${months} / d.full_coverage)::bigint)
    + coalesce((select sum(c.amount) from ce_credit_corrections c
        where c.catalog_id = m.catalog_id and c.category_id = d.category_id
          and c.settled_by_order_line is null
          and c.corrected_on >= ${start} and c.corrected_on <= ${asOf}::date), 0)`;
}

const MEMBER_SELECT = (
  asOf: string,
) => sql`select pe.catalog_id as "catalogId", pe.customer_id as "customerId",
    pe.first_name as "firstName", pe.last_name as "lastName", pe.position, pe.picture_hash as "pictureHash",
    pe.mobile, pe.fixed, dep.name as "departmentName", cu.name as "companyName", m.policy_id as "policyId",
    exists (select 1 from account_access aa where aa.catalog_id = pe.catalog_id) as "hasAccess",
    m.member_since::text as "memberSince", lp.last_purchase::text as "lastPurchaseDate",
    lp.last_purchase, am.amount::bigint as amount
  from ce_policy_members m
  join ce_policies pol on pol.id = m.policy_id
  join people pe on pe.catalog_id = m.catalog_id
  join customers cu on cu.id = pe.customer_id
  left join departments dep on dep.id = pe.department_id
  cross join lateral (select max(x.last_purchase_date) as last_purchase
    from ce_member_categories x where x.catalog_id = m.catalog_id) lp
  cross join lateral (select coalesce(sum(${creditSql(asOf)}), 0) as amount
    from ce_policy_category_details d
    left join ce_member_categories mc on mc.catalog_id = m.catalog_id and mc.category_id = d.category_id
    where d.policy_id = m.policy_id and d.active) am`;

/** The members of a policy the caller may see, searched by name, sorted and paged in SQL. */
export async function listMembers(
  db: Executor,
  q: { policyId: number; search: string; limit: number; offset: number; sort: MemberSort; asOf: string },
): Promise<MemberRow[]> {
  const text = q.search.trim();
  return queryRows<MemberRow>(
    db,
    sql`${MEMBER_SELECT(q.asOf)}
      where m.policy_id = ${q.policyId}
        and (${text}::text = '' or (pe.first_name || ' ' || pe.last_name) ilike ${contains(text)}
             or coalesce(dep.name, '') ilike ${contains(text)})
      order by ${ORDER[q.sort]} limit ${q.limit} offset ${q.offset}`,
  );
}

/** A person of a visible account's customer, with their policy membership if any; NOT_FOUND otherwise. */
export async function requirePersonOfAccount(
  db: Executor,
  p: Principal,
  accountId: number,
  catalogId: number,
): Promise<{ catalogId: number; policyId: number | null; memberSince: string | null }> {
  const [row] = await queryRows<{ catalogId: number; policyId: number | null; memberSince: string | null }>(
    db,
    sql`select pe.catalog_id as "catalogId", m.policy_id as "policyId", m.member_since::text as "memberSince"
        from people pe join accounts a on a.customer_id = pe.customer_id
        left join ce_policy_members m on m.catalog_id = pe.catalog_id
        where pe.catalog_id = ${catalogId} and a.id = ${accountId} and a.id in ${visibleAccountIds(p)}`,
  );
  if (!row) throw AppError.notFound('Person');
  return row;
}

export async function memberCategories(db: Executor, catalogId: number): Promise<MemberCategoryRow[]> {
  return queryRows<MemberCategoryRow>(
    db,
    sql`select catalog_id as "catalogId", category_id as "categoryId", last_purchase_date::text as "lastPurchaseDate",
          cycle_start::text as "cycleStart", cycle_start_amount as "cycleStartAmount"
        from ce_member_categories where catalog_id = ${catalogId} order by category_id`,
  );
}

/** The person's corrections that still count in their credit: not yet charged in a delivery's share. */
export async function corrections(db: Executor, catalogId: number): Promise<CorrectionRow[]> {
  return queryRows<CorrectionRow>(
    db,
    sql`select catalog_id as "catalogId", category_id as "categoryId", amount, corrected_on::text as "correctedOn"
        from ce_credit_corrections where catalog_id = ${catalogId} and settled_by_order_line is null
        order by corrected_on, id`,
  );
}

/**
 * A delivery charged the category's corrections made up to its day (domain.md: a correction counts exactly once):
 * they are marked with the order line, so the new cycle does not count them again, while one made later that same
 * day still counts in it.
 */
export async function settleCorrections(
  db: Executor,
  v: { catalogId: number; categoryId: number; upTo: string; orderLine: number },
): Promise<void> {
  await db.execute(
    sql`update ce_credit_corrections set settled_by_order_line = ${v.orderLine}
        where catalog_id = ${v.catalogId} and category_id = ${v.categoryId} and settled_by_order_line is null
          and corrected_on <= ${v.upTo}`,
  );
}

/** A return: the corrections its delivery charged count in the credit again. */
export async function unsettleCorrections(db: Executor, orderLine: number): Promise<void> {
  await db.execute(
    sql`update ce_credit_corrections set settled_by_order_line = null where settled_by_order_line = ${orderLine}`,
  );
}

/** A policy's members as its import reads them, by last name, first name and id. */
export type PolicyMemberPerson = {
  catalogId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  memberSince: string;
};

export async function policyMemberPeople(db: Executor, policyId: number): Promise<PolicyMemberPerson[]> {
  return queryRows<PolicyMemberPerson>(
    db,
    sql`select pe.catalog_id as "catalogId", pe.first_name as "firstName", pe.last_name as "lastName", pe.email,
          m.member_since::text as "memberSince"
        from ce_policy_members m join people pe on pe.catalog_id = m.catalog_id
        where m.policy_id = ${policyId} order by lower(pe.last_name), lower(pe.first_name), pe.catalog_id`,
  );
}

/** The credit state of every member of a policy. */
export async function policyMemberCategories(db: Executor, policyId: number): Promise<MemberCategoryRow[]> {
  return queryRows<MemberCategoryRow>(
    db,
    sql`select catalog_id as "catalogId", category_id as "categoryId", last_purchase_date::text as "lastPurchaseDate",
          cycle_start::text as "cycleStart", cycle_start_amount as "cycleStartAmount"
        from ce_member_categories where catalog_id in (select catalog_id from ce_policy_members where policy_id = ${policyId})`,
  );
}

/** The credit corrections of every member of a policy that still count (none a delivery charged), oldest first. */
export async function policyMemberCorrections(db: Executor, policyId: number): Promise<CorrectionRow[]> {
  return queryRows<CorrectionRow>(
    db,
    sql`select catalog_id as "catalogId", category_id as "categoryId", amount, corrected_on::text as "correctedOn"
        from ce_credit_corrections
        where settled_by_order_line is null and catalog_id in (select catalog_id from ce_policy_members where policy_id = ${policyId})
        order by corrected_on, id`,
  );
}

/** The policy a person is a member of, if any. */
export async function memberPolicyId(db: Executor, catalogId: number): Promise<number | null> {
  const [row] = await queryRows<{ policyId: number }>(
    db,
    sql`select policy_id as "policyId" from ce_policy_members where catalog_id = ${catalogId}`,
  );
  return row?.policyId ?? null;
}

export async function setMembership(
  db: Executor,
  catalogId: number,
  policyId: number | null,
  since: string,
): Promise<void> {
  if (policyId === null) {
    await db.execute(sql`delete from ce_policy_members where catalog_id = ${catalogId}`);
    return;
  }
  await db.execute(
    sql`insert into ce_policy_members (catalog_id, policy_id, member_since) values (${catalogId}, ${policyId}, ${since})
        on conflict (catalog_id) do update set policy_id = excluded.policy_id, member_since = excluded.member_since`,
  );
}

/** Starts a category's credit cycle on `start` with `amount` (a policy change). */
export async function startCycle(
  db: Executor,
  catalogId: number,
  categoryId: number,
  start: string,
  amount: number,
): Promise<void> {
  await db.execute(
    sql`insert into ce_member_categories (catalog_id, category_id, cycle_start, cycle_start_amount)
        values (${catalogId}, ${categoryId}, ${start}, ${amount})
        on conflict (catalog_id, category_id) do update set cycle_start = excluded.cycle_start,
          cycle_start_amount = excluded.cycle_start_amount`,
  );
}

/** A purchase starts a new cycle at 0 from its date: the explicit cycle is cleared. */
export async function setLastPurchaseDate(
  db: Executor,
  catalogId: number,
  categoryId: number,
  date: string | null,
): Promise<void> {
  await db.execute(
    sql`insert into ce_member_categories (catalog_id, category_id, last_purchase_date)
        values (${catalogId}, ${categoryId}, ${date})
        on conflict (catalog_id, category_id) do update set last_purchase_date = excluded.last_purchase_date,
          cycle_start = null, cycle_start_amount = 0`,
  );
}

export async function insertCorrection(
  db: Executor,
  v: {
    catalogId: number;
    categoryId: number;
    policyId: number;
    amount: number;
    on: string;
    by: number;
    reason: string;
  },
): Promise<void> {
  await db.execute(
    sql`insert into ce_credit_corrections (catalog_id, category_id, policy_id, amount, corrected_on, corrected_by, reason)
        values (${v.catalogId}, ${v.categoryId}, ${v.policyId}, ${v.amount}, ${v.on}, ${v.by}, ${v.reason})`,
  );
}

export type Membership = {
  policyId: number;
  policyName: string;
  memberSince: string;
  grantFullCreditOnStart: boolean;
};

/**
 * The person's policy membership with the policy's start rule, for callers acting for no person (the webshop).
 * `forUpdate` locks the policy row, as an import of the policy and a member's save do, before a write to the
 * member's credit state.
 */
export async function membershipOf(
  db: Executor,
  catalogId: number,
  opts: { forUpdate?: boolean } = {},
): Promise<Membership | null> {
  const [row] = await queryRows<Membership>(
    db,
    sql`select m.policy_id as "policyId", m.member_since::text as "memberSince", p.name as "policyName",
          p.grant_full_credit_on_start as "grantFullCreditOnStart"
        from ce_policy_members m join ce_policies p on p.id = m.policy_id where m.catalog_id = ${catalogId}
        ${opts.forUpdate ? sql`for update of p` : sql``}`,
  );
  return row ?? null;
}
