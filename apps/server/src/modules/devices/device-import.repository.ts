import { sql } from 'drizzle-orm';
import { visibleAccountIds } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import { type Executor, queryRows } from '../../db/client.ts';
import type { NewDeviceEvent } from './device-events.repository.ts';
import { DEVICE_COLUMNS, type DeviceRow, type DeviceValues } from './devices.repository.ts';

/**
 * The device import's SQL: whole-file lookups (people, vendors, the devices the rows name) and set-based writes,
 * each a few statements whatever the row count, with the rows passed as one JSON parameter.
 */

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const texts = (values: string[]) => sql`(select jsonb_array_elements_text(${json(values)}))`;

export type PersonKeys = {
  catalogId: number;
  email: string | null;
  employeeNumber: string | null;
  phones: string[];
};

/**
 * The people of the customer that any of the keys names: by e-mail (any case), employee number, their mobile, or
 * the number of a subscription of theirs on an account the caller sees. Each kind of key finds its people on its
 * own (the subscription numbers through their unique index), and only those people are read: testing every person
 * of a large customer against every key took 400 ms for a file of 10 000 rows.
 */
export async function peopleByKeys(
  db: Executor,
  p: Principal,
  customerId: number,
  keys: { emails: string[]; numbers: string[]; phones: string[] },
): Promise<PersonKeys[]> {
  if (!keys.emails.length && !keys.numbers.length && !keys.phones.length) return [];
  return queryRows<PersonKeys>(
    db,
    sql`with named as (
          select pe.catalog_id from people pe where pe.customer_id = ${customerId}
            and (lower(pe.email) in ${texts(keys.emails)} or pe.employee_number in ${texts(keys.numbers)}
              or pe.mobile in ${texts(keys.phones)})
          union
          select s.catalog_id from subscriptions s
          where s.phone_number in ${texts(keys.phones)} and s.catalog_id is not null
            and s.account_id in ${visibleAccountIds(p)})
        select pe.catalog_id as "catalogId", lower(pe.email) as email, pe.employee_number as "employeeNumber",
          array_remove(array_append(array(select s.phone_number from subscriptions s
            where s.catalog_id = pe.catalog_id and s.account_id in ${visibleAccountIds(p)}), pe.mobile), null)
            as phones
        from people pe
        where pe.customer_id = ${customerId} and pe.catalog_id in (select catalog_id from named)`,
  );
}

export async function customerVendors(db: Executor, customerId: number) {
  return queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from device_vendors where customer_id = ${customerId} order by lower(name)`,
  );
}

export type ExistingDevice = DeviceRow & { visible: boolean };

/** The customer's devices with one of the IMEIs, or one of the (serial number, vendor) pairs. */
export async function devicesByIdentity(
  db: Executor,
  p: Principal,
  customerId: number,
  keys: { imeis: string[]; serials: { serial: string; vendorId: number }[] },
  forUpdate: boolean,
): Promise<ExistingDevice[]> {
  if (!keys.imeis.length && !keys.serials.length) return [];
  return queryRows<ExistingDevice>(
    db,
    sql`select ${DEVICE_COLUMNS}, d.account_id in ${visibleAccountIds(p)} as visible
        from devices d left join device_vendors v on v.id = d.vendor_id
        where d.account_id in (select id from accounts where customer_id = ${customerId})
          and (d.imei in ${texts(keys.imeis)}
            or (d.serial_number, d.vendor_id) in (select serial, "vendorId" from
              jsonb_to_recordset(${json(keys.serials)}) as k(serial text, "vendorId" int)))
        ${forUpdate ? sql`for update of d` : sql``}`,
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
    sql`insert into device_vendors (customer_id, name) select ${customerId}, n from ${texts(names)} as t(n)
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

const VALUE_COLUMNS = `account_id int, class_id int, vendor_id int, description text, catalog_id int, source text,
  ordered_at date, order_number text, cost_price bigint, employee_paid bigint, active boolean, lost boolean,
  comment text, imei text, serial_number text`;

const asRecord = (v: DeviceValues) => ({
  account_id: v.accountId,
  class_id: v.classId,
  vendor_id: v.vendorId,
  description: v.description,
  catalog_id: v.catalogId,
  source: v.source,
  ordered_at: v.orderedAt,
  order_number: v.orderNumber,
  cost_price: v.costPrice,
  employee_paid: v.employeePaid,
  active: v.active,
  lost: v.lost,
  comment: v.comment,
  imei: v.imei,
  serial_number: v.serialNumber,
});

/** Writes new devices with ids taken from the table's sequence first, so each row's id is known without RETURNING order. */
export async function insertDevices(
  db: Executor,
  importId: number,
  values: DeviceValues[],
): Promise<number[]> {
  if (!values.length) return [];
  const ids = await queryRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence('devices', 'id'))::int as id from generate_series(1, ${values.length})`,
  );
  const records = values.map((v, i) => ({ id: ids[i]!.id, ...asRecord(v) }));
  await db.execute(
    sql`insert into devices (id, account_id, class_id, vendor_id, description, catalog_id, source, ordered_at,
          order_number, cost_price, employee_paid, active, lost, comment, imei, serial_number, import_id)
        select id, account_id, class_id, vendor_id, description, catalog_id, source, ordered_at, order_number,
          cost_price, employee_paid, active, lost, comment, imei, serial_number, ${importId}::int
        from jsonb_to_recordset(${json(records)}) as r(id int, ${sql.raw(VALUE_COLUMNS)})`,
  );
  return ids.map((r) => r.id);
}

/** Writes the import's changes to existing devices and raises their versions. */
export async function updateDevices(db: Executor, rows: { id: number; values: DeviceValues }[]) {
  if (!rows.length) return;
  const records = rows.map((r) => ({ id: r.id, ...asRecord(r.values) }));
  await db.execute(
    sql`update devices d set vendor_id = r.vendor_id, description = r.description, catalog_id = r.catalog_id,
          ordered_at = r.ordered_at, order_number = r.order_number, cost_price = r.cost_price,
          employee_paid = r.employee_paid, comment = r.comment, imei = r.imei, serial_number = r.serial_number,
          version = d.version + 1, updated_at = now()
        from jsonb_to_recordset(${json(records)}) as r(id int, ${sql.raw(VALUE_COLUMNS)})
        where d.id = r.id`,
  );
}

/** The events of the import's devices, each naming the import. */
export async function insertImportEvents(
  db: Executor,
  importId: number,
  actorCatalogId: number,
  events: (NewDeviceEvent & { deviceId: number })[],
) {
  if (!events.length) return;
  const records = events.map((e) => ({
    device_id: e.deviceId,
    event_type: e.eventType,
    params: { ...e.params, importId },
    changes: e.changes,
  }));
  await db.execute(
    sql`insert into device_events (device_id, event_type, actor_catalog_id, params, changes, import_id)
        select device_id, event_type, ${actorCatalogId}::int, params, changes, ${importId}::int
        from jsonb_to_recordset(${json(records)}) as r(device_id int, event_type text, params jsonb, changes jsonb)`,
  );
}
