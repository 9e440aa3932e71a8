import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/client.ts';
import { visibleAccountIds } from './access.ts';
import type { Principal } from './principal.ts';

/**
 * What an employee may act on beyond the accounts they see: the accounts of their own subscriptions (the guideline,
 * the webshop, their policy figures). The admin's reads keep to `visibleAccountIds`.
 */

/** The accounts an employee acts on: the visible ones, and those of their own subscriptions. */
export function employeeAccountIds(p: Principal) {
  return sql`(select s.account_id from subscriptions s where s.catalog_id = ${p.catalogId}
    union select id from ${visibleAccountIds(p)} v(id))`;
}

export async function canActOnAccount(db: Executor, p: Principal, accountId: number): Promise<boolean> {
  const rows = await queryRows<{ ok: number }>(
    db,
    sql`select 1 as ok where ${accountId}::int in ${employeeAccountIds(p)}`,
  );
  return rows.length > 0;
}

/** The account of the caller's first subscription, for an employee who names none. */
export async function ownAccountOf(db: Executor, p: Principal): Promise<number | null> {
  const [row] = await queryRows<{ account_id: number }>(
    db,
    sql`select account_id from subscriptions where catalog_id = ${p.catalogId} order by id limit 1`,
  );
  return row?.account_id ?? null;
}
