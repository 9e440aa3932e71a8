import type { DiscoveredSource } from '@connect/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { deviceClasses, devices } from './devices.ts';
import { accounts, people, subscriptions } from './tenancy.ts';
import { ceOrderLines } from './webshop.ts';

/**
 * Discovered devices (001 §3 Discovered device, domain.md Discovered devices): devices seen on the network or
 * delivered by the webshop that are not in the inventory yet. A row is new until it is allocated (then it names
 * the device it became) or dismissed.
 */
export const discoveredDevices = pgTable(
  'discovered_devices',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    source: text().$type<DiscoveredSource>().notNull(),
    imei: text(),
    /** The device's name (`description` in 001 §3). */
    description: text().notNull(),
    vendorName: text(),
    classId: smallint()
      .notNull()
      .references(() => deviceClasses.id),
    /** The suggested employee: the subscription's user (network) or the person the order was for (webshop). */
    catalogId: integer().references(() => people.catalogId),
    subscriptionId: integer().references(() => subscriptions.id),
    phoneNumber: text(),
    /** The day it was seen on the network or delivered. */
    seenOn: date().notNull(),
    orderLineId: integer()
      .unique()
      .references(() => ceOrderLines.id),
    dismissedAt: timestamp({ withTimezone: true }),
    dismissedBy: integer().references(() => people.catalogId),
    allocatedDeviceId: integer().references(() => devices.id, { onDelete: 'set null' }),
    allocatedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'discovered_devices_values',
      sql`${t.source} in ('network', 'webshop') and (${t.imei} is null or ${t.imei} ~ '^[0-9]{15}$')`,
    ),
    index('discovered_devices_account_idx').on(t.accountId, t.createdAt, t.id),
    index('discovered_devices_imei_idx').on(t.imei),
  ],
);

/** Every network report (IMEI, phone number, date) once: a repeated report changes nothing. */
export const networkSightings = pgTable(
  'network_sightings',
  {
    imei: text().notNull(),
    phoneNumber: text().notNull(),
    seenOn: date().notNull(),
    discoveredDeviceId: integer().references(() => discoveredDevices.id, { onDelete: 'set null' }),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.imei, t.phoneNumber, t.seenOn] })],
);
