import { normalizePhone } from '@connect/shared';
import type { Principal } from '../../../auth/principal.ts';
import type { Executor } from '../../../db/client.ts';
import type { NewDeviceEvent } from './device-events.repository.ts';
import {
  customerVendors,
  devicesByIdentity,
  type ExistingDevice,
  peopleByKeys,
} from './device-import.repository.ts';
import type { DeviceSheet, ParsedRow } from './device-import-rows.ts';
import type { PlainKey, PlainValues } from './device-import-sheet.ts';
import { customerOfAccount, type DeviceValues, newDeviceValues } from './devices.repository.ts';
import { eventsOf, LOCKED_WHEN_PURCHASED } from './devices.service.ts';

/**
 * The device import's second step (001 §7): each checked row resolved against the database, its vendor, its
 * employee and the device it names, into the devices to add and the changes to make. Problems go to the sheet's
 * list; the caller writes nothing while there are any.
 */

type Planned = { row: ParsedRow; values: DeviceValues };
export type ImportPlan = {
  inserts: Planned[];
  updates: { cur: ExistingDevice; values: DeviceValues; events: NewDeviceEvent[] }[];
  unchanged: number;
  newVendors: string[];
};

export async function planImport(
  db: Executor,
  p: Principal,
  accountId: number,
  sheet: DeviceSheet,
  forUpdate: boolean,
): Promise<ImportPlan> {
  const { rows, problems } = sheet;
  const customerId = (await customerOfAccount(db, accountId))!;
  const vendors = await findVendors(db, customerId, rows);
  const employees = await findEmployees(db, p, customerId, rows);
  const good = rows.filter((r) => r.ok);
  refuseRepeatedDevices(good);
  const known = await findKnownDevices(db, p, customerId, good, vendors.ids, forUpdate);

  const plan: ImportPlan = { inserts: [], updates: [], unchanged: 0, newVendors: vendors.added };
  const bad = new Set(problems.list.map((x) => x.row));
  for (const r of rows) {
    const failed = problems.list.length;
    const catalogId = employeeOf(r, employees);
    if (!r.ok || bad.has(r.row)) continue;
    const vendorId = vendors.ids.get(r.vendorName.toLowerCase()) ?? null;
    const cur = knownDeviceOf(r, vendorId, known);
    if (problems.list.length > failed) continue;
    if (!cur) plan.inserts.push({ row: r, values: newDevice(r, accountId, vendorId, catalogId) });
    else planChange(plan, r, cur, changedDevice(r, cur, vendorId, catalogId));
  }
  return plan;
}

/** The customer's vendors by name, and the new ones the file creates ("Create vendor"); an unknown one fails. */
async function findVendors(db: Executor, customerId: number, rows: ParsedRow[]) {
  const ids = new Map((await customerVendors(db, customerId)).map((v) => [v.name.toLowerCase(), v.id]));
  const added = new Map<string, string>();
  for (const r of rows) {
    const key = r.vendorName.toLowerCase();
    if (!key || ids.has(key) || added.has(key)) continue;
    if (r.createVendor) added.set(key, r.vendorName);
    else
      r.reader.fail('vendor', {
        en: 'Unknown vendor. Choose one from the list, or write Yes in "Create vendor".',
        no: 'Ukjent leverandør. Velg en fra listen, eller skriv Ja i «Opprett leverandør».',
      });
  }
  return { ids, added: [...added.values()] };
}

/** Who each employee key names: the people by every key they answer to, looked up once for the whole file. */
async function findEmployees(db: Executor, p: Principal, customerId: number, rows: ParsedRow[]) {
  const keys = rows.flatMap((r) => (r.employee ? [r.employee] : []));
  const people = await peopleByKeys(db, p, customerId, {
    emails: keys.filter((k) => k.includes('@')).map((k) => k.toLowerCase()),
    numbers: keys,
    phones: keys.map(normalizePhone),
  });
  const byKey = new Map<string, Set<number>>();
  const index = (key: string | null, catalogId: number) => {
    if (key) byKey.set(key, (byKey.get(key) ?? new Set()).add(catalogId));
  };
  for (const pe of people) {
    index(pe.email && `email:${pe.email}`, pe.catalogId);
    index(pe.employeeNumber && `number:${pe.employeeNumber}`, pe.catalogId);
    index(pe.phone && `phone:${pe.phone}`, pe.catalogId);
  }
  return (key: string) => [
    ...new Set([
      ...(byKey.get(`email:${key.toLowerCase()}`) ?? []),
      ...(byKey.get(`number:${key}`) ?? []),
      ...(byKey.get(`phone:${normalizePhone(key)}`) ?? []),
    ]),
  ];
}

/** The row's employee when its key names exactly one person; none or several fail the cell. */
function employeeOf(r: ParsedRow, employees: (key: string) => number[]): number | null {
  if (!r.employee) return null;
  const found = employees(r.employee);
  if (found.length === 1) return found[0]!;
  r.reader.fail('employee', {
    en: found.length
      ? 'More than one employee matches. Use the employee number or e-mail.'
      : 'No employee of the company has this phone number, employee number or e-mail.',
    no: found.length
      ? 'Flere ansatte passer. Bruk ansattnummer eller e-post.'
      : 'Ingen ansatt i selskapet har dette telefonnummeret, ansattnummeret eller e-postadressen.',
  });
  return null;
}

