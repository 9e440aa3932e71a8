import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/client.ts';
import { type AccountId, scoped } from '../db/scoped-id.ts';
import { AppError } from '../errors.ts';
import { isGlobalAdmin, type Principal } from './principal.ts';

/**
 * The accounts a caller may see, as a SQL subquery of account ids. Every repository filters its rows with it:
 * provider staff (ConnectGlobalAdmin on a person of the provider, sessions.ts) sees every account; a customer
 * impersonation sees that customer's accounts; anyone else sees the accounts granted through account access, with
 * their sub accounts, and only those of their own customer: an access row can never reach another customer.
 * Past the leaving date (`accessEnded`, auth/leaving.ts) nobody sees any account.
 */
export function visibleAccountIds(p: Principal): SQL {
  if (p.accessEnded) return sql`(select a.id from accounts a where false)`;
  if (p.impersonation === 'customer')
    return sql`(select a.id from accounts a where a.customer_id = ${p.customerId})`;
  if (isGlobalAdmin(p)) return sql`(select a.id from accounts a)`;
  return sql`(select t.descendant_id from account_access aa
    join account_tree t on t.ancestor_id = aa.account_id
    join accounts own on own.id = t.descendant_id and own.customer_id = ${p.customerId}
    where aa.catalog_id = ${p.catalogId})`;
}

/**
 * The account ids a list call covers: the chosen account (and its sub accounts when asked), limited to what the
 * caller may see. An account the caller may not see gives no ids, exactly like one that does not exist.
 */
export function scopedAccountIds(p: Principal, accountId: number, includeSubAccounts: boolean): SQL {
  return sql`(select t.descendant_id from account_tree t
    where t.ancestor_id = ${accountId} ${includeSubAccounts ? sql`` : sql`and t.depth = 0`}
      and t.descendant_id in ${visibleAccountIds(p)})`;
}

export async function canSeeAccount(db: Executor, p: Principal, accountId: number): Promise<boolean> {
  const rows = await queryRows<{ ok: number }>(
    db,
    sql`select 1 as ok from accounts a where a.id = ${accountId} and a.id in ${visibleAccountIds(p)}`,
  );
  return rows.length > 0;
}

/** Throws NOT_FOUND unless the caller may see the account; the account's id, now scoped, when they may. */
export async function requireAccount(db: Executor, p: Principal, accountId: number): Promise<AccountId> {
  if (!(await canSeeAccount(db, p, accountId))) throw AppError.notFound('Account');
  return scoped(accountId);
}
