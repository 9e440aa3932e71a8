import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { requireAccount, scopedAccountIds } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import { type Executor, queryRows } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { principalOf } from '../../graphql/context.ts';
import { BNUser } from '../customer-solutions/customer-solutions.graphql.ts';
import { type BNUserRow, findCustomerPeople } from '../customer-solutions/customer-solutions.repository.ts';
import { deviceScopes, id } from '../devices/device-scopes.ts';

/**
 * Equipment users (001 §3, §7 users/user): the people with a subscription, a device or a policy membership on the
 * scoped accounts, with their policy and device counts (mobile = class 1, other = the rest). Sorts in SQL.
 */
const SORTS = ['Name', 'Mobile', 'Department', 'Company', 'PolicyName', 'MobileCount', 'OtherCount'] as const;
const SORT_VALUES = SORTS.flatMap((s) => [`${s}_ASC`, `${s}_DESC`] as const);
type Sort = (typeof SORT_VALUES)[number];
const SortEnum = builder.enumType('EquipmentUserSort', { values: SORT_VALUES });

const KEY: Record<(typeof SORTS)[number], SQL> = {
  Name: sql`lower(pe.last_name || ' ' || pe.first_name)`,
  Mobile: sql`pe.mobile`,
  Department: sql`lower(dep.name)`,
  Company: sql`lower(c.name)`,
  PolicyName: sql`lower(po.name)`,
  MobileCount: sql`mobile_count`,
  OtherCount: sql`other_count`,
};

type Row = {
  catalogId: number;
  policyId: number | null;
  policyName: string | null;
  mobileCount: number;
  otherCount: number;
};
type EquipmentUserRow = Omit<Row, 'catalogId'> & { bnUser: BNUserRow };

async function equipmentUsers(
  db: Executor,
  p: Principal,
  q: {
    accountId: number;
    includeSubAccounts: boolean;
    departmentIds: number[] | null;
    search: string;
    catalogId: number | null;
    sort: Sort;
    limit: number;
    offset: number;
  },
): Promise<{ users: EquipmentUserRow[]; count: number }> {
  await requireAccount(db, p, q.accountId);
  const accounts = scopedAccountIds(p, q.accountId, q.includeSubAccounts);
  const [field, dir] = q.sort.split('_') as [(typeof SORTS)[number], 'ASC' | 'DESC'];
  const order =
    dir === 'ASC' ? sql`asc nulls first, pe.catalog_id asc` : sql`desc nulls last, pe.catalog_id desc`;
  const like = `%${q.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const rows = await queryRows<Row & { total: number }>(
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
          ${
            q.departmentIds?.length
              ? sql`and pe.department_id in (${sql.join(
                  q.departmentIds.map((d) => sql`${d}::int`),
                  sql`, `,
                )})`
              : sql``
          }
          ${q.search ? sql`and ((pe.first_name || ' ' || pe.last_name) ilike ${like} or replace(coalesce(pe.mobile, ''), ' ', '') ilike ${like.replace(/ /g, '')})` : sql``}
        order by ${KEY[field]} ${order}
        limit ${q.limit} offset ${q.offset}`,
  );
  const people = new Map(
    (
      await findCustomerPeople(
        db,
        rows.map((r) => r.catalogId),
      )
    ).map((b) => [b.catalogID, b]),
  );
  return {
    users: rows.map(({ catalogId, total: _t, ...r }) => ({ ...r, bnUser: people.get(catalogId)! })),
    count: rows[0]?.total ?? 0,
  };
}

const EquipmentUser = builder.objectRef<EquipmentUserRow>('EquipmentUser').implement({
  fields: (t) => ({
    bnUser: t.field({ type: BNUser, resolve: (u) => u.bnUser }),
    policyID: t.exposeInt('policyId', { nullable: true, description: "The person's equipment policy." }),
    policyName: t.exposeString('policyName', { nullable: true }),
    mobileCount: t.exposeInt('mobileCount'),
    otherCount: t.exposeInt('otherCount'),
  }),
});
const EquipmentUserList = builder
  .objectRef<{ users: EquipmentUserRow[]; count: number }>('EquipmentUserList')
  .implement({
    fields: (t) => ({
      users: t.field({ type: [EquipmentUser], resolve: (l) => l.users }),
      count: t.exposeInt('count'),
    }),
  });

builder.queryField('users', (t) =>
  t.field({
    type: EquipmentUserList,
    description:
      'The equipment users of an account (and its sub accounts), searched and sorted in SQL, a page at a time.',
    authScopes: deviceScopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      includeSubAccounts: t.arg.boolean({ required: false, defaultValue: true }),
      departmentIDs: t.arg.intList({ required: false, validate: z.array(id).max(100).nullish() }),
      searchText: t.arg.string({ required: false, validate: z.string().max(100).nullish() }),
      sortType: t.arg({ type: SortEnum, required: false, defaultValue: 'Name_ASC' }),
      limit: t.arg.int({ required: false, defaultValue: 50, validate: z.number().int().min(1).max(500) }),
      offset: t.arg.int({ required: false, defaultValue: 0, validate: z.number().int().min(0) }),
    },
    resolve: (_r, a, ctx) =>
      equipmentUsers(ctx.db, principalOf(ctx), {
        accountId: a.accountID,
        includeSubAccounts: a.includeSubAccounts ?? true,
        departmentIds: a.departmentIDs ?? null,
        search: a.searchText?.trim() ?? '',
        catalogId: null,
        sort: (a.sortType ?? 'Name_ASC') as Sort,
        limit: a.limit ?? 50,
        offset: a.offset ?? 0,
      }),
  }),
);

builder.queryField('user', (t) =>
  t.field({
    type: EquipmentUser,
    description: 'One equipment user of the account (the side panel).',
    authScopes: deviceScopes,
    args: { accountID: t.arg.int({ validate: id }), catalogId: t.arg.int({ validate: id }) },
    resolve: async (_r, a, ctx) => {
      const { users } = await equipmentUsers(ctx.db, principalOf(ctx), {
        accountId: a.accountID,
        includeSubAccounts: true,
        departmentIds: null,
        search: '',
        catalogId: a.catalogId,
        sort: 'Name_ASC',
        limit: 1,
        offset: 0,
      });
      if (!users[0]) throw AppError.notFound('Person');
      return users[0];
    },
  }),
);
