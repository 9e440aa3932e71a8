import type { DeviceSource, Language } from '@connect/shared';
import { buyOutPriceOf, isValidImei } from '@connect/shared/equipment';
import { requireAccount } from '../../../auth/access.ts';
import type { Principal } from '../../../auth/principal.ts';
import { countBound } from '../../../db/bounded-total.ts';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../errors.ts';
import { deviceBuyOutRule } from '../policies/device-buy-out-rule.ts';
import { bookBuyOut } from './device-buy-out-booking.ts';
import {
  type FieldChange,
  insertEvents,
  listEvents,
  type NewDeviceEvent,
} from './device-events.repository.ts';
import { searchDevices } from './device-search.repository.ts';
import {
  classCounts,
  classProperties,
  countDevices,
  customerOfAccount,
  type DeviceFilter,
  type DeviceRow,
  type DeviceSort,
  type DeviceValues,
  deleteDevice,
  inAccountTree,
  insertDevice,
  listClasses,
  listDevices,
  newDeviceValues,
  personOfAccountCustomer,
  requireDevice,
  updateDeviceRow,
} from './devices.repository.ts';
import { requireVendor } from './vendors.repository.ts';

/**
 * Device rules (001 §4, domain.md Equipment): properties by class with the IMEI rule, the locks of an inactive or
 * purchased device, returned/purchased toggles, and an event with the changed fields for every save, written in
 * the save's transaction.
 */

// Reads with no rule beyond the repository's own scoping (a device of a visible account; the classes are
// reference data): the service answers them as they are.
export { classProperties, listClasses, requireDevice } from './devices.repository.ts';

export type PropertyValue = { id: number; value: string };
type Properties = { imei?: string | null; serialNumber?: string | null };

/** Maps property ids to the device's columns; a property of another class or a bad IMEI answers BAD_USER_INPUT. */
async function readProperties(db: Executor, classId: number, values: PropertyValue[]): Promise<Properties> {
  const known = await classProperties(db, classId);
  const out: Properties = {};
  for (const v of values) {
    const prop = known.find((k) => k.id === v.id);
    if (!prop)
      throw AppError.badInput('The property does not belong to the device type.', { field: 'properties' });
    const value = v.value.trim() || null;
    if (prop.name === 'imei') {
      if (value !== null && !isValidImei(value))
        throw AppError.badInput('The IMEI must be 15 digits with a valid check digit.', { field: 'imei' });
      out.imei = value;
    } else out.serialNumber = value;
  }
  return out;
}

async function checkPerson(db: Executor, catalogId: number | null, accountId: number) {
  if (catalogId !== null && !(await personOfAccountCustomer(db, catalogId, accountId)))
    throw AppError.notFound('Person');
}

export type NewDevice = {
  accountId: number;
  classId: number;
  vendorId: number;
  description: string;
  source: DeviceSource;
  catalogId: number | null;
  orderedAt: string | null;
  costPrice: number | null;
  employeePaid: number | null;
  comment: string;
  warrantyEndsAt: string | null;
  properties: PropertyValue[];
  returnedAt: string | null;
};

export async function createDevice(db: Executor, p: Principal, d: NewDevice): Promise<DeviceRow> {
  const accountId = await requireAccount(db, p, d.accountId);
  const id = await db.transaction(async (tx) => {
    const vendor = await requireVendor(tx, p, d.vendorId);
    if ((await customerOfAccount(tx, d.accountId)) !== vendor.customerId) throw AppError.notFound('Vendor');
    await checkPerson(tx, d.catalogId, d.accountId);
    const props = await readProperties(tx, d.classId, d.properties);
    const values = newDeviceValues({
      accountId,
      classId: d.classId,
      vendorId: d.vendorId,
      description: d.description,
      catalogId: d.returnedAt ? null : d.catalogId,
      source: d.source,
      orderedAt: d.orderedAt,
      costPrice: d.costPrice,
      employeePaid: d.employeePaid,
      comment: d.comment,
      warrantyEndsAt: d.warrantyEndsAt,
      imei: props.imei ?? null,
      serialNumber: props.serialNumber ?? null,
      returnedAt: d.returnedAt,
      returnedPreviousCatalogId: d.returnedAt ? d.catalogId : null,
    });
    const deviceId = await insertDevice(tx, accountId, values);
    const events: NewDeviceEvent[] = [{ eventType: 'created', params: {}, changes: [] }];
    if (d.catalogId !== null)
      events.push({
        eventType: 'allocated',
        params: { allocatedTo: d.catalogId },
        changes: [{ field: 'catalogID', before: null, after: String(d.catalogId) }],
      });
    await insertEvents(tx, deviceId, p.catalogId, events);
    return deviceId;
  });
  return requireDevice(db, p, id);
}

