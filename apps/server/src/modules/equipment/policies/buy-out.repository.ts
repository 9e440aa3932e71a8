import { type SQL, sql } from 'drizzle-orm';
import { visibleAccountIds } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import { type Executor, queryRows } from '../../../db/client.ts';

/** A device the employee has now, priced for buy-out: active, not lost, not yet bought by them. */
export type CurrentDeviceRow = {
  id: number;
  classId: number;
  description: string;
  vendorName: string | null;
  imei: string | null;
  serialNumber: string | null;
  costPrice: number;
  purchaseDate: string;
};

const CURRENT = sql`d.active and not d.lost and d.purchased_at is null
  and d.cost_price is not null and d.ordered_at is not null`;

const COLUMNS = sql`d.id, d.class_id as "classId", d.description, v.name as "vendorName", d.imei,
  d.serial_number as "serialNumber", d.cost_price as "costPrice", d.ordered_at::text as "purchaseDate"`;

/**
 * The person's current device per device class (class ids are the policy category ids): the newest one by its
 * purchase (ordered) date, in the accounts given (the caller's visible ones, or an employee's own).
 */
export async function currentDevices(
  db: Executor,
  accounts: SQL,
  catalogId: number,
): Promise<CurrentDeviceRow[]> {
  return queryRows<CurrentDeviceRow>(
    db,
    sql`select distinct on (d.class_id) ${COLUMNS}
        from devices d left join device_vendors v on v.id = d.vendor_id
        where d.catalog_id = ${catalogId} and ${CURRENT} and d.account_id in ${accounts}
        order by d.class_id, d.ordered_at desc, d.id desc`,
  );
}

export type QuotedDeviceRow = Omit<CurrentDeviceRow, 'costPrice' | 'purchaseDate'> & {
  costPrice: number | null;
  purchaseDate: string | null;
  catalogId: number | null;
  userName: string | null;
};

/** One device of a visible account with its user, for a quote; null when it is not there or not the caller's. */
export async function quotedDevice(
  db: Executor,
  p: Principal,
  accountId: number,
  deviceId: number,
): Promise<QuotedDeviceRow | null> {
  const [row] = await queryRows<QuotedDeviceRow>(
    db,
    sql`select ${COLUMNS}, d.catalog_id as "catalogId",
          case when pe.catalog_id is null then null else pe.first_name || ' ' || pe.last_name end as "userName"
        from devices d left join device_vendors v on v.id = d.vendor_id
          left join people pe on pe.catalog_id = d.catalog_id
        where d.id = ${deviceId} and d.account_id = ${accountId} and d.account_id in ${visibleAccountIds(p)}`,
  );
  return row ?? null;
}
