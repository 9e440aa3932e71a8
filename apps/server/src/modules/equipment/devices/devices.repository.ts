import type { Language } from '@connect/shared';
import { eq, getTableColumns, SQL, sql } from 'drizzle-orm';
import { scopedAccountIds, visibleAccountIds } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import { type BoundedTotal, boundedTotal } from '../../../db/bounded-total.ts';
import type { Executor } from '../../../db/client.ts';
import { columnKeys, columnsOf, pick, type RowOf, selectRows } from '../../../db/columns.ts';
import { deviceClasses, deviceClassProperties, devices } from '../../../db/schema/devices.ts';
import { type AccountId, type DeviceId, scoped } from '../../../db/scoped-id.ts';
import { inList, intArray } from '../../../db/sql.ts';
import { AppError } from '../../../errors.ts';

/**
 * SQL of devices, their classes and events (001 §3). Every statement checks the device's account against the
 * caller's visible accounts, so another customer's device answers exactly like a missing one.
 */

/**
 * A device as every read answers it: the table's columns but the import and the update time, with its vendor's
 * name. The type and the select list are both written from the table (db/columns.ts), so a new column is in both.
 */
export const DEVICE = {
  ...columnsOf(devices, 'd', ['importId', 'updatedAt']),
  vendorName: sql<string | null>`v.name`,
};
export type DeviceRow = RowOf<typeof DEVICE>;
export type DeviceClassRow = typeof deviceClasses.$inferSelect;
export type ClassPropertyRow = typeof deviceClassProperties.$inferSelect;

export const DEVICE_SORTS = [
  'Description_ASC',
  'Description_DESC',
  'ClassName_ASC',
  'ClassName_DESC',
  'OrderedAt_ASC',
  'OrderedAt_DESC',
  'CostPrice_ASC',
  'CostPrice_DESC',
  'VendorName_ASC',
  'VendorName_DESC',
  'Source_ASC',
  'Source_DESC',
] as const;
export type DeviceSort = (typeof DEVICE_SORTS)[number];

/**
 * Each sort's keys, on a device `d` and its sort name `sort_name` (the vendor's name in lower case); every sort
 * ends on the id, so a page boundary never repeats or skips a device. Each has an index that leads with the
 * account and ends on the purchase date (migrations 0025 and 0059), so one account's page is read in order from
 * the index. A name sorts on its lower case, as the vendor's does (and the portal's other name sorts): by the bare
 * name "iPad" and "iPhone" came after "ThinkPad" (issue 31).
 */
export const DEVICE_ORDER: Record<DeviceSort, SQL> = {
  Description_ASC: sql`lower(d.description) asc, d.id asc`,
  Description_DESC: sql`lower(d.description) desc, d.id desc`,
  // class_rank: the class's place by its name in the reader's language (classRanks), not its id.
  ClassName_ASC: sql`d.class_rank asc, lower(d.description) asc, d.id asc`,
  ClassName_DESC: sql`d.class_rank desc, lower(d.description) desc, d.id desc`,
  OrderedAt_ASC: sql`d.ordered_at asc nulls first, d.id asc`,
  OrderedAt_DESC: sql`d.ordered_at desc nulls last, d.id desc`,
  CostPrice_ASC: sql`d.cost_price asc nulls first, d.id asc`,
  CostPrice_DESC: sql`d.cost_price desc nulls last, d.id desc`,
  VendorName_ASC: sql`d.sort_name asc nulls first, d.id asc`,
  VendorName_DESC: sql`d.sort_name desc nulls last, d.id desc`,
  Source_ASC: sql`d.source asc, d.id asc`,
  Source_DESC: sql`d.source desc, d.id desc`,
};

/** The list's filters besides the search (which `device-search.repository.ts` adds). */
export type DeviceFilter = {
  accountId: number;
  includeSubAccounts: boolean;
  catalogId: number | null;
  classIds: number[] | null;
  vendorIds: number[] | null;
  sources: string[] | null;
  fromDate: string | null;
  toDate: string | null;
  isActive: boolean | null;
  /** Devices whose warranty ends within these days (both included). */
  warrantyEnds?: { from: string; to: string } | null;
};