export type DevicePatch = {
  id: number;
  version: number | null;
  description?: string;
  catalogId?: number | null;
  orderedAt?: string | null;
  costPrice?: number | null;
  employeePaid?: number | null;
  active?: boolean;
  lost?: boolean;
  comment?: string;
  warrantyEndsAt?: string | null;
  properties?: PropertyValue[];
  /** null turns Returned by employee off; a value turns it on (date, previous employee). */
  returnedByEmployee?: { date: string | null; catalogId: number | null } | null;
  /**
   * null turns Purchased by user off; a value turns it on (date, buyer). calculateCost prices the purchase by the
   * buy-out rule of the buyer's policy as of the date (001 §4 Confirm amounts); otherwise it is the cost price.
   */
  purchasedByEmployee?: { date: string | null; catalogId: number | null; calculateCost?: boolean } | null;
};

const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** The fields an event names, as the API calls them. */
const FIELD_NAMES: [keyof DeviceValues, string][] = [
  ['description', 'description'],
  ['orderedAt', 'orderedAt'],
  ['costPrice', 'costPrice'],
  ['employeePaid', 'employeePaid'],
  ['comment', 'comment'],
  ['imei', 'imei'],
  ['serialNumber', 'serialNumber'],
  ['vendorId', 'vendorID'],
  ['orderNumber', 'orderNumber'],
  ['warrantyEndsAt', 'warrantyEndsAt'],
];

/** Fields a device purchased by its employee keeps as they were at the purchase. */
export const LOCKED_WHEN_PURCHASED: (keyof DeviceValues)[] = [
  'description',
  'orderedAt',
  'costPrice',
  'imei',
  'serialNumber',
];

/**
 * Saves a device against the version the editor read (a stale one answers CONFLICT), applying the §4 rules and
 * writing one event per kind of change with the changed fields before and after.
 */
export async function updateDevice(
  db: Executor,
  p: Principal,
  patch: DevicePatch,
  today: string,
): Promise<DeviceRow> {
  await db.transaction((tx) => applyPatch(tx, p, patch, today, null));
  return requireDevice(db, p, patch.id);
}

/**
 * `updateDevices` (the equipment users panel's one Save): every device of the account (or its sub accounts) saved
 * by the rules of `updateDevice`, in one transaction, so a conflict or a refusal of any row writes none.
 */
export async function updateDevices(
  db: Executor,
  p: Principal,
  accountId: number,
  patches: DevicePatch[],
  today: string,
): Promise<DeviceRow[]> {
  await requireAccount(db, p, accountId);
  if (new Set(patches.map((d) => d.id)).size !== patches.length)
    throw AppError.badInput('A device is named twice.', { field: 'inputs' });
  await db.transaction(async (tx) => {
    for (const patch of patches) await applyPatch(tx, p, patch, today, accountId);
  });
  return Promise.all(patches.map((d) => requireDevice(db, p, d.id)));
}

/** One device's save inside the caller's transaction; `underAccount` limits it to that account's tree. */
async function applyPatch(
  tx: Executor,
  p: Principal,
  patch: DevicePatch,
  today: string,
  underAccount: number | null,
) {
  const cur = await requireDevice(tx, p, patch.id, { forUpdate: true });
  if (underAccount !== null && !(await inAccountTree(tx, p, underAccount, cur.accountId)))
    throw AppError.notFound('Device');
  if (patch.version !== null && patch.version !== cur.version)
    throw AppError.conflict('Someone else changed this device. Reload it to see their changes.');
  const props = await readProperties(tx, cur.classId, patch.properties ?? []);
  const next: DeviceValues = { ...cur };
  if (patch.description !== undefined) next.description = patch.description;
  if (patch.orderedAt !== undefined) next.orderedAt = patch.orderedAt;
  if (patch.costPrice !== undefined) next.costPrice = patch.costPrice;
  if (patch.employeePaid !== undefined) next.employeePaid = patch.employeePaid;
  if (patch.comment !== undefined) next.comment = patch.comment;
  if (patch.warrantyEndsAt !== undefined) next.warrantyEndsAt = patch.warrantyEndsAt;
  if (patch.active !== undefined) next.active = patch.active;
  if (patch.lost !== undefined) next.lost = patch.lost;
  if (patch.catalogId !== undefined) next.catalogId = patch.catalogId;
  if (props.imei !== undefined) next.imei = props.imei;
  if (props.serialNumber !== undefined) next.serialNumber = props.serialNumber;
  if (patch.returnedByEmployee === null) {
    next.returnedAt = null;
    next.returnedPreviousCatalogId = null;
  } else if (patch.returnedByEmployee && cur.returnedAt === null) {
    next.returnedAt = patch.returnedByEmployee.date ?? today;
    next.returnedPreviousCatalogId = patch.returnedByEmployee.catalogId ?? cur.catalogId;
    next.catalogId = null;
  }
  if (patch.purchasedByEmployee !== undefined && cur.purchasedAt !== null)
    throw AppError.badInput('The device is already purchased by the employee.', {
      field: 'purchasedByEmployee',
    });
  if (patch.purchasedByEmployee) {
    const buyer = patch.purchasedByEmployee.catalogId ?? next.catalogId;
    if (buyer === null)
      throw AppError.badInput('Only a device with an employee can be purchased.', {
        field: 'purchasedByEmployee',
      });
    next.purchasedAt = patch.purchasedByEmployee.date ?? today;
    next.purchasedByCatalogId = buyer;
    next.purchasedCostPrice = next.costPrice;
    if (patch.purchasedByEmployee.calculateCost && next.costPrice !== null) {
      const rule = await deviceBuyOutRule(tx, { ...next, catalogId: buyer }, next.purchasedAt);
      if (rule) next.purchasedCostPrice = buyOutPriceOf(next.costPrice, rule);
    }
  }
  checkRules(cur, next);
  if (next.catalogId !== cur.catalogId) await checkPerson(tx, next.catalogId, cur.accountId);
  await updateDeviceRow(tx, cur.id, next);
  await insertEvents(tx, cur.id, p.catalogId, eventsOf(cur, next));
  if (cur.purchasedAt === null) await bookBuyOut(tx, cur, next, today);
}

