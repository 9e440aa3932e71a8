import { sql } from 'drizzle-orm';
import { scopedAccountIds, visibleAccountIds } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Executor } from '../../../db/client.ts';
import { type RowOf, selectRows, unnestRows } from '../../../db/columns.ts';
import { deviceImports, devices } from '../../../db/schema/devices.ts';
import { arrayOf } from '../../../db/sql.ts';
import type { NewDeviceEvent } from './device-events.repository.ts';
import {
  DEVICE,
  type DeviceRow,
  type DeviceValues,
  SAVED_COLUMNS,
  VALUE_COLUMNS,
} from './devices.repository.ts';

/**
 * The device import's SQL: whole-file lookups (people, vendors, the devices the rows name) and set-based writes,
 * each a few statements whatever the row count, with the rows passed as arrays (one parameter a column).
 */

/** A person of the customer with the keys the file may name them by (a person can come once for each phone). */
const PERSON_KEYS = {
  catalogId: sql<number>`pe.catalog_id`,
  email: sql<string | null>`lower(pe.email)`,
  employeeNumber: sql<string | null>`pe.employee_number`,
  phone: sql<string | null>`pe.mobile`,
};
export type PersonKeys = RowOf<typeof PERSON_KEYS>;

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
  return selectRows(
    db,
    PERSON_KEYS,
    (columns) => sql`select ${columns} from people pe
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

const VENDOR = { id: sql<number>`v.id`, name: sql<string>`v.name` };

export async function customerVendors(db: Executor, customerId: number) {
  return selectRows(
    db,
    VENDOR,
    (columns) => sql`select ${columns} from device_vendors v where v.customer_id = ${customerId}
      order by lower(v.name)`,
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
  return selectRows(
    db,
    { ...DEVICE, visible: sql<boolean>`d.account_id in ${visibleAccountIds(p)}` },
    (columns) => sql`select ${columns}
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
  const rows = await selectRows(
    db,
    VENDOR,
    (columns) => sql`insert into device_vendors as v (customer_id, name)
        select ${customerId}, n from unnest(${arrayOf('text', names)}) t(n)
        returning ${columns}`,
  );
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}

export async function insertImport(db: Executor, row: typeof deviceImports.$inferInsert): Promise<number> {
  const [created] = await db.insert(deviceImports).values(row).returning({ id: deviceImports.id });
  return created!.id;
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
  const rows = unnestRows(devices, VALUE_COLUMNS, values);
  await db.execute(
    sql`with added as (
          insert into devices (${rows.names}, import_id)
          select ${rows.names}, ${importId}::int from ${rows.source} order by r.n
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
  const written = unnestRows(
    devices,
    ['id', ...SAVED_COLUMNS],
    rows.map((r) => ({ ...r.values, id: r.id })),
  );
  await db.execute(
    sql`update devices d set ${written.set}, version = d.version + 1, updated_at = now()
        from ${written.source} where d.id = r.id`,
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

/** A device as the export writes it: with its employee's e-mail and employee number (the import's keys). */
export type ExportedDevice = DeviceRow & { employeeEmail: string | null; employeeNumber: string | null };

/** Every device of the account (and its sub accounts) the caller sees, by name (the export). */
export async function exportedDevices(
  db: Executor,
  p: Principal,
  accountId: number,
  includeSubAccounts: boolean,
): Promise<ExportedDevice[]> {
  return selectRows(
    db,
    {
      ...DEVICE,
      employeeEmail: sql<string | null>`pe.email`,
      employeeNumber: sql<string | null>`pe.employee_number`,
    },
    (columns) => sql`select ${columns} from devices d
        left join device_vendors v on v.id = d.vendor_id
        left join people pe on pe.catalog_id = d.catalog_id
        where d.account_id in ${scopedAccountIds(p, accountId, includeSubAccounts)}
        order by d.description, d.id`,
  );
}
