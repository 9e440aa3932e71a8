import type { DiscoveredSource } from '@connect/shared';
import { type SQL, sql } from 'drizzle-orm';
import { scopedAccountIds, visibleAccountIds } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import { type Executor, queryRows } from '../../../db/client.ts';
import { type AccountId, scoped } from '../../../db/scoped-id.ts';
import { inList } from '../../../db/sql.ts';
import { AppError } from '../../../errors.ts';

/**
 * Reading and marking discovered devices for the screens (001 §3). Every statement checks the row's account
 * against the caller's visible accounts, so another customer's id answers exactly like a missing one.
 */

export const DISCOVERED_SORTS = [
  'Source_ASC',
  'Source_DESC',
  'DeviceName_ASC',
  'DeviceName_DESC',
  'ClassName_ASC',
  'ClassName_DESC',
  'DiscoveredAt_ASC',
  'DiscoveredAt_DESC',
  'UserPhoneNumber_ASC',
  'UserPhoneNumber_DESC',
  'UserFirstName_ASC',
  'UserFirstName_DESC',
  'UserLastName_ASC',
  'UserLastName_DESC',
  'Description_ASC',
  'Description_DESC',
] as const;
export type DiscoveredSort = (typeof DISCOVERED_SORTS)[number];

/** Every sort ends on the id, so a page boundary never repeats or skips a row. */
const ORDER: Record<DiscoveredSort, SQL> = {
  Source_ASC: sql`dd.source asc, dd.id asc`,
  Source_DESC: sql`dd.source desc, dd.id desc`,
  DeviceName_ASC: sql`lower(coalesce(dd.vendor_name, '')) asc, lower(dd.description) asc, dd.id asc`,
  DeviceName_DESC: sql`lower(coalesce(dd.vendor_name, '')) desc, lower(dd.description) desc, dd.id desc`,
  ClassName_ASC: sql`dd.class_id asc, dd.id asc`,
  ClassName_DESC: sql`dd.class_id desc, dd.id desc`,
  DiscoveredAt_ASC: sql`dd.seen_on asc, dd.id asc`,
  DiscoveredAt_DESC: sql`dd.seen_on desc, dd.id desc`,
  UserPhoneNumber_ASC: sql`coalesce(dd.phone_number, s.phone_number) asc nulls last, dd.id asc`,
  UserPhoneNumber_DESC: sql`coalesce(dd.phone_number, s.phone_number) desc nulls last, dd.id desc`,
  UserFirstName_ASC: sql`lower(pe.first_name) asc nulls last, dd.id asc`,
  UserFirstName_DESC: sql`lower(pe.first_name) desc nulls last, dd.id desc`,
  UserLastName_ASC: sql`lower(pe.last_name) asc nulls last, dd.id asc`,
  UserLastName_DESC: sql`lower(pe.last_name) desc nulls last, dd.id desc`,
  Description_ASC: sql`lower(dd.description) asc, dd.id asc`,
  Description_DESC: sql`lower(dd.description) desc, dd.id desc`,
};

export type DiscoveredRow = {
  id: number;
  accountId: number;
  source: DiscoveredSource;
  description: string;
  vendorName: string | null;
  classId: number;
  imei: string | null;
  seenOn: string;
  createdAt: Date;
  dismissedAt: Date | null;
  catalogId: number | null;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  subscriptionId: number | null;
  orderLineId: number | null;
  allocatedDeviceId: number | null;
};

/** The suggested person's subscription: the one named, else their first on the account's customer. */
const FROM = sql`from discovered_devices dd
  left join people pe on pe.catalog_id = dd.catalog_id
  left join lateral (select x.id, x.phone_number from subscriptions x
    where (dd.subscription_id is not null and x.id = dd.subscription_id)
       or (dd.subscription_id is null and x.catalog_id = dd.catalog_id)
    order by x.id limit 1) s on true`;
const COLUMNS = sql`dd.id, dd.account_id as "accountId", dd.source, dd.description, dd.vendor_name as "vendorName",
  dd.class_id as "classId", dd.imei, dd.seen_on::text as "seenOn", dd.created_at as "createdAt",
  dd.dismissed_at as "dismissedAt", dd.catalog_id as "catalogId", pe.first_name as "firstName",
  pe.last_name as "lastName", coalesce(dd.phone_number, s.phone_number) as "phoneNumber",
  s.id as "subscriptionId", dd.order_line_id as "orderLineId", dd.allocated_device_id as "allocatedDeviceId"`;