function checkRules(cur: DeviceRow, next: DeviceValues) {
  const inactive = !cur.active && !next.active;
  if (
    inactive &&
    (next.lost !== cur.lost ||
      next.catalogId !== cur.catalogId ||
      next.returnedAt !== cur.returnedAt ||
      next.purchasedAt !== cur.purchasedAt)
  )
    throw AppError.badInput('The device is inactive. Make it active before changing its user or its state.', {
      field: 'active',
    });
  if (cur.purchasedAt !== null)
    for (const key of LOCKED_WHEN_PURCHASED)
      if (next[key] !== cur[key])
        throw AppError.badInput('The device is purchased by the employee, so this field is locked.', {
          field: key,
        });
}

/** The events of a change: one per kind, with the changed fields before and after. */
export function eventsOf(cur: DeviceRow, next: DeviceValues): NewDeviceEvent[] {
  const events: NewDeviceEvent[] = [];
  const change = (field: string, before: unknown, after: unknown): FieldChange => ({
    field,
    before: text(before),
    after: text(after),
  });
  if (next.active !== cur.active)
    events.push({
      eventType: 'set_active',
      params: { activeFlagSetTo: next.active },
      changes: [change('active', cur.active, next.active)],
    });
  if (next.lost !== cur.lost)
    events.push({
      eventType: 'set_lost',
      params: { lostFlagSetTo: next.lost },
      changes: [change('lost', cur.lost, next.lost)],
    });
  if (next.returnedAt !== cur.returnedAt)
    events.push({
      eventType: 'returned_by_employee',
      params: {
        returnedByEmployee: { date: next.returnedAt, previousEmployee: next.returnedPreviousCatalogId },
      },
      changes: [change('returnedByEmployee', cur.returnedAt, next.returnedAt)],
    });
  if (next.catalogId !== cur.catalogId)
    events.push({
      eventType: 'allocated',
      params: { allocatedTo: next.catalogId },
      changes: [change('catalogID', cur.catalogId, next.catalogId)],
    });
  if (next.purchasedAt !== cur.purchasedAt)
    events.push({
      eventType: 'purchased_by_employee',
      params: { purchasedByEmployee: { bnUser: next.purchasedByCatalogId, date: next.purchasedAt } },
      changes: [change('purchasedByEmployee', cur.purchasedAt, next.purchasedAt)],
    });
  const fields = FIELD_NAMES.filter(([key]) => next[key] !== cur[key]).map(([key, name]) =>
    change(name, cur[key], next[key]),
  );
  if (fields.length) events.push({ eventType: 'updated', params: {}, changes: fields });
  return events;
}

export async function removeDevice(db: Executor, p: Principal, accountId: number, deviceId: number) {
  await db.transaction(async (tx) => {
    const device = await requireDevice(tx, p, deviceId, { accountId, forUpdate: true });
    await deleteDevice(tx, device.id);
  });
  return deviceId;
}

export async function deviceEvents(
  db: Executor,
  p: Principal,
  accountId: number,
  deviceId: number,
  limit: number,
  offset: number,
) {
  await requireDevice(db, p, deviceId, { accountId });
  return listEvents(db, deviceId, limit, offset);
}

/**
 * A page of the account's devices with the total (exact up to a bound: BoundedTotal); an account the caller may
 * not see answers NOT_FOUND.
 */
export async function accountDevices(
  db: Executor,
  p: Principal,
  filter: DeviceFilter & { search: string },
  page: { sort: DeviceSort; limit: number; offset: number; language: Language },
) {
  await requireAccount(db, p, filter.accountId);
  if (filter.search) return searchDevices(db, p, filter, page);
  const [devices, total] = await Promise.all([
    listDevices(db, p, { ...filter, ...page }),
    countDevices(db, p, filter, countBound(page.offset)),
  ]);
  return { devices, ...total };
}

/** Every device class with its device count in the chosen accounts (the overview header). */
export async function devicesHeader(
  db: Executor,
  p: Principal,
  accountId: number,
  includeSubAccounts: boolean,
) {
  await requireAccount(db, p, accountId);
  const [classes, counts] = await Promise.all([
    listClasses(db),
    classCounts(db, p, accountId, includeSubAccounts),
  ]);
  return classes.map((c) => ({ ...c, deviceCount: counts.get(c.id) ?? 0 }));
}
