import { sql } from 'drizzle-orm';
import { visibleAccountIds } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import { type Executor, queryRows } from '../../../db/client.ts';
import { accountEndedOn } from '../../../db/subscription-end.ts';

export type AccountRow = {
  id: number;
  parentAccountId: number | null;
  name: string;
  customerId: number;
  billingGroups: { id: number; name: string }[];
  /** Its last day: the earliest end of itself, the accounts above it and its customer; null while none has ended. */
  endedOn: string | null;
};

/**
 * The accounts the caller may see, each with its billing groups and end, parents before children. An ended account
 * is still listed: its past months stay readable; the selector offers it no more (account-choice.ts).
 */
export async function listVisibleAccounts(db: Executor, p: Principal): Promise<AccountRow[]> {
  const rows = await queryRows<{
    id: number;
    parent_account_id: number | null;
    name: string;
    customer_id: number;
    billing_groups: { id: number; name: string }[] | null;
    ended_on: string | null;
  }>(
    db,
    sql`
    select a.id, a.parent_account_id, a.name, a.customer_id,
      (select json_agg(json_build_object('id', bg.id, 'name', bg.name) order by bg.name)
         from billing_groups bg where bg.account_id = a.id) as billing_groups,
      ${accountEndedOn(sql`a.id`)} as ended_on
    from accounts a
    where a.id in ${visibleAccountIds(p)}
    order by (select max(t.depth) from account_tree t where t.descendant_id = a.id), a.name, a.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    parentAccountId: r.parent_account_id,
    name: r.name,
    customerId: r.customer_id,
    billingGroups: r.billing_groups ?? [],
    endedOn: r.ended_on,
  }));
}

/** Adds an account under its parent and its rows in the account tree closure, in the caller's transaction. */
export async function insertAccount(
  db: Executor,
  a: { customerId: number; parentAccountId: number | null; name: string; customerNumber?: string | null },
): Promise<number> {
  const [inserted] = await queryRows<{ id: number }>(
    db,
    sql`
    insert into accounts (customer_id, parent_account_id, name, customer_number)
    values (${a.customerId}, ${a.parentAccountId}, ${a.name}, ${a.customerNumber ?? null}) returning id`,
  );
  const id = inserted!.id;
  await db.execute(sql`
    insert into account_tree (ancestor_id, descendant_id, depth)
    select ${id}::int, ${id}::int, 0
    union all
    select t.ancestor_id, ${id}::int, t.depth + 1 from account_tree t where t.descendant_id = ${a.parentAccountId}::int`);
  return id;
}
