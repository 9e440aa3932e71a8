import type { DeviceSource } from '@connect/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, customers, people } from './tenancy.ts';

/**
 * Devices (001 §3, domain.md Equipment): the inventory of equipment assigned to employees. Classes share their ids
 * with the policy categories of `@connect/shared/equipment` (1 mobile … 6 other). Money is integer øre.
 */
export const deviceClasses = pgTable('device_classes', {
  id: smallint().primaryKey(),
  shortName: text().notNull().unique(),
  nameEn: text().notNull(),
  nameEnPlural: text().notNull(),
  nameNo: text().notNull(),
  nameNoPlural: text().notNull(),
  icon: text().notNull(),
});

/** A class's properties: `imei` for mobile and tablet, `serial_number` for all. Values live on the device row. */
export const deviceClassProperties = pgTable(
  'device_class_properties',
  {
    id: smallint().primaryKey(),
    classId: smallint()
      .notNull()
      .references(() => deviceClasses.id),
    name: text().notNull(),
    dataType: text().notNull().default('string'),
  },
  (t) => [uniqueIndex('device_class_properties_name_idx').on(t.classId, t.name)],
);

/** A customer's device vendors; a name is unique per customer regardless of case. */
export const deviceVendors = pgTable(
  'device_vendors',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('device_vendors_name_idx').on(t.customerId, sql`lower(${t.name})`)],
);

/** One device import (who, when, counts); the devices and events it wrote name it. */
export const deviceImports = pgTable(
  'device_imports',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    importedBy: integer().references(() => people.catalogId),
    fileName: text().notNull().default(''),
    added: integer().notNull().default(0),
    updated: integer().notNull().default(0),
    unchanged: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('device_imports_account_idx').on(t.accountId, t.createdAt)],
);

export const devices = pgTable(
  'devices',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    classId: smallint()
      .notNull()
      .references(() => deviceClasses.id),
    vendorId: integer().references(() => deviceVendors.id),
    /** The device's name (`description` in 001 §3). */
    description: text().notNull(),
    /** The assigned employee (bnUser / catalog). */
    catalogId: integer().references(() => people.catalogId),
    source: text().$type<DeviceSource>().notNull().default('other'),
    orderedAt: date(),
    orderNumber: text(),
    costPrice: bigint({ mode: 'number' }),
    employeePaid: bigint({ mode: 'number' }),
    active: boolean().notNull().default(true),
    lost: boolean().notNull().default(false),
    comment: text().notNull().default(''),
    imei: text(),
    serialNumber: text(),
    returnedAt: date(),
    returnedPreviousCatalogId: integer().references(() => people.catalogId),
    purchasedAt: date(),
    purchasedByCatalogId: integer().references(() => people.catalogId),
    purchasedCostPrice: bigint({ mode: 'number' }),
    /** The last day of the device's warranty. */
    warrantyEndsAt: date(),
    /** The import that added the device: checked once per statement by a trigger, as device_events' (0029). */
    importId: integer(),
    /** Raised by every change; a save that names an older one conflicts. */
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'devices_values',
      sql`${t.source} in ('web', 'shop', 'other', 'network') and coalesce(${t.costPrice}, 0) >= 0
      and coalesce(${t.employeePaid}, 0) >= 0 and (${t.imei} is null or ${t.imei} ~ '^[0-9]{15}$')`,
    ),
    // One index per list sort (devices.repository.ts): the account, the sort's keys, the id, and the purchase date
    // last, so the default window is checked in the index while one account's page is read in order. The name
    // sorts on its lower case, as every name sort of the portal does (so "iPad" is not read after "ThinkPad").
    index('devices_account_description_idx').on(t.accountId, sql`lower(${t.description})`, t.id, t.orderedAt),
    index('devices_account_ordered_idx').on(t.accountId, t.orderedAt.asc().nullsFirst(), t.id),
    index('devices_account_cost_idx').on(t.accountId, t.costPrice.asc().nullsFirst(), t.id, t.orderedAt),
    index('devices_account_class_idx').on(
      t.accountId,
      t.classId,
      sql`lower(${t.description})`,
      t.id,
      t.orderedAt,
    ),
    index('devices_account_source_idx').on(t.accountId, t.source, t.id, t.orderedAt),
    index('devices_account_vendor_idx').on(t.accountId, t.vendorId, t.id, t.orderedAt),
    // The search (pg_trgm, migration 0024): the device's own text in one trigram index.
    index('devices_search_idx').using(
      'gin',
      sql`(${t.description} || ' ' || coalesce(${t.imei}, '') || ' ' || coalesce(${t.serialNumber}, '') || ' ' || coalesce(${t.orderNumber}, '')) gin_trgm_ops`,
    ),
    // The same past the name's first character: the matches a name sort does not find from where the text starts
    // the names (device-search.repository.ts, issue 31).
    index('devices_search_further_idx').using(
      'gin',
      sql`(substr(${t.description}, 2) || ' ' || coalesce(${t.imei}, '') || ' ' || coalesce(${t.serialNumber}, '') || ' ' || coalesce(${t.orderNumber}, '')) gin_trgm_ops`,
    ),
    index('devices_vendor_idx').on(t.vendorId),
    index('devices_catalog_idx').on(t.catalogId),
    index('devices_imei_idx').on(t.imei),
    // The import finds a device again by its serial number and vendor (device-import.repository.ts).
    index('devices_serial_idx').on(t.serialNumber, t.vendorId),
  ],
);

/** One field of a device event's changes: its values before and after, as text (null when empty). */
export type FieldChange = { field: string; before: string | null; after: string | null };

export const DEVICE_EVENT_TYPES = [
  'created',
  'updated',
  'allocated',
  'set_lost',
  'set_active',
  'returned_by_employee',
  'purchased_by_employee',
] as const;

/**
 * Every change of a device that matters, written in the same transaction as the change: who (bnUser), the event
 * type, its params (001 §3 DeviceEvent) and the changed fields with their values before and after.
 */
export const deviceEvents = pgTable(
  'device_events',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    deviceId: integer()
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    eventType: text().notNull(),
    // Who and which import: checked once per statement by a trigger (migration 0029), not row by row by foreign
    // keys, which cost an import of 10 000 devices about 160 ms (docs/DEVICE-IMPORT.md).
    actorCatalogId: integer(),
    params: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** `[{ field, before, after }]`, values as text (null when empty). */
    changes: jsonb().$type<FieldChange[]>().notNull().default([]),
    importId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'device_events_type',
      sql`${t.eventType} in ('created', 'updated', 'allocated', 'set_lost', 'set_active', 'returned_by_employee', 'purchased_by_employee')`,
    ),
    index('device_events_device_idx').on(t.deviceId, t.createdAt, t.id),
  ],
);