/** A device named twice in the file (same IMEI, or same serial number and vendor) fails on its later rows. */
function refuseRepeatedDevices(rows: ParsedRow[]) {
  const seen = new Map<string, number>();
  for (const r of rows) {
    const identities = [
      ...(r.imei ? [`imei:${r.imei}`] : []),
      ...(r.serialNumber ? [`serial:${r.serialNumber}|${r.vendorName.toLowerCase()}`] : []),
    ];
    for (const key of identities) {
      const first = seen.get(key);
      if (first === undefined) seen.set(key, r.row);
      else
        r.reader.fail(key.startsWith('imei') ? 'imei' : 'serialNumber', {
          en: `The same device as on row ${first}.`,
          no: `Samme enhet som på rad ${first}.`,
        });
    }
  }
}

type KnownDevices = { byImei: Map<string, ExistingDevice>; bySerial: Map<string, ExistingDevice> };

/** The customer's devices the rows name, by IMEI and by serial number and vendor (locked for a real import). */
async function findKnownDevices(
  db: Executor,
  p: Principal,
  customerId: number,
  rows: ParsedRow[],
  vendorIds: Map<string, number>,
  forUpdate: boolean,
): Promise<KnownDevices> {
  const imeis = rows.flatMap((r) => (r.imei ? [r.imei] : []));
  const serials = rows.flatMap((r) => {
    const vendorId = vendorIds.get(r.vendorName.toLowerCase());
    return r.serialNumber && vendorId ? [{ serial: r.serialNumber, vendorId }] : [];
  });
  const found = await devicesByIdentity(db, p, customerId, { imeis, serials }, forUpdate);
  return {
    byImei: new Map(found.filter((d) => d.imei).map((d) => [d.imei!, d])),
    bySerial: new Map(found.filter((d) => d.serialNumber).map((d) => [`${d.serialNumber}|${d.vendorId}`, d])),
  };
}

/**
 * The device the row names, if it exists: its IMEI and serial number must not name two devices, and the device
 * must be on an account the caller sees and of the row's type.
 */
function knownDeviceOf(
  r: ParsedRow,
  vendorId: number | null,
  known: KnownDevices,
): ExistingDevice | undefined {
  const matches = new Set(
    [
      r.imei && known.byImei.get(r.imei),
      r.serialNumber && vendorId && known.bySerial.get(`${r.serialNumber}|${vendorId}`),
    ].filter((d): d is ExistingDevice => !!d),
  );
  if (matches.size > 1)
    r.reader.fail('serialNumber', {
      en: 'The IMEI and the serial number belong to two different devices.',
      no: 'IMEI og serienummer hører til to forskjellige enheter.',
    });
  const [cur] = matches;
  if (cur && !cur.visible)
    r.reader.fail(r.imei ? 'imei' : 'serialNumber', {
      en: 'The device exists on an account you do not have access to.',
      no: 'Enheten finnes på en konto du ikke har tilgang til.',
    });
  if (cur && cur.classId !== r.classId)
    r.reader.fail('class', {
      en: 'The device exists with another type.',
      no: 'Enheten finnes med en annen type.',
    });
  return cur;
}

/** The plain values the row gives (an empty cell gives none). */
const given = (values: PlainValues): { [K in PlainKey]?: DeviceValues[K] } =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null));

/** A new device from the row (the table's defaults for what the file does not give: active, source other). */
function newDevice(r: ParsedRow, accountId: number, vendorId: number | null, catalogId: number | null) {
  return newDeviceValues({
    accountId,
    classId: r.classId,
    vendorId,
    description: r.name,
    catalogId,
    imei: r.imei,
    serialNumber: r.serialNumber,
    ...given(r.values),
  });
}

/** The device as the row changes it; an empty cell leaves the stored value as it is. */
function changedDevice(r: ParsedRow, cur: ExistingDevice, vendorId: number | null, catalogId: number | null) {
  const next: DeviceValues = {
    ...cur,
    description: r.name,
    vendorId: vendorId ?? cur.vendorId,
    catalogId: catalogId ?? cur.catalogId,
    imei: r.imei ?? cur.imei,
    serialNumber: r.serialNumber ?? cur.serialNumber,
  };
  return { ...next, ...given(r.values) };
}

/** A change of a purchased or inactive device within its locks, with its events; a change of nothing counts. */
function planChange(plan: ImportPlan, r: ParsedRow, cur: ExistingDevice, next: DeviceValues) {
  if (cur.purchasedAt !== null && LOCKED_WHEN_PURCHASED.some((k) => next[k] !== cur[k]))
    r.reader.fail('name', {
      en: 'The device is purchased by the employee; its name, date, price, IMEI and serial number are locked.',
      no: 'Enheten er kjøpt av den ansatte; navn, dato, pris, IMEI og serienummer er låst.',
    });
  else if (!cur.active && next.catalogId !== cur.catalogId)
    r.reader.fail('employee', {
      en: 'The device is inactive, so its employee cannot change.',
      no: 'Enheten er inaktiv, så den ansatte kan ikke endres.',
    });
  else {
    const events = eventsOf(cur, next);
    if (events.length) plan.updates.push({ cur, values: next, events });
    else plan.unchanged++;
  }
}