/** The filters on one device `d`, the accounts left out. */
export function deviceFilters(f: DeviceFilter): SQL {
  return sql`${f.catalogId === null ? sql`` : sql`and d.catalog_id = ${f.catalogId}`}
    ${f.classIds?.length ? sql`and d.class_id in ${inList(f.classIds)}` : sql``}
    ${f.vendorIds?.length ? sql`and d.vendor_id in ${inList(f.vendorIds)}` : sql``}
    ${
      f.sources?.length
        ? sql`and d.source in (${sql.join(
            f.sources.map((s) => sql`${s}`),
            sql`, `,
          )})`
        : sql``
    }
    ${f.fromDate === null ? sql`` : sql`and d.ordered_at >= ${f.fromDate}::date`}
    ${f.toDate === null ? sql`` : sql`and d.ordered_at <= ${f.toDate}::date`}
    ${f.isActive === null ? sql`` : sql`and d.active = ${f.isActive}`}
    ${f.warrantyEnds ? sql`and d.warranty_ends_at between ${f.warrantyEnds.from}::date and ${f.warrantyEnds.to}::date` : sql``}`;
}

/**
 * The devices `d` of the page, in order, as a row source with the vendor's `sort_name`: each account of the tree
 * gives its first offset + limit devices from its sort index, and only those are merged; so the first page of a
 * large account reads a page's worth of index, not every device in the window. A class or vendor sort walks its
 * groups (groupedPage). A device's vendor is always one of its customer's (createDevice, the import and the
 * allocation check it).
 */
function pageSource(
  p: Principal,
  f: DeviceFilter,
  sort: DeviceSort,
  limit: number,
  offset: number,
  ranks: number[],
): SQL {
  const accounts = scopedAccountIds(p, f.accountId, f.includeSubAccounts);
  if (sort.startsWith('ClassName_') || sort.startsWith('VendorName_'))
    return groupedPage({ accounts, f, sort, limit, offset, ranks });
  const order = DEVICE_ORDER[sort];
  return sql`(select d.*, null::text as sort_name, null::bigint as class_rank from ${accounts} acc(id)
    cross join lateral (select d.* from devices d where d.account_id = acc.id ${deviceFilters(f)}
      order by ${order} limit ${offset + limit}) d
    order by ${order} limit ${limit} offset ${offset})`;
}

/**
 * A class or vendor sort's page: the groups in their order (the classes by their shown name's rank, the customer's
 * vendors by their name in lower case), each with each account's devices from its (account, class, name) or
 * (account, vendor, id) index, only the ids and keys (an index-only walk). An incremental sort of one group's rows
 * merges the accounts (a vendor's name is unique in its customer regardless of case), and the walk stops at the
 * page's end, so a deep page reads the groups before it, not every group's first offset + limit devices. The
 * devices without a vendor (first ascending, last descending) come from the vendor index too. Then only the page's
 * devices are read.
 */
function groupedPage(w: {
  accounts: SQL;
  f: DeviceFilter;
  sort: DeviceSort;
  limit: number;
  offset: number;
  ranks: number[];
}): SQL {
  const first = w.offset + w.limit;
  const dir = sql.raw(w.sort.endsWith('_DESC') ? 'desc' : 'asc');
  const filters = deviceFilters(w.f);
  let keys: SQL;
  if (w.sort.startsWith('ClassName_')) {
    keys = sql`select k.id, null::text as sort_name, c.ord as class_rank from
        (select * from unnest(${intArray(w.ranks)}) with ordinality c(id, ord) order by ord ${dir}) c
        cross join ${w.accounts} acc(id)
        cross join lateral (select d.id, lower(d.description) as name_key from devices d
          where d.account_id = acc.id and d.class_id = c.id ${filters}
          order by lower(d.description) ${dir}, d.id ${dir} limit ${first}) k
      order by c.ord ${dir}, k.name_key ${dir}, k.id ${dir} limit ${w.limit} offset ${w.offset}`;
  } else {
    const byId = (vendor: SQL) => sql`cross join lateral (select d.id from devices d
        where d.account_id = acc.id and ${vendor} ${filters} order by d.id ${dir} limit ${first}) k`;
    const vendors = sql`select dv.id, lower(dv.name) as sort_name from device_vendors dv
      where dv.customer_id = (select a.customer_id from accounts a where a.id = ${w.f.accountId})`;
    const named = sql`select k.id, g.sort_name from (${vendors} order by sort_name ${dir}) g
        cross join ${w.accounts} acc(id) ${byId(sql`d.vendor_id = g.id`)}
      order by g.sort_name ${dir}, k.id ${dir} limit ${first}`;
    const without = sql`select k.id, null::text from ${w.accounts} acc(id) ${byId(sql`d.vendor_id is null`)}`;
    keys = sql`select n.id, n.sort_name, null::bigint as class_rank from ((${named}) union all (${without})) n
      order by n.sort_name ${dir} nulls ${sql.raw(w.sort.endsWith('_DESC') ? 'last' : 'first')}, n.id ${dir}
      limit ${w.limit} offset ${w.offset}`;
  }
  return sql`(select d.*, k.sort_name, k.class_rank from (${keys}) k join devices d on d.id = k.id)`;
}

