import { type SQL, sql } from 'drizzle-orm';

/**
 * The subscriptions list's page ids read in order from an index and stopped after the page (issue 31), for the
 * sorts an index can give: the phone number and the data included (the subscription's own columns, read account
 * by account from `(account_id, …)` indexes and merged), and the name (the customer's people in the order of
 * `people_sort_name_idx`, each with their subscriptions by id, then the subscriptions without a person, from
 * `subscriptions_without_person_idx`). Each gives `id` in the list's order (subscriptions.repository.ts, orderBy)
 * with the keys it was merged on; `accounts` is the list's scope (the caller's visible accounts of the chosen tree)
 * and `filters` the rest of its filter over `s` (subscriptions) and `p` (people). A page at offset n reads n + limit
 * entries of each account's index.
 */
export type Walk = { accounts: SQL; accountId: number; filters: SQL; limit: number; offset: number };

/** The sorts a walk answers, with the walk of each direction. */
export const WALKED_SORTS = ['PhoneNumber', 'DataSize', 'FirstName'] as const;
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

/** The page's ids, in order, as a subquery `(select id …)`. */
export function walkedPage(key: WalkedSort, desc: boolean, w: Walk): SQL {
  const first = w.offset + w.limit;
  const dir = sql.raw(desc ? 'desc' : 'asc');
  const page = sql`limit ${w.limit} offset ${w.offset}`;
  if (key === 'FirstName') {
    // Names are never null (people's columns are not null): the index's own order, both ways.
    const named = sql`select s.id, 0 as without_person, lower(p.first_name) as first_key, lower(p.last_name) as last_key
      from people p join subscriptions s on s.catalog_id = p.catalog_id
      where p.customer_id = (select a.customer_id from accounts a where a.id = ${w.accountId})
        and s.account_id in ${w.accounts} and ${w.filters}
      order by lower(p.first_name) ${dir}, lower(p.last_name) ${dir}, s.id asc limit ${first}`;
    // Without a person (the foreign key makes a person of the subscription exist): each account's in id order
    // from a partial index, merged.
    const unnamed = sql`select k.id, 1, null, null from ${w.accounts} acc(id)
      cross join lateral (select s.id from subscriptions s left join people p on p.catalog_id = s.catalog_id
        where s.account_id = acc.id and s.catalog_id is null and ${w.filters} order by s.id limit ${first}) k`;
    return sql`(select n.id from ((${named}) union all (${unnamed})) n
      order by n.without_person, n.first_key ${dir}, n.last_key ${dir}, n.id ${page})`;
  }
  const { column, order } = ownColumn(key, desc);
  return sql`(select k.id from ${w.accounts} acc(id)
    cross join lateral (select s.id, ${column} as sort_key from subscriptions s
      left join people p on p.catalog_id = s.catalog_id
      where s.account_id = acc.id and ${w.filters} order by ${order} limit ${first}) k
    order by k.sort_key ${dir}, k.id asc ${page})`;
}
