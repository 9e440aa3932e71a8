import { requireAccount } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import {
  type DeviceRow,
  type FieldChange,
  insertDevice,
  insertEvents,
  type NewDeviceEvent,
  newDeviceValues,
  personOfAccountCustomer,
  requireDevice,
} from '../devices/device-records.service.ts';
import {
  countDiscovered,
  type DiscoveredFilter,
  type DiscoveredSort,
  deviceWithImei,
  listDiscovered,
  orderLineFacts,
  requireDiscovered,
  type ScopedDiscoveredRow,
  setAllocated,
  setDismissed,
  takeDiscoveredValues,
  vendorNamed,
} from './discovered-list.repository.ts';

/** For the webshop's order lines. */
export { createDiscoveredDevice, dismissForOrderLine } from './discovered.repository.ts';

/** The rules of discovered devices (001 §4, domain.md): allocate, the "Already exists." conflict, dismiss. */

export async function discoveredDevices(
  db: Executor,
  p: Principal,
  f: DiscoveredFilter,
  page: { sort: DiscoveredSort; limit: number; offset: number },
) {
  await requireAccount(db, p, f.accountId);
  const [devices, deviceCount] = await Promise.all([
    listDiscovered(db, p, f, page),
    countDiscovered(db, p, f),
  ]);
  return { devices, deviceCount };
}

/** Allocates one open discovered device in the caller's transaction; answers the new device's id. */
async function allocateOne(
  tx: Executor,
  p: Principal,
  d: ScopedDiscoveredRow,
  chosen: number | null,
): Promise<number> {
  if (d.allocatedDeviceId !== null) throw AppError.conflict('The device is already allocated.');
  const catalogId = chosen ?? d.catalogId;
  if (catalogId === null) throw AppError.badInput('Choose the employee to allocate the device to.');
  if (!(await personOfAccountCustomer(tx, catalogId, d.accountId))) throw AppError.notFound('Person');
  if (d.imei && (await deviceWithImei(tx, d.accountId, d.imei)) !== null)
    throw AppError.conflict('Already exists.');
  const order = d.orderLineId === null ? null : await orderLineFacts(tx, d.orderLineId);
  const deviceId = await insertDevice(
    tx,
    d.accountId,
    newDeviceValues({
      accountId: d.accountId,
      classId: d.classId,
      vendorId: d.vendorName ? await vendorNamed(tx, d.accountId, d.vendorName) : null,
      description: d.description,
      catalogId,
      source: d.source === 'webshop' ? 'shop' : 'network',
      orderedAt: order?.orderDate ?? null,
      orderNumber: order?.orderNumber ?? null,
      costPrice: order?.costPrice ?? null,
      imei: d.imei,
    }),
  );
  await insertEvents(tx, deviceId, p.catalogId, [
    { eventType: 'created', params: { discoveredDeviceID: d.id }, changes: [] },
    {
      eventType: 'allocated',
      params: { allocatedTo: catalogId },
      changes: [{ field: 'catalogID', before: null, after: String(catalogId) }],
    },
  ]);
  await setAllocated(tx, d.id, deviceId);
  return deviceId;
}

/** `allocateDevice`: the device and its 'allocated' event in one transaction. */
export async function allocateDevice(
  db: Executor,
  p: Principal,
  a: { accountId: number; discoveredDeviceId: number; catalogId: number | null },
): Promise<DeviceRow> {
  await requireAccount(db, p, a.accountId);
  const deviceId = await db.transaction(async (tx) => {
    const [d] = await requireDiscovered(tx, p, a.accountId, [a.discoveredDeviceId]);
    return allocateOne(tx, p, d!, a.catalogId);
  });
  return requireDevice(db, p, deviceId);
}

/** `allocateDevices`: each to its suggested employee, all or none. Answers how many. */
export async function allocateDevices(db: Executor, p: Principal, accountId: number, ids: number[]) {
  await requireAccount(db, p, accountId);
  return db.transaction(async (tx) => {
    const rows = await requireDiscovered(tx, p, accountId, ids);
    for (const d of rows) await allocateOne(tx, p, d, null);
    return rows.length;
  });
}

export async function dismissDiscoveredDevices(db: Executor, p: Principal, accountId: number, ids: number[]) {
  await requireAccount(db, p, accountId);
  return db.transaction(async (tx) => {
    const rows = await requireDiscovered(tx, p, accountId, ids);
    if (rows.some((d) => d.allocatedDeviceId !== null))
      throw AppError.conflict('The device is already allocated.');
    await setDismissed(tx, ids, p.catalogId);
    return rows.length;
  });
}

/**
 * The "Already exists." Yes path: the customer's device with the IMEI takes the discovered device's name, vendor
 * and connected user, with its events; the discovered device leaves the list as allocated to it.
 */
export async function updateDeviceFromDiscovered(
  db: Executor,
  p: Principal,
  accountId: number,
  discoveredDeviceId: number,
): Promise<DeviceRow> {
  await requireAccount(db, p, accountId);
  const deviceId = await db.transaction(async (tx) => {
    const [d] = await requireDiscovered(tx, p, accountId, [discoveredDeviceId]);
    if (d!.allocatedDeviceId !== null) throw AppError.conflict('The device is already allocated.');
    const existingId = d!.imei ? await deviceWithImei(tx, d!.accountId, d!.imei) : null;
    if (existingId === null) throw AppError.notFound('Device');
    const cur = await requireDevice(tx, p, existingId, { forUpdate: true });
    const vendorId = d!.vendorName ? await vendorNamed(tx, cur.accountId, d!.vendorName) : cur.vendorId;
    const catalogId = d!.catalogId ?? cur.catalogId;
    const changes: FieldChange[] = [];
    if (cur.description !== d!.description)
      changes.push({ field: 'description', before: cur.description, after: d!.description });
    if (cur.vendorId !== vendorId)
      changes.push({ field: 'vendorID', before: str(cur.vendorId), after: str(vendorId) });
    const events: NewDeviceEvent[] = [];
    if (changes.length) events.push({ eventType: 'updated', params: { discoveredDeviceID: d!.id }, changes });
    if (cur.catalogId !== catalogId)
      events.push({
        eventType: 'allocated',
        params: { allocatedTo: catalogId },
        changes: [{ field: 'catalogID', before: str(cur.catalogId), after: str(catalogId) }],
      });
    await takeDiscoveredValues(tx, cur.id, { description: d!.description, vendorId, catalogId });
    await insertEvents(tx, cur.id, p.catalogId, events);
    await setAllocated(tx, d!.id, cur.id);
    return cur.id;
  });
  return requireDevice(db, p, deviceId);
}

const str = (n: number | null) => (n === null ? null : String(n));
