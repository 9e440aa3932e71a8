import { type SQL, sql } from 'drizzle-orm';
import { scopedAccountIds } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import { type Executor, queryRows } from '../../../db/client.ts';
import { contains, inList } from '../../../db/sql.ts';

/**
 * Equipment users (001 §3, §7 users/user): the people with a subscription, a device or a policy membership on the
 * scoped accounts, with their policy and device counts (mobile = class 1, other = the rest). Sorts in SQL.
 */
export const EQUIPMENT_USER_SORTS = [
  'Name',
  'Mobile',
  'Department',
  'Company',
  'PolicyName',
  'MobileCount',
  'OtherCount',
] as const;
export const EQUIPMENT_USER_SORT_VALUES = EQUIPMENT_USER_SORTS.flatMap(
  (s) => [`${s}_ASC`, `${s}_DESC`] as const,
);
export type EquipmentUserSort = (typeof EQUIPMENT_USER_SORT_VALUES)[number];

const KEY: Record<(typeof EQUIPMENT_USER_SORTS)[number], SQL> = {
  Name: sql`lower(pe.last_name || ' ' || pe.first_name)`,
  Mobile: sql`pe.mobile`,
  Department: sql`lower(dep.name)`,
  Company: sql`lower(c.name)`,
  PolicyName: sql`lower(po.name)`,
  MobileCount: sql`mobile_count`,
  OtherCount: sql`other_count`,
};

export type EquipmentUserListRow = {
  catalogId: number;
  policyId: number | null;
  policyName: string | null;
  mobileCount: number;
  otherCount: number;
};

export type EquipmentUserQuery = {
  accountId: number;
  includeSubAccounts: boolean;
  departmentIds: number[] | null;
  search: string;
  catalogId: number | null;
  sort: EquipmentUserSort;
  limit: number;
  offset: number;
};

/** One page of equipment users of the caller's scoped accounts, and how many there are in all. */
export async function findEquipmentUsers(
  db: Executor,
  p: Principal,
  q: EquipmentUserQuery,
): Promise<{ rows: EquipmentUserListRow[]; count: number }> {
  const accounts = scopedAccountIds(p, q.accountId, q.includeSubAccounts);
  const [field, dir] = q.sort.split('_') as [(typeof EQUIPMENT_USER_SORTS)[number], 'ASC' | 'DESC'];
  const order =
    dir === 'ASC' ? sql`asc nulls first, pe.catalog_id asc` : sql`desc nulls last, pe.catalog_id desc`;
  const like = contains(q.search);
  const rows = await queryRows<EquipmentUserListRow & { total: number }>(
    db,
    sql`with ids as (
          select catalog_id from subscriptions where account_id in ${accounts} and catalog_id is not null
          union select catalog_id from devices where account_id in ${accounts} and catalog_id is not null
          union select m.catalog_id from ce_policy_members m join ce_policies x on x.id = m.policy_id
            where x.account_id in ${accounts}),
        counted as (select ids.catalog_id,
            (select count(*) from devices d where d.catalog_id = ids.catalog_id and d.class_id = 1
              and d.account_id in ${accounts})::int as mobile_count,
            (select count(*) from devices d where d.catalog_id = ids.catalog_id and d.class_id <> 1
              and d.account_id in ${accounts})::int as other_count
          from ids)
        select pe.catalog_id as "catalogId", po.id as "policyId", po.name as "policyName", k.mobile_count as "mobileCount",
          k.other_count as "otherCount", count(*) over ()::int as total
        from counted k join people pe on pe.catalog_id = k.catalog_id
        join customers c on c.id = pe.customer_id
        left join departments dep on dep.id = pe.department_id
        left join ce_policy_members m on m.catalog_id = pe.catalog_id
        left join ce_policies po on po.id = m.policy_id
        where true
          ${q.catalogId === null ? sql`` : sql`and pe.catalog_id = ${q.catalogId}`}
          ${q.departmentIds?.length ? sql`and pe.department_id in ${inList(q.departmentIds)}` : sql``}
          ${q.search ? sql`and ((pe.first_name || ' ' || pe.last_name) ilike ${like} or replace(coalesce(pe.mobile, ''), ' ', '') ilike ${like.replace(/ /g, '')})` : sql``}
        order by ${KEY[field]} ${order}
        limit ${q.limit} offset ${q.offset}`,
  );
  return { rows: rows.map(({ total: _t, ...r }) => r), count: rows[0]?.total ?? 0 };
}
