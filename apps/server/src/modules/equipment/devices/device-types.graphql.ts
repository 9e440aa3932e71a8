import { DEVICE_SOURCES, osloDate } from '@connect/shared';
import type { BuyOutType } from '@connect/shared/equipment';
import { z } from 'zod';
import type { BoundedTotal } from '../../../db/bounded-total.ts';
import { builder } from '../../../graphql/builder.ts';
import type { Context } from '../../../graphql/context.ts';
import { BNUser } from '../../platform/customer-solutions/customer-solutions.graphql.ts';
import { findCustomerPeople } from '../../platform/customer-solutions/customer-solutions.service.ts';
import { deviceBuyOutRule } from '../policies/device-buy-out-rule.ts';
import type { DeviceEventRow } from './device-events.repository.ts';
import {
  type ClassPropertyRow,
  DEVICE_SORTS,
  type DeviceClassRow,
  type DeviceRow,
} from './devices.repository.ts';
import { classProperties, listClasses } from './devices.service.ts';

/** The GraphQL types of devices (001 §3); the operations are in devices.graphql.ts. */

/** Kroner with at most two decimals, not negative; stored as øre. */
export const kroner = z
  .number()
  .min(0, 'An amount cannot be negative.')
  .max(100_000_000)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
    message: 'An amount has at most two decimals.',
  })
  .nullish();
export const ore = (kr: number | null | undefined) => (kr == null ? null : Math.round(kr * 100));
export const kr = (ore: number | null) => (ore === null ? null : ore / 100);
export const name = z.string().trim().min(1, 'The device needs a name.').max(200);
export const comment = z.string().max(2000).nullish();

export const SourceEnum = builder.enumType('DeviceSource', { values: DEVICE_SOURCES });
export const SortEnum = builder.enumType('DeviceSort', { values: DEVICE_SORTS });

export const DeviceClass = builder
  .objectRef<DeviceClassRow & { deviceCount?: number }>('DeviceClass')
  .implement({
    description: 'A device type; its names in English and Norwegian, singular and plural.',
    fields: (t) => ({
      ID: t.exposeInt('id'),
      shortName: t.exposeString('shortName'),
      nameEn: t.exposeString('nameEn'),
      nameEnPlural: t.exposeString('nameEnPlural'),
      nameNo: t.exposeString('nameNo'),
      nameNoPlural: t.exposeString('nameNoPlural'),
      icon: t.exposeString('icon'),
      deviceCount: t.int({ description: 'Only in devicesHeader.', resolve: (c) => c.deviceCount ?? 0 }),
      properties: t.field({
        type: [ClassProperty],
        description: 'The properties a device of the class has (imei, serial_number).',
        resolve: (c, _a, ctx) => classProperties(ctx.db, c.id),
      }),
    }),
  });

/** People by catalog id, batched per request; a person no longer in the directory shows as null. */
const person = {
  type: BNUser,
  nullable: true as const,
  load: async (ids: number[], ctx: Context) => {
    const people = new Map((await findCustomerPeople(ctx.db, ids)).map((p) => [p.catalogID, p]));
    return ids.map((i) => people.get(i) ?? null);
  },
};

export const ClassProperty = builder.objectRef<ClassPropertyRow>('DeviceClassProperty').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    classID: t.exposeInt('classId'),
    dataType: t.exposeString('dataType'),
  }),
});

const PropertyValue = builder
  .objectRef<{ value: string; property: ClassPropertyRow }>('DevicePropertyValue')
  .implement({
    fields: (t) => ({
      value: t.exposeString('value'),
      property: t.field({ type: ClassProperty, resolve: (v) => v.property }),
    }),
  });

const Returned = builder
  .objectRef<{ date: string; previousEmployee: number | null }>('DeviceReturnedByEmployee')
  .implement({
    fields: (t) => ({
      date: t.field({ type: 'Date', resolve: (r) => r.date }),
      previousEmployee: t.exposeInt('previousEmployee', { nullable: true, description: 'catalogID' }),
    }),
  });

const Purchased = builder
  .objectRef<{ date: string; bnUser: number | null; costPrice: number | null }>('DevicePurchasedByEmployee')
  .implement({
    fields: (t) => ({
      date: t.field({ type: 'Date', resolve: (r) => r.date }),
      bnUser: t.exposeInt('bnUser', { nullable: true, description: 'catalogID of the buyer' }),
      costPrice: t.float({ nullable: true, resolve: (r) => kr(r.costPrice) }),
    }),
  });

const Vendor = builder.objectRef<{ id: number; name: string }>('DeviceVendorRef').implement({
  fields: (t) => ({ ID: t.exposeInt('id'), name: t.exposeString('name') }),
});

const BuyoutRule = builder.objectRef<{ type: BuyOutType }>('DeviceBuyoutRule').implement({
  fields: (t) => ({
    baseBuyoutRuleType: t.string({ description: 'percent or amount', resolve: (r) => r.type }),
  }),
});