export type DiscoveredFilter = { accountId: number; includeSubAccounts: boolean; dismissed: boolean };

function where(p: Principal, f: DiscoveredFilter): SQL {
  return sql`where dd.account_id in ${scopedAccountIds(p, f.accountId, f.includeSubAccounts)}
    and dd.allocated_device_id is null ${f.dismissed ? sql`` : sql`and dd.dismissed_at is null`}`;
}

export async function listDiscovered(
  db: Executor,
  p: Principal,
  f: DiscoveredFilter,
  page: { sort: DiscoveredSort; limit: number; offset: number },
): Promise<DiscoveredRow[]> {
  return queryRows<DiscoveredRow>(
    db,
    sql`select ${COLUMNS} ${FROM} ${where(p, f)} order by ${ORDER[page.sort]}
        limit ${page.limit} offset ${page.offset}`,
  );
}

export async function countDiscovered(db: Executor, p: Principal, f: DiscoveredFilter): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from discovered_devices dd ${where(p, f)}`,
  );
  return row!.n;
}

/** Locks the rows (in id order, so two batches cannot deadlock); a missing or foreign id answers NOT_FOUND. */
export async function requireDiscovered(
  db: Executor,
  p: Principal,
  accountId: number,
  ids: number[],
): Promise<ScopedDiscoveredRow[]> {
  const rows = await queryRows<DiscoveredRow>(
    db,
    sql`select ${COLUMNS} ${FROM}
        where dd.id in ${inList(ids)} and dd.account_id in ${scopedAccountIds(p, accountId, true)}
          and dd.account_id in ${visibleAccountIds(p)}
        order by dd.id for update of dd`,
  );
  if (rows.length !== new Set(ids).size) throw AppError.notFound('Discovered device');
  return rows.map((r) => ({ ...r, accountId: scoped(r.accountId) }));
}

/** A discovered device read through the caller's visible accounts: a device allocated from it goes to its account. */
export type ScopedDiscoveredRow = Omit<DiscoveredRow, 'accountId'> & { accountId: AccountId };

export async function setDismissed(db: Executor, ids: number[], by: number): Promise<void> {
  await db.execute(
    sql`update discovered_devices set dismissed_at = now(), dismissed_by = ${by}
        where id in ${inList(ids)} and dismissed_at is null`,
  );
}

export async function setAllocated(db: Executor, id: number, deviceId: number): Promise<void> {
  await db.execute(
    sql`update discovered_devices set allocated_device_id = ${deviceId}, allocated_at = now() where id = ${id}`,
  );
}

/** The customer's vendor of that name (any case), added when it has none. */
export async function vendorNamed(db: Executor, accountId: number, name: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`with c as (select customer_id from accounts where id = ${accountId}),
        found as (select v.id from device_vendors v, c where v.customer_id = c.customer_id
          and lower(v.name) = lower(${name})),
        added as (insert into device_vendors (customer_id, name) select c.customer_id, ${name} from c
          where not exists (select 1 from found) returning id)
        select id from found union all select id from added`,
  );
  return row!.id;
}

/** The customer's device with this IMEI, if any. */
export async function deviceWithImei(db: Executor, accountId: number, imei: string): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select d.id from devices d join accounts a on a.id = d.account_id
        where d.imei = ${imei} and a.customer_id = (select customer_id from accounts where id = ${accountId})
        order by d.id limit 1 for update of d`,
  );
  return row?.id ?? null;
}

/** "Already exists." Yes: the device takes the discovered device's name, vendor and user; its version rises. */
export async function takeDiscoveredValues(
  db: Executor,
  deviceId: number,
  v: { description: string; vendorId: number | null; catalogId: number | null },
): Promise<void> {
  await db.execute(
    sql`update devices set description = ${v.description}, vendor_id = ${v.vendorId}, catalog_id = ${v.catalogId},
          version = version + 1, updated_at = now() where id = ${deviceId}`,
  );
}

/** What the webshop order line knows of a delivered device. */
export async function orderLineFacts(
  db: Executor,
  orderLineId: number,
): Promise<{ orderNumber: string; orderDate: string; costPrice: number } | null> {
  const [row] = await queryRows<{ orderNumber: string; orderDate: string; costPrice: number }>(
    db,
    sql`select order_number as "orderNumber", order_date::text as "orderDate", cost_price as "costPrice"
        from ce_order_lines where id = ${orderLineId}`,
  );
  return row ?? null;
}