/** A page of the list without a search (`searchDevices` answers one with a search). */
export async function listDevices(
  db: Executor,
  p: Principal,
  f: DeviceFilter & { sort: DeviceSort; limit: number; offset: number; language?: Language },
): Promise<DeviceRow[]> {
  const ranks = await classRanks(db, f.language ?? 'no');
  return selectRows(
    db,
    DEVICE,
    (columns) => sql`select ${columns} from ${pageSource(p, f, f.sort, f.limit, f.offset, ranks)} d
        left join device_vendors v on v.id = d.vendor_id
        order by ${DEVICE_ORDER[f.sort]}`,
  );
}

/**
 * The devices the filter finds in all, counted account by account from the index of purchase dates, up to one past
 * `bound`: the count stops there (a count reads at most bound + 1 index entries).
 */
export async function countDevices(
  db: Executor,
  p: Principal,
  f: DeviceFilter,
  bound: number,
): Promise<BoundedTotal> {
  const [row] = await selectRows(
    db,
    { n: sql<number>`count(*)::int` },
    (
      columns,
    ) => sql`select ${columns} from (select 1 from ${scopedAccountIds(p, f.accountId, f.includeSubAccounts)} acc(id)
        cross join lateral (select 1 from devices d where d.account_id = acc.id ${deviceFilters(f)}
          limit ${bound + 1}) d limit ${bound + 1}) c`,
  );
  return boundedTotal(row!.n, bound);
}

/** One device of a visible account; NOT_FOUND when missing or not the caller's. */
export async function requireDevice(
  db: Executor,
  p: Principal,
  deviceId: number,
  opts: { accountId?: number; forUpdate?: boolean } = {},
): Promise<ScopedDeviceRow> {
  const [row] = await selectRows(
    db,
    DEVICE,
    (columns) => sql`select ${columns} from devices d left join device_vendors v on v.id = d.vendor_id
        where d.id = ${deviceId} and d.account_id in ${visibleAccountIds(p)}
          ${opts.accountId === undefined ? sql`` : sql`and d.account_id = ${opts.accountId}`}
        ${opts.forUpdate ? sql`for update of d` : sql``}`,
  );
  if (!row) throw AppError.notFound('Device');
  return { ...row, id: scoped(row.id), accountId: scoped(row.accountId) };
}

/** A device read through the caller's visible accounts: writes take its ids. */
export type ScopedDeviceRow = Omit<DeviceRow, 'id' | 'accountId'> & { id: DeviceId; accountId: AccountId };

export type DeviceValues = Omit<DeviceRow, 'id' | 'vendorName' | 'version' | 'createdAt'>;

/**
 * The columns a save writes: every value of the device but its account and class, which no save changes (a value
 * the save left alone is written back as it was read, under the row's lock).
 */
export const SAVED_COLUMNS = columnKeys(devices).filter(
  (k): k is Exclude<keyof DeviceValues, 'accountId' | 'classId'> =>
    !['id', 'accountId', 'classId', 'importId', 'version', 'createdAt', 'updatedAt'].includes(k),
);

/** The columns of a new device: its account and class, and what a save writes. */
export const VALUE_COLUMNS: (keyof DeviceValues)[] = ['accountId', 'classId', ...SAVED_COLUMNS];

/**
 * A new device's values: those given, and for the rest the table's default (active, not lost, no comment, source
 * other), or null where it has none.
 */
export function newDeviceValues(
  given: Pick<DeviceValues, 'accountId' | 'classId' | 'description'> & Partial<DeviceValues>,
): DeviceValues {
  const columns = getTableColumns(devices);
  const values: Record<string, unknown> = {};
  for (const key of VALUE_COLUMNS) {
    const fallback = columns[key].default;
    values[key] = given[key] !== undefined ? given[key] : fallback instanceof SQL ? null : (fallback ?? null);
  }
  return values as DeviceValues;
}

