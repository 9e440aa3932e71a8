import { type SQL, sql } from 'drizzle-orm';
import { visibleAccountIds } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import { type Executor, queryRows } from '../../db/client.ts';
import { type ArrayType, arrayOf } from '../../db/sql.ts';
import type { NewDeviceEvent } from './device-events.repository.ts';
import { DEVICE_COLUMNS, type DeviceRow, type DeviceValues } from './devices.repository.ts';

/**
 * The device import's SQL: whole-file lookups (people, vendors, the devices the rows name) and set-based writes,
 * each a few statements whatever the row count, with the rows passed as arrays (one parameter a column).
 */

/** A person of the customer with the keys the file may name them by (a person can come once for each phone). */
export type PersonKeys = {
  catalogId: number;
  email: string | null;
  employeeNumber: string | null;
  phone: string | null;
};

/**
 * The people of the customer that any of the keys names: by e-mail (any case), employee number, their mobile, or
 * the number of a subscription of theirs on an account the caller sees. One pass over the customer's people for
 * their own keys (only the kinds the file has), and each number looked up in the subscriptions' unique index (a
 * subquery per number: as a join, the planner scanned every subscription of the accounts instead), a row for each
 * number found. Reading each named person's subscriptions as well, and a second pass over the people, made this
 * 110-150 ms for the bench's 10 000 rows with 2 500 numbers; now about 45 (both at load 6).
 */
export async function peopleByKeys(
  db: Executor,
  p: Principal,
  customerId: number,
  keys: { emails: string[]; numbers: string[]; phones: string[] },
): Promise<PersonKeys[]> {
  const own = [
    keys.emails.length ? sql`lower(pe.email) = any(${arrayOf('text', keys.emails)})` : null,
    keys.numbers.length ? sql`pe.employee_number = any(${arrayOf('text', keys.numbers)})` : null,
    keys.phones.length ? sql`pe.mobile = any(${arrayOf('text', keys.phones)})` : null,
  ].filter((c) => c !== null);
  if (!own.length) return [];
  return queryRows<PersonKeys>(
    db,
    sql`select pe.catalog_id as "catalogId", lower(pe.email) as email, pe.employee_number as "employeeNumber",
          pe.mobile as phone
        from people pe
        where pe.customer_id = ${customerId} and (${sql.join(own, sql` or `)})
        union all
        select pe.catalog_id, null, null, s.phone_number
        from unnest(${arrayOf('text', keys.phones)}) k(phone)
          cross join lateral (select s.catalog_id, s.phone_number from subscriptions s
            where s.phone_number = k.phone and s.account_id in ${visibleAccountIds(p)} offset 0) s
          join people pe on pe.catalog_id = s.catalog_id
        where pe.customer_id = ${customerId}`,
  );
}

