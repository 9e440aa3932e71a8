import { type SQL, sql } from 'drizzle-orm';

/**
 * The subscriptions list's page ids read in order from an index and stopped after the page (issue 31), for the
 * sorts an index can give: the phone number and the data included (the subscription's own columns, read account
 * by account from `(account_id, …)` indexes and merged), the name (the person's name as the subscription keeps it,
 * read the same way from `subscriptions_account_name_idx`, then the subscriptions without a person, from
 * `subscriptions_without_person_idx`), and the profile and the department (the customer's profiles or departments
 * by name, each with its subscriptions by id, then those without one: see groupedPage). Each gives `id` in the
 * list's order (subscriptions.repository.ts, orderBy) with the keys it was merged on; `accounts` is the list's
 * scope (the caller's visible accounts of the chosen tree) and `filters` the rest of its filter over `s`
 * (subscriptions) and `p` (people). A page at offset n reads n + limit entries of each account's index.
 */
export type Walk = {
  accounts: SQL;
  accountId: number;
  filters: SQL;
  /** The same filter over a list figures row `lf`, when it is on the subscription's own columns (no search). */
  figuresFilters?: SQL;
  limit: number;
  offset: number;
};

/** The sorts a walk answers, with the walk of each direction. */
export const WALKED_SORTS = ['PhoneNumber', 'DataSize', 'FirstName', 'ProfileName', 'Department'] as const;
export type WalkedSort = (typeof WALKED_SORTS)[number];

export function isWalked(key: string): key is WalkedSort {
  return (WALKED_SORTS as readonly string[]).includes(key);
}

/**
 * The column and its order in the account's index: the phone number is unique (its backward scan gives the
 * descending order whole); the data included ties, broken by the id ascending in both directions.
 */
function ownColumn(key: 'PhoneNumber' | 'DataSize', desc: boolean): { column: SQL; order: SQL } {
  if (key === 'PhoneNumber')
    return { column: sql`s.phone_number`, order: desc ? sql`s.phone_number desc` : sql`s.phone_number asc` };
  return {
    column: sql`s.data_included_bytes`,
    order: desc
      ? sql`s.data_included_bytes desc nulls last, s.id asc`
      : sql`s.data_included_bytes asc, s.id asc`,
  };
}

/**
 * The groups a profile or department sort walks: the customer's profiles or departments as `(id, key)`, the key
 * being the list's sort key, and the subscriptions' column that names the group (`person_department_id` is the
 * person's department, kept by triggers: migration 0053).
 */
function groupsOf(key: 'ProfileName' | 'Department', accountId: number): { groups: SQL; column: SQL } {
  const customer = sql`(select a.customer_id from accounts a where a.id = ${accountId})`;
  if (key === 'ProfileName')
    return {
      groups: sql`select pp.id, lower(pp.description) as key from payment_profiles pp
        join accounts pa on pa.id = pp.account_id where pa.customer_id = ${customer}`,
      column: sql`s.payment_profile_id`,
    };
  return {
    groups: sql`select d.id, lower(d.name) as key from departments d where d.customer_id = ${customer}`,
    column: sql`s.person_department_id`,
  };
}

/**
 * The profile or department sort: the customer's groups by their key (a few dozen, sorted), each with its
 * subscriptions of each account in scope by id from `(group column, account_id, id)`; an incremental sort of one
 * key's rows merges the accounts and the groups whose names tie but for case in id order. Then the subscriptions
 * without a group (their key is null: last both ways), each account's in id order from a partial index, merged. The
 * filters are applied on the way: a page at offset n reads about n + limit rows of each account's index. The
 * limits are subqueries, which the planner does not read: given n + limit, for a deep page it costs the walk by the
 * group column's weak correlation with the table's order, and reads the whole group by a bitmap scan and sorts it
 * instead (at offset 10 000 on the bench world 600 ms against the walk's 130 ms, docs/USERS-SCREEN.md).
 */
function groupedPage(key: 'ProfileName' | 'Department', desc: boolean, w: Walk): SQL {
  const first = w.offset + w.limit;
  const dir = sql.raw(desc ? 'desc' : 'asc');
  const { groups, column } = groupsOf(key, w.accountId);
  // One account's subscriptions of a group (or of none) by id, filtered, up to the page's end.
  const byId = (group: SQL) => sql`cross join lateral (select s.id from subscriptions s
      left join people p on p.catalog_id = s.catalog_id
      where ${group} and s.account_id = acc.id and ${w.filters} order by s.id limit (select ${first}::int)) k`;
  const grouped = sql`select k.id, 0 as without_group, g.key from (${groups} order by key ${dir}) g
    cross join ${w.accounts} acc(id) ${byId(sql`${column} = g.id`)}
    order by g.key ${dir}, k.id asc limit ${first}`;
  const without = sql`select k.id, 1, null from ${w.accounts} acc(id) ${byId(sql`${column} is null`)}`;
  return sql`(select n.id from ((${grouped}) union all (${without})) n
    order by n.without_group, n.key ${dir}, n.id limit ${w.limit} offset ${w.offset})`;
}

/** The page's ids, in order, as a subquery `(select id …)`. */
export function walkedPage(key: WalkedSort, desc: boolean, w: Walk): SQL {
  if (key === 'ProfileName' || key === 'Department') return groupedPage(key, desc, w);
  const first = w.offset + w.limit;
  const dir = sql.raw(desc ? 'desc' : 'asc');
  const page = sql`limit ${w.limit} offset ${w.offset}`;
  if (key === 'FirstName') {
    // The person's name as the subscription keeps it (migration 0060), each account's from its name index in the
    // index's own order both ways (the id follows the direction); names are never null (people's columns are not).
    const named = sql`select k.id, 0 as without_person, k.first_key, k.last_key from ${w.accounts} acc(id)
      cross join lateral (select s.id, s.person_first_key as first_key, s.person_last_key as last_key
        from subscriptions s left join people p on p.catalog_id = s.catalog_id
        where s.account_id = acc.id and s.catalog_id is not null and ${w.filters}
        order by s.person_first_key ${dir}, s.person_last_key ${dir}, s.id ${dir} limit ${first}) k`;
    // Without a person: each account's in id order from a partial index.
    const unnamed = sql`select k.id, 1, null, null from ${w.accounts} acc(id)
      cross join lateral (select s.id from subscriptions s left join people p on p.catalog_id = s.catalog_id
        where s.account_id = acc.id and s.catalog_id is null and ${w.filters} order by s.id ${dir} limit ${first}) k`;
    return sql`(select n.id from ((${named}) union all (${unnamed})) n
      order by n.without_person, n.first_key ${dir}, n.last_key ${dir}, n.id ${dir} ${page})`;
  }
  const { column, order } = ownColumn(key, desc);
  return sql`(select k.id from ${w.accounts} acc(id)
    cross join lateral (select s.id, ${column} as sort_key from subscriptions s
      left join people p on p.catalog_id = s.catalog_id
      where s.account_id = acc.id and ${w.filters} order by ${order} limit ${first}) k
    order by k.sort_key ${dir}, k.id asc ${page})`;
}