/** A new device, in an account the caller was checked against. */
export async function insertDevice(db: Executor, accountId: AccountId, v: DeviceValues): Promise<number> {
  const [row] = await db
    .insert(devices)
    .values({ ...v, accountId })
    .returning({ id: devices.id });
  return row!.id;
}

/** Writes the device's saved columns and raises its version. */
export async function updateDeviceRow(db: Executor, id: DeviceId, v: DeviceValues): Promise<void> {
  await db
    .update(devices)
    .set({
      ...pick(v, SAVED_COLUMNS),
      version: sql`${devices.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(devices.id, id));
}

export async function deleteDevice(db: Executor, id: DeviceId): Promise<void> {
  await db.execute(sql`delete from devices where id = ${id}`);
}

/**
 * Classes and their properties are reference data written by the migration; read once per database and kept, so
 * a page of devices does not ask for them row by row.
 */
const reference = new WeakMap<
  object,
  Promise<{ classes: DeviceClassRow[]; properties: ClassPropertyRow[] }>
>();
function referenceData(db: Executor) {
  let found = reference.get(db);
  if (!found) {
    found = Promise.all([
      db.select().from(deviceClasses).orderBy(deviceClasses.id),
      db.select().from(deviceClassProperties).orderBy(deviceClassProperties.id),
    ]).then(([classes, properties]) => ({ classes, properties }));
    found.catch(() => reference.delete(db));
    reference.set(db, found);
  }
  return found;
}

export async function listClasses(db: Executor): Promise<DeviceClassRow[]> {
  return (await referenceData(db)).classes;
}

/** The class ids in the order of the names the list shows in that language (Sort by Type follows the name). */
export async function classRanks(db: Executor, language: Language): Promise<number[]> {
  const collator = new Intl.Collator(language === 'en' ? 'en' : 'nb');
  const name = (c: DeviceClassRow) => (language === 'en' ? c.nameEn : c.nameNo);
  return [...(await listClasses(db))].sort((a, b) => collator.compare(name(a), name(b))).map((c) => c.id);
}

/** Devices per class in the chosen accounts (the overview header); every class, also those with none. */
export async function classCounts(
  db: Executor,
  p: Principal,
  accountId: number,
  includeSubAccounts: boolean,
): Promise<Map<number, number>> {
  const rows = await selectRows(
    db,
    { classId: sql<number>`d.class_id`, n: sql<number>`count(*)::int` },
    (columns) => sql`select ${columns} from devices d
        where d.account_id in ${scopedAccountIds(p, accountId, includeSubAccounts)} group by d.class_id`,
  );
  return new Map(rows.map((r) => [r.classId, r.n]));
}

export async function classProperties(db: Executor, classId: number | null): Promise<ClassPropertyRow[]> {
  const { properties } = await referenceData(db);
  return classId === null ? properties : properties.filter((p) => p.classId === classId);
}

/** True when the person belongs to the customer of the account (a device is only assigned within the company). */
export async function personOfAccountCustomer(
  db: Executor,
  catalogId: number,
  accountId: number,
): Promise<boolean> {
  const rows = await selectRows(
    db,
    { ok: sql<number>`1` },
    (columns) => sql`select ${columns} from people pe join accounts a on a.customer_id = pe.customer_id
        where pe.catalog_id = ${catalogId} and a.id = ${accountId}`,
  );
  return rows.length > 0;
}

export async function customerOfAccount(db: Executor, accountId: number): Promise<number | null> {
  const [row] = await selectRows(
    db,
    { id: sql<number>`customer_id` },
    (columns) => sql`select ${columns} from accounts where id = ${accountId}`,
  );
  return row?.id ?? null;
}

/** True when `deviceAccountId` is the account or one of its sub accounts, as the caller sees them. */
export async function inAccountTree(
  db: Executor,
  p: Principal,
  accountId: number,
  deviceAccountId: number,
): Promise<boolean> {
  const rows = await selectRows(
    db,
    { ok: sql<number>`1` },
    (columns) =>
      sql`select ${columns} where ${deviceAccountId}::int in ${scopedAccountIds(p, accountId, true)}`,
  );
  return rows.length > 0;
}
