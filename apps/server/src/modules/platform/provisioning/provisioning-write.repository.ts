import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.ts';
import { type ArrayType, arrayOf } from '../../../db/sql.ts';
import type { Kind } from './provisioning-format.ts';
import type { Ref } from './provisioning-plan.ts';

/**
 * The set-based writes of a plan: every statement takes whole columns as array parameters (`unnest`), so a batch
 * of 50 000 subscriptions is a handful of statements, not 50 000.
 */

type Column = readonly [name: string, type: ArrayType, values: readonly (string | number | boolean | null)[]];

/** `unnest($1::int[], $2::text[], …) as v(id, name, …)`: many rows as one parameter per column. */
export function rowsOf(alias: string, columns: Column[]): SQL {
  return sql`unnest(${sql.join(
    columns.map(([, type, values]) => arrayOf(type, values)),
    sql`, `,
  )}) as ${sql.raw(alias)}(${sql.raw(columns.map(([name]) => name).join(', '))})`;
}

/** New ids from the table's identity, in ascending order: the plan's new rows take them in batch order. */
export async function allocateIds(
  db: Executor,
  table: string,
  column: string,
  count: number,
): Promise<number[]> {
  if (count === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence(${table}, ${column}))::int as id
      from generate_series(1, ${count}::int) order by 1`,
  );
  return rows.map((r) => r.id);
}

/** An id for a reference: an existing row's, or the allocated id of a row created in this batch. */
export function resolver(allocated: number[]) {
  return (ref: Ref): number => (ref > 0 ? ref : allocated[-ref - 1]!);
}

/** Inserts rows with their allocated ids; `columns` are the table's columns after `id_column`. */
export async function insertRows(
  db: Executor,
  table: string,
  idColumn: string,
  ids: number[],
  columns: Column[],
) {
  if (ids.length === 0) return;
  const names = [idColumn, ...columns.map(([name]) => name)].join(', ');
  await db.execute(
    sql`insert into ${sql.raw(table)} (${sql.raw(names)})
      select ${sql.raw(names)} from ${rowsOf('v', [[idColumn, 'int', ids], ...columns])}`,
  );
}

/** Updates rows by id with the given columns (all set, whether changed or not: only changed rows are passed). */
export async function updateRows(
  db: Executor,
  table: string,
  idColumn: string,
  ids: number[],
  columns: Column[],
  extra: SQL = sql``,
) {
  if (ids.length === 0) return;
  const sets = columns.map(([name]) => `${name} = v.${name}`).join(', ');
  await db.execute(
    sql`update ${sql.raw(table)} t set ${sql.raw(sets)} ${extra}
      from ${rowsOf('v', [[idColumn, 'int', ids], ...columns])} where t.${sql.raw(idColumn)} = v.${sql.raw(idColumn)}`,
  );
}

/** Remembers the operator's ids of the rows a batch created. */
export async function insertProvisionedIds(
  db: Executor,
  kind: Kind,
  rows: { customerId: number; externalId: string; internalId: number }[],
) {
  if (rows.length === 0) return;
  await db.execute(
    sql`insert into provisioned_ids (kind, customer_id, external_id, internal_id)
      select ${kind}, customer_id, external_id, internal_id from ${rowsOf('v', [
        ['customer_id', 'int', rows.map((r) => r.customerId)],
        ['external_id', 'text', rows.map((r) => r.externalId)],
        ['internal_id', 'int', rows.map((r) => r.internalId)],
      ])}`,
  );
}

/** Inserts pairs, keeping what is there already (services, roles). */
export async function insertPairs(db: Executor, table: string, columns: Column[]) {
  if (columns[0]![2].length === 0) return;
  const names = columns.map(([name]) => name).join(', ');
  await db.execute(
    sql`insert into ${sql.raw(table)} (${sql.raw(names)}) select ${sql.raw(names)} from ${rowsOf('v', columns)}
      on conflict do nothing`,
  );
}

/**
 * The account tree's closure for the customers whose accounts were created or moved: rebuilt from the parents
 * (a move drops the customers' rows first), so a batch may move and create accounts in any order.
 */
export async function rebuildAccountTree(db: Executor, customerIds: number[], moved: boolean) {
  if (customerIds.length === 0) return;
  const customers = arrayOf('int', customerIds);
  if (moved)
    await db.execute(
      sql`delete from account_tree where descendant_id in (select id from accounts where customer_id = any(${customers}))`,
    );
  await db.execute(sql`
    insert into account_tree (ancestor_id, descendant_id, depth)
    with recursive tree(ancestor_id, descendant_id, depth) as (
      select id, id, 0 from accounts where customer_id = any(${customers})
      union all
      select t.ancestor_id, a.id, t.depth + 1 from tree t join accounts a on a.parent_account_id = t.descendant_id
    )
    select ancestor_id, descendant_id, depth from tree
    on conflict do nothing`);
}

/**
 * Account access for provisioned people: the customer's solution is made when it has none (named after the
 * customer), the account joins it, and the person becomes its user with the grant.
 */
export async function grantAccess(
  db: Executor,
  grants: { customerId: number; catalogId: number; accountId: number }[],
) {
  if (grants.length === 0) return;
  const v = rowsOf('v', [
    ['customer_id', 'int', grants.map((g) => g.customerId)],
    ['catalog_id', 'int', grants.map((g) => g.catalogId)],
    ['account_id', 'int', grants.map((g) => g.accountId)],
  ]);
  await db.execute(sql`insert into configs (name, customer_id)
    select distinct c.name, c.id from ${v} join customers c on c.id = v.customer_id
    on conflict (customer_id) do nothing`);
  await db.execute(sql`insert into config_accounts (config_id, account_id, account_name)
    select distinct cf.id, a.id, a.name from ${v} join configs cf on cf.customer_id = v.customer_id
    join accounts a on a.id = v.account_id
    on conflict (config_id, account_id) do nothing`);
  await db.execute(sql`insert into config_users (config_id, catalog_id)
    select distinct cf.id, v.catalog_id from ${v} join configs cf on cf.customer_id = v.customer_id
    on conflict do nothing`);
  await db.execute(sql`insert into account_access (config_id, catalog_id, account_id)
    select cf.id, v.catalog_id, v.account_id from ${v} join configs cf on cf.customer_id = v.customer_id
    on conflict do nothing`);
}

/**
 * A subscription moved to an account outside its payment profile's account (and sub accounts) leaves the profile:
 * the new account's administrators choose its profile.
 */
export async function leaveForeignProfiles(db: Executor, subscriptionIds: number[]) {
  if (subscriptionIds.length === 0) return;
  await db.execute(sql`update subscriptions s set payment_profile_id = null
    from payment_profiles pp
    where pp.id = s.payment_profile_id and s.id = any(${arrayOf('int', subscriptionIds)})
      and not exists (select 1 from account_tree t where t.ancestor_id = pp.account_id and t.descendant_id = s.account_id)`);
}

export async function customersOfAccounts(db: Executor, accountIds: number[]): Promise<number[]> {
  if (accountIds.length === 0) return [];
  const rows = await queryRows<{ customer_id: number }>(
    db,
    sql`select distinct customer_id from accounts where id = any(${arrayOf('int', accountIds)})`,
  );
  return rows.map((r) => r.customer_id);
}
