import { Service } from '@connect/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.ts';
import { contains, inList } from '../../../db/sql.ts';

/**
 * Customer solutions (configs), their accounts and the webshop resellers. Provider work: provider staff see every
 * customer's solution, so these reads are not limited by the caller's visible accounts (see
 * customer-solutions.repository.ts); the resolvers allow provider staff only.
 */

export type ConfigRow = {
  id: number;
  name: string;
  customerId: number;
  customerName: string;
  webshopResellerId: number | null;
  /** As saved; the effective value also follows the billing-group VAT setting (configs.service.ts). */
  webshopUseBillingGroupVat: boolean;
  /** Every billing group of the customer's accounts is invoiced with VAT (and there is one). */
  billingGroupVat: boolean;
  /** The customer has the Equipment service, which the dealer (webshop reseller) belongs to. */
  equipmentService: boolean;
  version: number;
};

type ConfigDbRow = {
  id: number;
  name: string;
  customer_id: number;
  customer_name: string;
  webshop_reseller_id: number | null;
  webshop_use_billing_group_vat: boolean;
  billing_group_vat: boolean;
  equipment_service: boolean;
  version: number;
};

const CONFIG_COLUMNS = sql`cf.id, cf.name, cf.customer_id, c.name as customer_name, cf.webshop_reseller_id,
  cf.webshop_use_billing_group_vat, cf.version,
  exists (select 1 from customer_services cs where cs.customer_id = c.id and cs.service = ${Service.Equipment})
    as equipment_service,
  coalesce((select bool_and(bg.use_vat) from billing_groups bg join accounts a on a.id = bg.account_id
            where a.customer_id = c.id), false) as billing_group_vat`;

function toConfig(r: ConfigDbRow): ConfigRow {
  return {
    id: r.id,
    name: r.name,
    customerId: r.customer_id,
    customerName: r.customer_name,
    webshopResellerId: r.webshop_reseller_id,
    webshopUseBillingGroupVat: r.webshop_use_billing_group_vat,
    billingGroupVat: r.billing_group_vat,
    equipmentService: r.equipment_service,
    version: r.version,
  };
}

/**
 * Solutions by name (untitled first), optionally of one customer, and matching a search on the name, the
 * customer's name or the customer ID; a page at a time.
 */
export async function listConfigs(
  db: Executor,
  q: { customerId: number | null; search: string; limit: number; offset: number },
): Promise<ConfigRow[]> {
  const text = q.search.trim();
  const id = /^\d{1,9}$/.test(text) ? Number(text) : null;
  const rows = await queryRows<ConfigDbRow>(
    db,
    sql`select ${CONFIG_COLUMNS} from configs cf join customers c on c.id = cf.customer_id
      where (${q.customerId}::int is null or cf.customer_id = ${q.customerId}::int)
        and (${text}::text = '' or cf.name ilike ${contains(text)} or c.name ilike ${contains(text)}
             or cf.customer_id = ${id}::int)
      order by lower(cf.name), cf.id
      limit ${q.limit} offset ${q.offset}`,
  );
  return rows.map(toConfig);
}

export async function findConfig(db: Executor, configId: number, lock = false): Promise<ConfigRow | null> {
  const [row] = await queryRows<ConfigDbRow>(
    db,
    sql`select ${CONFIG_COLUMNS} from configs cf join customers c on c.id = cf.customer_id
      where cf.id = ${configId} ${lock ? sql`for update of cf` : sql``}`,
  );
  return row ? toConfig(row) : null;
}

/** The new solution's id, or null when the customer has one already. */
export async function insertConfig(
  db: Executor,
  c: { name: string; customerId: number },
): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into configs (name, customer_id) values (${c.name}, ${c.customerId})
      on conflict (customer_id) do nothing returning id`,
  );
  return row?.id ?? null;
}

/** Saves the settings and moves the version on; false when the version is no longer `version`. */
export async function updateConfigSettings(
  db: Executor,
  configId: number,
  s: { name: string; webshopResellerId: number | null; webshopUseBillingGroupVat: boolean; version: number },
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update configs set name = ${s.name}, webshop_reseller_id = ${s.webshopResellerId},
        webshop_use_billing_group_vat = ${s.webshopUseBillingGroupVat}, version = version + 1
      where id = ${configId} and version = ${s.version} returning id`,
  );
  return rows.length > 0;
}