export async function customerVendors(db: Executor, customerId: number) {
  return queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from device_vendors where customer_id = ${customerId} order by lower(name)`,
  );
}

export type ExistingDevice = DeviceRow & { visible: boolean };

/**
 * The customer's devices with one of the IMEIs, or one of the (serial number, vendor) pairs, each key looked up in
 * its index (`devices_imei_idx`, `devices_serial_idx`) by a subquery of its own: as one statement with the keys
 * in a join or a list, the planner read all 200 000 devices of the bench for 10 000 new keys (75-240 ms at load 6,
 * against 25).
 */
export async function devicesByIdentity(
  db: Executor,
  p: Principal,
  customerId: number,
  keys: { imeis: string[]; serials: { serial: string; vendorId: number }[] },
  forUpdate: boolean,
): Promise<ExistingDevice[]> {
  if (!keys.imeis.length && !keys.serials.length) return [];
  const own = sql`d.account_id in (select id from accounts where customer_id = ${customerId})
    offset 0 ${forUpdate ? sql`for update` : sql``}`;
  return queryRows<ExistingDevice>(
    db,
    sql`select ${DEVICE_COLUMNS}, d.account_id in ${visibleAccountIds(p)} as visible
        from (select d.* from unnest(${arrayOf('text', keys.imeis)}) k(imei)
            cross join lateral (select d.* from devices d where d.imei = k.imei and ${own}) d
          union
          select d.* from unnest(${arrayOf(
            'text',
            keys.serials.map((k) => k.serial),
          )}, ${arrayOf(
            'int',
            keys.serials.map((k) => k.vendorId),
          )}) k(serial, vendor_id)
            cross join lateral (select d.* from devices d
              where d.serial_number = k.serial and d.vendor_id = k.vendor_id and ${own}) d) d
        left join device_vendors v on v.id = d.vendor_id`,
  );
}

/** Adds the vendors (names new to the customer), answering each name's id. */
export async function insertVendors(
  db: Executor,
  customerId: number,
  names: string[],
): Promise<Map<string, number>> {
  if (!names.length) return new Map();
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`insert into device_vendors (customer_id, name) select ${customerId}, n from unnest(${arrayOf('text', names)}) t(n)
        returning id, name`,
  );
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}

export async function insertImport(
  db: Executor,
  row: {
    accountId: number;
    importedBy: number;
    fileName: string;
    added: number;
    updated: number;
    unchanged: number;
  },
): Promise<number> {
  const [created] = await queryRows<{ id: number }>(
    db,
    sql`insert into device_imports (account_id, imported_by, file_name, added, updated, unchanged)
        values (${row.accountId}, ${row.importedBy}, ${row.fileName}, ${row.added}, ${row.updated}, ${row.unchanged})
        returning id`,
  );
  return created!.id;
}

/**
 * The rows' values as a row source `r` of the device columns: one typed array per column through `unnest`, so
 * 10 000 rows are 15 parameters that PostgreSQL reads by type (JSON records cost it a parse of every key).
 */
function deviceRows(rows: { id?: number; values: DeviceValues }[]): SQL {
  const column = (type: ArrayType, of: (v: DeviceValues) => string | number | boolean | null) =>
    arrayOf(
      type,
      rows.map((r) => of(r.values)),
    );
  const ids = arrayOf(
    'int',
    rows.map((r) => r.id ?? null),
  );
  return sql`unnest(${ids}, ${column('int', (v) => v.accountId)}, ${column('smallint', (v) => v.classId)},
      ${column('int', (v) => v.vendorId)}, ${column('text', (v) => v.description)},
      ${column('int', (v) => v.catalogId)}, ${column('text', (v) => v.source)}, ${column('date', (v) => v.orderedAt)},
      ${column('text', (v) => v.orderNumber)}, ${column('bigint', (v) => v.costPrice)},
      ${column('bigint', (v) => v.employeePaid)}, ${column('boolean', (v) => v.active)},
      ${column('boolean', (v) => v.lost)}, ${column('text', (v) => v.comment)}, ${column('text', (v) => v.imei)},
      ${column('text', (v) => v.serialNumber)}) with ordinality
    as r(id, account_id, class_id, vendor_id, description, catalog_id, source, ordered_at, order_number, cost_price,
      employee_paid, active, lost, comment, imei, serial_number, n)`;
}

/**
 * Writes the new devices and, in the same statement, each one's events naming the import: 'created', and
 * 'allocated' with its employee when it has one (the id orders them, as a save's events). The devices' ids never
 * come back to the server: nothing else of the import needs them.
 */
export async function insertImportedDevices(
  db: Executor,
  importId: number,
  actorCatalogId: number,
  values: DeviceValues[],
): Promise<void> {
  if (!values.length) return;
  await db.execute(
    sql`with added as (
          insert into devices (account_id, class_id, vendor_id, description, catalog_id, source, ordered_at,
            order_number, cost_price, employee_paid, active, lost, comment, imei, serial_number, import_id)
          select account_id, class_id, vendor_id, description, catalog_id, source, ordered_at, order_number,
            cost_price, employee_paid, active, lost, comment, imei, serial_number, ${importId}::int
          from ${deviceRows(values.map((v) => ({ values: v })))} order by r.n
          returning id, catalog_id)
        insert into device_events (device_id, event_type, actor_catalog_id, params, changes, import_id)
        select a.id, e.event_type, ${actorCatalogId}::int, e.params, e.changes, ${importId}::int
        from added a cross join lateral (
          select 1 as k, 'created' as event_type, jsonb_build_object('importId', ${importId}::int) as params,
            '[]'::jsonb as changes
          union all
          select 2, 'allocated', jsonb_build_object('allocatedTo', a.catalog_id, 'importId', ${importId}::int),
            jsonb_build_array(jsonb_build_object('field', 'catalogID', 'before', null, 'after', a.catalog_id::text))
          where a.catalog_id is not null) e
        order by a.id, e.k`,
  );
}

/** Writes the import's changes to existing devices and raises their versions. */
export async function updateDevices(db: Executor, rows: { id: number; values: DeviceValues }[]) {
  if (!rows.length) return;
  await db.execute(
    sql`update devices d set vendor_id = r.vendor_id, description = r.description, catalog_id = r.catalog_id,
          ordered_at = r.ordered_at, order_number = r.order_number, cost_price = r.cost_price,
          employee_paid = r.employee_paid, comment = r.comment, imei = r.imei, serial_number = r.serial_number,
          version = d.version + 1, updated_at = now()
        from ${deviceRows(rows)}
        where d.id = r.id`,
  );
}

/** The events of the import's changed devices, each naming the import. */
export async function insertImportEvents(
  db: Executor,
  importId: number,
  actorCatalogId: number,
  events: (NewDeviceEvent & { deviceId: number })[],
) {
  if (!events.length) return;
  const deviceIds = arrayOf(
    'int',
    events.map((e) => e.deviceId),
  );
  const types = arrayOf(
    'text',
    events.map((e) => e.eventType),
  );
  const params = arrayOf(
    'jsonb',
    events.map((e) => JSON.stringify({ ...e.params, importId })),
  );
  const changes = arrayOf(
    'jsonb',
    events.map((e) => JSON.stringify(e.changes)),
  );
  await db.execute(
    sql`insert into device_events (device_id, event_type, actor_catalog_id, params, changes, import_id)
        select device_id, event_type, ${actorCatalogId}::int, params, changes, ${importId}::int
        from unnest(${deviceIds}, ${types}, ${params}, ${changes}) with ordinality
          as r(device_id, event_type, params, changes, n)
        order by r.n`,
  );
}
