import type { DeviceSource } from '@connect/shared';
import type { Executor } from '../../src/db/client.ts';
import { devices, deviceVendors } from '../../src/db/schema/index.ts';
import {
  insertEvents,
  type NewDeviceEvent,
} from '../../src/modules/equipment/devices/device-events.repository.ts';
import {
  createDiscoveredDevice,
  type NewDiscoveredDevice,
} from '../../src/modules/equipment/discovered/discovered.repository.ts';
import { setDismissed } from '../../src/modules/equipment/discovered/discovered-list.repository.ts';
import { type BuiltAccount, type BuiltCustomer, type BuiltPerson, nextSerial } from './tenancy.ts';

/**
 * Equipment's test factories (see tenancy.ts): vendors, devices with their history, and discovered (network-seen or
 * delivered) devices, written into the product's own tables. Device classes are the seeded catalogue (1 mobile,
 * 2 tablet, 3 computer, 4 headset, 5 accessory, 6 other): fixed per product, not test data. Money is integer øre.
 */

export type BuiltVendor = { id: number; customerId: number; name: string };
export type BuiltDevice = { id: number; accountId: number; description: string };

/** A vendor of the customer. */
export async function buildVendor(
  db: Executor,
  opts: { customer: BuiltCustomer; name?: string },
): Promise<BuiltVendor> {
  const [row] = await db
    .insert(deviceVendors)
    .values({ customerId: opts.customer.id, name: opts.name ?? `Testleverandør ${nextSerial()}` })
    .returning({ id: deviceVendors.id, customerId: deviceVendors.customerId, name: deviceVendors.name });
  return row!;
}

type DeviceColumns = Omit<
  typeof devices.$inferInsert,
  'id' | 'accountId' | 'vendorId' | 'catalogId' | 'version' | 'costPrice' | 'employeePaid'
>;

/**
 * A device in the account: a mobile named `Testenhet n` from `source` other, of nobody and no vendor unless told.
 * Prices are øre (`costPriceOre`, `employeePaidOre`); any other column of the row may be given as it is stored.
 */
export async function buildDevice(
  db: Executor,
  opts: {
    account: BuiltAccount;
    vendor?: BuiltVendor;
    person?: BuiltPerson;
    costPriceOre?: number | null;
    employeePaidOre?: number | null;
    source?: DeviceSource;
  } & Partial<DeviceColumns>,
): Promise<BuiltDevice> {
  const { account, vendor, person, costPriceOre, employeePaidOre, ...columns } = opts;
  const [row] = await db
    .insert(devices)
    .values({
      classId: 1,
      description: `Testenhet ${nextSerial()}`,
      ...columns,
      accountId: account.id,
      vendorId: vendor?.id ?? null,
      catalogId: person?.catalogId ?? null,
      costPrice: costPriceOre ?? null,
      employeePaid: employeePaidOre ?? null,
    })
    .returning({ id: devices.id, accountId: devices.accountId, description: devices.description });
  return row!;
}

/** Events in the device's history, written as a save writes them (oldest first), by `actor`. */
export async function buildDeviceHistory(
  db: Executor,
  opts: { device: BuiltDevice; actor: BuiltPerson; events: NewDeviceEvent[] },
): Promise<void> {
  await insertEvents(db, opts.device.id, opts.actor.catalogId, opts.events);
}

/**
 * A discovered device of the account: a mobile seen on the network on 2026-11-01 unless told, suggested for
 * `person` and seen with `subscription` when given; dismissed by `dismissedBy` when given.
 */
export async function buildDiscovered(
  db: Executor,
  opts: {
    account: BuiltAccount;
    person?: BuiltPerson;
    subscription?: { id: number; phoneNumber: string };
    dismissedBy?: BuiltPerson;
  } & Partial<Omit<NewDiscoveredDevice, 'accountId' | 'catalogId' | 'subscriptionId' | 'phoneNumber'>>,
): Promise<{ id: number }> {
  const { account, person, subscription, dismissedBy, ...values } = opts;
  const id = await createDiscoveredDevice(db, {
    source: 'network',
    imei: null,
    description: `Oppdaget enhet ${nextSerial()}`,
    vendorName: null,
    classId: 1,
    seenOn: '2026-11-01',
    orderLineId: null,
    ...values,
    accountId: account.id,
    catalogId: person?.catalogId ?? null,
    subscriptionId: subscription?.id ?? null,
    phoneNumber: subscription?.phoneNumber ?? null,
  });
  if (dismissedBy) await setDismissed(db, [id], dismissedBy.catalogId);
  return { id };
}