/** Removes the solution with its accounts, users and their account access (foreign keys cascade). */
export async function deleteConfig(db: Executor, configId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from configs where id = ${configId} returning id`,
  );
  return rows.length > 0;
}

// ---- accounts of a solution ---------------------------------------------------------------------------------

export type ConfigAccountRow = {
  id: number;
  configId: number;
  accountId: number;
  name: string;
  customerNumber: string | null;
  parentConfigAccountId: number | null;
};

type ConfigAccountDbRow = {
  id: number;
  config_id: number;
  account_id: number;
  account_name: string;
  customer_number: string | null;
  parent_config_account_id: number | null;
};

function toConfigAccount(r: ConfigAccountDbRow): ConfigAccountRow {
  return {
    id: r.id,
    configId: r.config_id,
    accountId: r.account_id,
    name: r.account_name,
    customerNumber: r.customer_number,
    parentConfigAccountId: r.parent_config_account_id,
  };
}

function selectConfigAccounts(where: SQL) {
  return sql`select ca.id, ca.config_id, ca.account_id, ca.account_name, a.customer_number,
      ca.parent_config_account_id
    from config_accounts ca join accounts a on a.id = ca.account_id
    left join config_accounts parent on parent.id = ca.parent_config_account_id
    where ${where}
    order by ca.config_id, lower(coalesce(parent.account_name, ca.account_name)),
      ca.parent_config_account_id nulls first, lower(ca.account_name), ca.id`;
}

/** The accounts of each solution, a sub account right after its parent. */
export async function listConfigAccounts(db: Executor, configIds: readonly number[]) {
  if (!configIds.length) return [];
  const rows = await queryRows<ConfigAccountDbRow>(
    db,
    selectConfigAccounts(sql`ca.config_id in ${inList(configIds)}`),
  );
  return rows.map(toConfigAccount);
}

export async function findConfigAccount(
  db: Executor,
  configId: number,
  configAccountId: number,
): Promise<ConfigAccountRow | null> {
  const [row] = await queryRows<ConfigAccountDbRow>(
    db,
    selectConfigAccounts(sql`ca.config_id = ${configId} and ca.id = ${configAccountId}`),
  );
  return row ? toConfigAccount(row) : null;
}

export async function isConfigAccount(db: Executor, configId: number, accountId: number): Promise<boolean> {
  const rows = await queryRows<{ ok: number }>(
    db,
    sql`select 1 as ok from config_accounts where config_id = ${configId} and account_id = ${accountId}`,
  );
  return rows.length > 0;
}

/** An account of the customer, by id; null for an unknown account or another customer's. */
export async function findCustomerAccount(
  db: Executor,
  customerId: number,
  accountId: number,
): Promise<{ id: number; name: string } | null> {
  const [row] = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from accounts where id = ${accountId} and customer_id = ${customerId}`,
  );
  return row ?? null;
}

/** The new config account's id, or null when the account is in the solution already. */
export async function insertConfigAccount(
  db: Executor,
  a: { configId: number; accountId: number; name: string; parentConfigAccountId: number | null },
): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into config_accounts (config_id, account_id, account_name, parent_config_account_id)
      values (${a.configId}, ${a.accountId}, ${a.name}, ${a.parentConfigAccountId})
      on conflict (config_id, account_id) do nothing returning id`,
  );
  return row?.id ?? null;
}

/**
 * Takes the account out of the solution, and with it every person's access to that account through this
 * solution; its sub accounts in the solution lose their parent. Call inside a transaction.
 */
export async function deleteConfigAccount(db: Executor, a: ConfigAccountRow): Promise<void> {
  await db.execute(
    sql`delete from account_access where config_id = ${a.configId} and account_id = ${a.accountId}`,
  );
  await db.execute(sql`delete from config_accounts where id = ${a.id}`);
}

// ---- account search and webshop resellers -------------------------------------------------------------------

export type FoundAccountRow = {
  accountId: number;
  customerNumber: string | null;
  customerId: number;
  company: string;
  names: string;
};

export const ACCOUNT_SEARCH_LIMIT = 50;

/**
 * Accounts whose company (customer) name, account name or customer number contains the search, optionally of
 * one customer; the provider's own accounts never. `names` is the account's name after its parents' names.
 */
export async function findAccounts(
  db: Executor,
  q: { search: string; customerId: number | null },
): Promise<FoundAccountRow[]> {
  const text = q.search.trim();
  const rows = await queryRows<{
    id: number;
    customer_number: string | null;
    customer_id: number;
    company: string;
    names: string;
  }>(
    db,
    sql`select a.id, a.customer_number, c.id as customer_id, c.name as company,
        (select string_agg(anc.name, ' › ' order by t.depth desc) from account_tree t
           join accounts anc on anc.id = t.ancestor_id where t.descendant_id = a.id) as names
      from accounts a join customers c on c.id = a.customer_id
      where not c.is_provider
        and (${q.customerId}::int is null or c.id = ${q.customerId}::int)
        and (${text}::text = '' or c.name ilike ${contains(text)} or a.name ilike ${contains(text)}
             or a.customer_number like ${contains(text)})
      order by c.name, names, a.id
      limit ${ACCOUNT_SEARCH_LIMIT}`,
  );
  return rows.map((r) => ({
    accountId: r.id,
    customerNumber: r.customer_number,
    customerId: r.customer_id,
    company: r.company,
    names: r.names,
  }));
}

export type WebshopResellerRow = { id: number; erpId: string; marketName: string };

export async function listWebshopResellers(db: Executor): Promise<WebshopResellerRow[]> {
  const rows = await queryRows<{ id: number; erp_id: string; market_name: string }>(
    db,
    sql`select id, erp_id, market_name from webshop_resellers order by market_name, id`,
  );
  return rows.map((r) => ({ id: r.id, erpId: r.erp_id, marketName: r.market_name }));
}

export async function webshopResellerExists(db: Executor, id: number): Promise<boolean> {
  const rows = await queryRows<{ ok: number }>(
    db,
    sql`select 1 as ok from webshop_resellers where id = ${id}`,
  );
  return rows.length > 0;
}