export const Device = builder.objectRef<DeviceRow>('Device').implement({
  description: 'A device of the inventory (001 §3). Amounts in kroner.',
  fields: (t) => ({
    ID: t.exposeInt('id'),
    accountID: t.exposeInt('accountId'),
    description: t.exposeString('description'),
    classID: t.exposeInt('classId'),
    class: t.field({
      type: DeviceClass,
      resolve: async (d, _a, ctx) => (await listClasses(ctx.db)).find((c) => c.id === d.classId)!,
    }),
    vendor: t.field({
      type: Vendor,
      nullable: true,
      resolve: (d) => (d.vendorId === null ? null : { id: d.vendorId, name: d.vendorName ?? '' }),
    }),
    catalogID: t.exposeInt('catalogId', { nullable: true, description: 'The assigned employee (bnUser).' }),
    bnUser: t.loadable({ ...person, description: 'The assigned employee.', resolve: (d) => d.catalogId }),
    source: t.field({ type: SourceEnum, resolve: (d) => d.source }),
    createdAt: t.field({ type: 'DateTime', resolve: (d) => d.createdAt }),
    orderedAt: t.field({ type: 'Date', nullable: true, resolve: (d) => d.orderedAt }),
    orderNumber: t.exposeString('orderNumber', { nullable: true }),
    warrantyEndsAt: t.field({
      type: 'Date',
      nullable: true,
      description: 'The last day of the warranty.',
      resolve: (d) => d.warrantyEndsAt,
    }),
    costPrice: t.float({ nullable: true, resolve: (d) => kr(d.costPrice) }),
    employeePaid: t.float({ nullable: true, resolve: (d) => kr(d.employeePaid) }),
    active: t.exposeBoolean('active'),
    lost: t.exposeBoolean('lost'),
    comment: t.exposeString('comment'),
    properties: t.field({
      type: [PropertyValue],
      resolve: async (d, _a, ctx) => {
        const props = await classProperties(ctx.db, d.classId);
        return props.flatMap((property) => {
          const value = property.name === 'imei' ? d.imei : d.serialNumber;
          return value === null ? [] : [{ value, property }];
        });
      },
    }),
    returnedByEmployee: t.field({
      type: Returned,
      nullable: true,
      resolve: (d) =>
        d.returnedAt ? { date: d.returnedAt, previousEmployee: d.returnedPreviousCatalogId } : null,
    }),
    purchasedByEmployee: t.field({
      type: Purchased,
      nullable: true,
      resolve: (d) =>
        d.purchasedAt
          ? { date: d.purchasedAt, bnUser: d.purchasedByCatalogId, costPrice: d.purchasedCostPrice }
          : null,
    }),
    buyoutRule: t.field({
      type: BuyoutRule,
      nullable: true,
      description:
        "The buy-out rule of the user's policy for the device's class and age today; null without a user, a " +
        'policy or an active category.',
      resolve: async (d, _a, ctx) => {
        const rule = await deviceBuyOutRule(ctx.db, d, osloDate(ctx.services.clock.now()));
        return rule && { type: rule.type };
      },
    }),
    version: t.exposeInt('version', {
      description: 'Send it back with updateDevice; a stale one conflicts.',
    }),
  }),
});

export const DeviceList = builder.objectRef<{ devices: DeviceRow[] } & BoundedTotal>('DeviceList').implement({
  fields: (t) => ({
    devices: t.field({ type: [Device], resolve: (l) => l.devices }),
    totalCount: t.exposeInt('totalCount', {
      description: 'The devices the filters find; with totalIsLowerBound, the bound they go past.',
    }),
    totalIsLowerBound: t.exposeBoolean('totalIsLowerBound', {
      description:
        'The list holds more than totalCount devices: the total is counted exactly up to 1 000 past the offset only.',
    }),
  }),
});

const EventType = builder.objectRef<string>('DeviceEventType').implement({
  fields: (t) => ({
    shortName: t.string({ resolve: (s) => s }),
    name: t.string({ resolve: (s) => s.replace(/_/g, ' ') }),
  }),
});

const personId = (field: string, value: string | null) =>
  field === 'catalogID' && value !== null && /^\d+$/.test(value) ? Number(value) : null;

const FieldChange = builder
  .objectRef<{ field: string; before: string | null; after: string | null }>('DeviceFieldChange')
  .implement({
    fields: (t) => ({
      field: t.exposeString('field'),
      before: t.exposeString('before', { nullable: true }),
      after: t.exposeString('after', { nullable: true }),
      beforePerson: t.loadable({
        ...person,
        description: 'For a person field (catalogID): who `before` names.',
        resolve: (c) => personId(c.field, c.before),
      }),
      afterPerson: t.loadable({
        ...person,
        description: 'For a person field (catalogID): who `after` names.',
        resolve: (c) => personId(c.field, c.after),
      }),
    }),
  });

const DeviceEvent = builder.objectRef<DeviceEventRow>('DeviceEvent').implement({
  fields: (t) => ({
    ID: t.exposeInt('id'),
    deviceID: t.exposeInt('deviceId'),
    bnUser: t.exposeInt('actorCatalogId', {
      nullable: true,
      description: 'catalogID of who made the change',
    }),
    actor: t.loadable({ ...person, description: 'Who made the change.', resolve: (e) => e.actorCatalogId }),
    createdAt: t.field({ type: 'DateTime', resolve: (e) => e.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (e) => e.updatedAt }),
    eventType: t.field({ type: EventType, resolve: (e) => e.eventType }),
    params: t.string({
      description: 'The event parameters as JSON (001 §3).',
      resolve: (e) => JSON.stringify(e.params),
    }),
    changes: t.field({ type: [FieldChange], resolve: (e) => e.changes }),
  }),
});

export const DeviceEventList = builder
  .objectRef<{ events: DeviceEventRow[]; totalCount: number }>('DeviceEventList')
  .implement({
    fields: (t) => ({
      events: t.field({ type: [DeviceEvent], resolve: (l) => l.events }),
      totalCount: t.exposeInt('totalCount'),
    }),
  });
