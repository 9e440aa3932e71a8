import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.ts';
import { inList } from '../../../db/sql.ts';

/**
 * The people of a customer solution and the accounts each may see (account access). What is written here is
 * what the access rule (auth/access.ts) reads on every request, so a grant or a revoke counts from the next call.
 */

export type AccountAccessRow = {
  id: number;
  configId: number;
  catalogId: number;
  accountId: number;
  accountName: string;
};

type AccessDbRow = {
  id: number;
  config_id: number;
  catalog_id: number;
  account_id: number;
  account_name: string;
};

function toAccess(r: AccessDbRow): AccountAccessRow {
  return {
    id: r.id,
    configId: r.config_id,
    catalogId: r.catalog_id,
    accountId: r.account_id,
    accountName: r.account_name,
  };
}

const ACCESS_COLUMNS = sql`aa.id, aa.config_id, aa.catalog_id, aa.account_id,
  coalesce(ca.account_name, a.name) as account_name`;
const ACCESS_FROM = sql`account_access aa join accounts a on a.id = aa.account_id
  left join config_accounts ca on ca.config_id = aa.config_id and ca.account_id = aa.account_id`;

export async function isConfigUser(db: Executor, configId: number, catalogId: number): Promise<boolean> {
  const rows = await queryRows<{ ok: number }>(
    db,
    sql`select 1 as ok from config_users where config_id = ${configId} and catalog_id = ${catalogId}`,
  );
  return rows.length > 0;
}

export async function insertConfigUser(db: Executor, configId: number, catalogId: number): Promise<void> {
  await db.execute(sql`insert into config_users (config_id, catalog_id) values (${configId}, ${catalogId})
    on conflict do nothing`);
}

/** Takes the person out of the solution with all their account access in it; false when they were not in it. */
export async function deleteConfigUser(db: Executor, configId: number, catalogId: number): Promise<boolean> {
  await db.execute(
    sql`delete from account_access where config_id = ${configId} and catalog_id = ${catalogId}`,
  );
  const rows = await queryRows<{ catalog_id: number }>(
    db,
    sql`delete from config_users where config_id = ${configId} and catalog_id = ${catalogId}
      returning catalog_id`,
  );
  return rows.length > 0;
}

/** One person's account access in one solution, by account name. */
export async function listAccessOfPerson(
  db: Executor,
  configId: number,
  catalogId: number,
): Promise<AccountAccessRow[]> {
  const rows = await queryRows<AccessDbRow>(
    db,
    sql`select ${ACCESS_COLUMNS} from ${ACCESS_FROM}
      where aa.config_id = ${configId} and aa.catalog_id = ${catalogId}
      order by lower(coalesce(ca.account_name, a.name)), aa.id`,
  );
  return rows.map(toAccess);
}

/**
 * The account access of each person in their own customer's solution, by account name: the "Access to" column
 * of the Users tab, loaded for a page of people at once.
 */
export async function listAccessOfPeople(
  db: Executor,
  catalogIds: readonly number[],
): Promise<AccountAccessRow[]> {
  if (!catalogIds.length) return [];
  const rows = await queryRows<AccessDbRow>(
    db,
    sql`select ${ACCESS_COLUMNS} from ${ACCESS_FROM}
      join configs cf on cf.id = aa.config_id
      join people p on p.catalog_id = aa.catalog_id and p.customer_id = cf.customer_id
      where aa.catalog_id in ${inList(catalogIds)}
      order by aa.catalog_id, lower(coalesce(ca.account_name, a.name)), aa.id`,
  );
  return rows.map(toAccess);
}

export async function findAccess(db: Executor, accessId: number): Promise<AccountAccessRow | null> {
  const [row] = await queryRows<AccessDbRow>(
    db,
    sql`select ${ACCESS_COLUMNS} from ${ACCESS_FROM} where aa.id = ${accessId}`,
  );
  return row ? toAccess(row) : null;
}

/** Grants the account (and so its sub accounts); granting it again keeps the one grant. Returns its id. */
export async function insertAccess(
  db: Executor,
  a: { configId: number; catalogId: number; accountId: number },
): Promise<number> {
  await db.execute(sql`insert into account_access (config_id, catalog_id, account_id)
    values (${a.configId}, ${a.catalogId}, ${a.accountId}) on conflict do nothing`);
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from account_access
      where config_id = ${a.configId} and catalog_id = ${a.catalogId} and account_id = ${a.accountId}`,
  );
  return row!.id;
}

export async function deleteAccess(db: Executor, accessId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from account_access where id = ${accessId} returning id`,
  );
  return rows.length > 0;
}
