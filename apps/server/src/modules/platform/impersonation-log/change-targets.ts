import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.ts';
import { inList } from '../../../db/sql.ts';
import { groupBy } from '../../../group-by.ts';

/** What a change names as its object: an account, a person, a policy, … and the id given. */
export type TargetKind =
  | 'account'
  | 'person'
  | 'policy'
  | 'config'
  | 'configAccount'
  | 'customer'
  | 'fileExport'
  | 'accountAccess'
  | 'device'
  | 'vendor';
export type ChangeTarget = { kind: TargetKind; id: number };

/** The argument and input names that name an object, the same in every operation and REST route. */
const KEYS: Record<string, TargetKind> = {
  accountID: 'account',
  accountId: 'account',
  catalogID: 'person',
  catalogId: 'person',
  userID: 'person',
  policyID: 'policy',
  ccConfigID: 'config',
  configId: 'config',
  ccAccountID: 'configAccount',
  bnCustomerID: 'customer',
  fileExportID: 'fileExport',
  userAccessID: 'accountAccess',
  deviceId: 'device',
};

/** `ID` and `id` name another object in each operation that takes them. */
const ID_KINDS: Record<string, TargetKind> = {
  updateDevice: 'device',
  updateDeviceVendor: 'vendor',
  removeDeviceVendor: 'vendor',
  updateFileExport: 'fileExport',
};

/**
 * The objects an operation's arguments (or a REST call's path, query and JSON body) name, found by their names at
 * any depth (`updateDevice(input: { id })` too). Ids that are not whole numbers are left out: the call refuses them.
 */
export function changeTargets(operation: string, input: unknown): ChangeTarget[] {
  const found = new Map<string, ChangeTarget>();
  const pending: unknown[] = [input];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (!next || typeof next !== 'object') continue;
    for (const [key, value] of Object.entries(next)) {
      const kind = KEYS[key] ?? (key === 'ID' || key === 'id' ? ID_KINDS[operation] : undefined);
      const id = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
      if (kind && typeof id === 'number' && Number.isSafeInteger(id) && id > 0)
        found.set(`${kind}:${id}`, { kind, id });
      else if (value && typeof value === 'object') pending.push(value);
    }
  }
  return [...found.values()];
}

/** The id and customer of each object of a kind, as SQL over the ids. */
const OWNER: Record<TargetKind, (ids: SQL) => SQL> = {
  account: (ids) => sql`select id, customer_id from accounts where id in ${ids}`,
  person: (ids) => sql`select catalog_id, customer_id from people where catalog_id in ${ids}`,
  policy: (ids) => sql`select x.id, a.customer_id from ce_policies x join accounts a on a.id = x.account_id
    where x.id in ${ids}`,
  config: (ids) => sql`select id, customer_id from configs where id in ${ids}`,
  configAccount: (
    ids,
  ) => sql`select x.id, c.customer_id from config_accounts x join configs c on c.id = x.config_id
    where x.id in ${ids}`,
  customer: (ids) => sql`select id, id from customers where id in ${ids}`,
  fileExport: (
    ids,
  ) => sql`select x.id, a.customer_id from file_exports x join accounts a on a.id = x.account_id
    where x.id in ${ids}`,
  accountAccess: (ids) => sql`select x.id, a.customer_id from account_access x
    join accounts a on a.id = x.account_id where x.id in ${ids}`,
  device: (ids) => sql`select x.id, a.customer_id from devices x join accounts a on a.id = x.account_id
    where x.id in ${ids}`,
  vendor: (ids) => sql`select id, customer_id from device_vendors where id in ${ids}`,
};

/**
 * The targets grouped by the customer whose data they are, in one query; an id that names nothing names no
 * customer (the call will answer NOT_FOUND).
 */
export async function targetsByCustomer<T extends ChangeTarget>(
  db: Executor,
  targets: readonly T[],
): Promise<Map<number, T[]>> {
  if (targets.length === 0) return new Map();
  const byKind = groupBy(targets, (t) => t.kind);
  const parts = [...byKind].map(
    ([kind, ts]) =>
      sql`select ${kind}::text, o.* from (${OWNER[kind](inList([...new Set(ts.map((t) => t.id))]))}) o`,
  );
  const rows = await queryRows<{ kind: TargetKind; id: number; customer_id: number }>(
    db,
    sql`select * from (${sql.join(parts, sql` union all `)}) t(kind, id, customer_id)`,
  );
  const customerOf = new Map(rows.map((r) => [`${r.kind}:${r.id}`, r.customer_id]));
  const owned = targets.filter((t) => customerOf.has(`${t.kind}:${t.id}`));
  return groupBy(owned, (t) => customerOf.get(`${t.kind}:${t.id}`)!);
}
