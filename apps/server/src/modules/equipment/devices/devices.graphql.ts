import { addMonths, LANGUAGES, type Language, osloDate } from '@connect/shared';
import { z } from 'zod';
import { requireDateRange } from '../../../date-range.ts';
import { builder } from '../../../graphql/builder.ts';
import { principalOf } from '../../../graphql/context.ts';
import { equipmentScopes, id } from '../../../graphql/scopes.ts';
import {
  ClassProperty,
  comment,
  Device,
  DeviceClass,
  DeviceEventList,
  DeviceList,
  kroner,
  name,
  ore,
  SortEnum,
  SourceEnum,
} from './device-types.graphql.ts';
import {
  accountDevices,
  classProperties,
  createDevice,
  type DevicePatch,
  deviceEvents,
  devicesHeader,
  removeDevice,
  requireDevice,
  updateDevice,
  updateDevices,
} from './devices.service.ts';

/** Device operations (001 §7). */

const ids = z.array(id).max(100).nullish();
const date = z.string().nullish();

builder.queryField('devices', (t) =>
  t.field({
    type: DeviceList,
    description:
      'The devices of an account (and its sub accounts), filtered and sorted in SQL, a page at a time.',
    authScopes: equipmentScopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      catalogID: t.arg.int({ required: false, validate: id.nullish() }),
      classIDs: t.arg.intList({ required: false, validate: ids }),
      vendorIDs: t.arg.intList({ required: false, validate: ids }),
      sources: t.arg({ type: [SourceEnum], required: false }),
      fromDate: t.arg({ type: 'Date', required: false, validate: date }),
      toDate: t.arg({ type: 'Date', required: false, validate: date }),
      isActive: t.arg.boolean({ required: false }),
      warrantyEndsWithinMonths: t.arg.int({
        required: false,
        description:
          'Only devices whose warranty ends from today to this many months ahead (both days included).',
        validate: z.number().int().min(1).max(120).nullish(),
      }),
      includeSubAccounts: t.arg.boolean({ required: false, defaultValue: true }),
      includePropertyValues: t.arg.boolean({ required: false, defaultValue: true }),
      search: t.arg.string({ required: false, validate: z.string().max(100).nullish() }),
      sortBy: t.arg({ type: SortEnum, required: false, defaultValue: 'Description_ASC' }),
      language: t.arg.string({
        required: false,
        defaultValue: 'no',
        description: 'The language the list is shown in (no, en): sorting by class follows its shown name.',
        validate: z.enum(LANGUAGES),
      }),
      limit: t.arg.int({ required: false, defaultValue: 50, validate: z.number().int().min(1).max(500) }),
      offset: t.arg.int({ required: false, defaultValue: 0, validate: z.number().int().min(0) }),
    },
    resolve: async (_r, a, ctx) => {
      const p = principalOf(ctx);
      if (a.fromDate && a.toDate) requireDateRange(a.fromDate, a.toDate);
      const today = osloDate(ctx.services.clock.now());
      const filter = {
        accountId: a.accountID,
        includeSubAccounts: a.includeSubAccounts ?? true,
        catalogId: a.catalogID ?? null,
        classIds: a.classIDs ?? null,
        vendorIds: a.vendorIDs ?? null,
        sources: a.sources ?? null,
        fromDate: a.fromDate ?? null,
        toDate: a.toDate ?? null,
        isActive: a.isActive ?? null,
        warrantyEnds: a.warrantyEndsWithinMonths
          ? { from: today, to: addMonths(today, a.warrantyEndsWithinMonths) }
          : null,
        search: a.search?.trim() ?? '',
      };
      return accountDevices(ctx.db, p, filter, {
        sort: a.sortBy ?? 'Description_ASC',
        language: (a.language ?? 'no') as Language,
        limit: a.limit ?? 50,
        offset: a.offset ?? 0,
      });
    },
  }),
);

builder.queryField('device', (t) =>
  t.field({
    type: Device,
    authScopes: equipmentScopes,
    args: { accountId: t.arg.int({ validate: id }), deviceId: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) => requireDevice(ctx.db, principalOf(ctx), a.deviceId, { accountId: a.accountId }),
  }),
);

builder.queryField('devicesHeader', (t) =>
  t.field({
    type: [DeviceClass],
    description: 'Every device class with its device count in the chosen accounts.',
    authScopes: equipmentScopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      includeSubAccounts: t.arg.boolean({ required: false, defaultValue: true }),
    },
    resolve: (_r, a, ctx) =>
      devicesHeader(ctx.db, principalOf(ctx), a.accountID, a.includeSubAccounts ?? true),
  }),
);

builder.queryField('deviceEvents', (t) =>
  t.field({
    type: DeviceEventList,
    description: "A device's events, newest first, a page at a time.",
    authScopes: equipmentScopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      deviceID: t.arg.int({ validate: id }),
      limit: t.arg.int({ required: false, defaultValue: 50, validate: z.number().int().min(1).max(200) }),
      offset: t.arg.int({ required: false, defaultValue: 0, validate: z.number().int().min(0) }),
    },
    resolve: (_r, a, ctx) =>
      deviceEvents(ctx.db, principalOf(ctx), a.accountID, a.deviceID, a.limit ?? 50, a.offset ?? 0),
  }),
);

builder.queryField('deviceClassProperties', (t) =>
  t.field({
    type: [ClassProperty],
    description: 'The properties of a device class (imei for mobile and tablet, serial_number for all).',
    authScopes: equipmentScopes,
    args: { classID: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) => classProperties(ctx.db, a.classID),
  }),
);

const PropertyInput = builder.inputType('DevicePropertyInput', {
  fields: (t) => ({ id: t.int({ validate: id }), value: t.string({ validate: z.string().max(100) }) }),
});

builder.mutationField('createDevice', (t) =>
  t.field({
    type: Device,
    description:
      'Adds a device; Add needs a name, a vendor and a class. Empty price, catalog and date are null.',
    authScopes: equipmentScopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      classID: t.arg.int({ validate: id }),
      vendorID: t.arg.int({ validate: id }),
      description: t.arg.string({ validate: name }),
      source: t.arg({ type: SourceEnum, required: false, defaultValue: 'other' }),
      catalogID: t.arg.int({ required: false, validate: id.nullish() }),
      orderedAt: t.arg({ type: 'Date', required: false }),
      costPrice: t.arg.float({ required: false, validate: kroner }),
      employeePaid: t.arg.float({ required: false, validate: kroner }),
      comment: t.arg.string({ required: false, validate: comment }),
      warrantyEndsAt: t.arg({ type: 'Date', required: false }),
      properties: t.arg({
        type: [PropertyInput],
        required: false,
        validate: z.array(z.any()).max(10).nullish(),
      }),
      returnedByEmployee: t.arg.boolean({ required: false }),
    },
    resolve: (_r, a, ctx) =>
      createDevice(ctx.db, principalOf(ctx), {
        accountId: a.accountID,
        classId: a.classID,
        vendorId: a.vendorID,
        description: a.description.trim(),
        source: a.source ?? 'other',
        catalogId: a.catalogID ?? null,
        orderedAt: a.orderedAt ?? null,
        costPrice: ore(a.costPrice),
        employeePaid: ore(a.employeePaid),
        comment: a.comment ?? '',
        warrantyEndsAt: a.warrantyEndsAt ?? null,
        properties: a.properties ?? [],
        returnedAt: a.returnedByEmployee ? osloDate(ctx.services.clock.now()) : null,
      }),
  }),
);

const ReturnedInput = builder.inputType('DeviceReturnedByEmployeeInput', {
  fields: (t) => ({
    catalogID: t.int({ required: false, validate: id.nullish() }),
    date: t.field({ type: 'Date', required: false }),
  }),
});
const PurchasedInput = builder.inputType('DevicePurchasedByEmployeeInput', {
  fields: (t) => ({
    catalogID: t.int({ required: false, validate: id.nullish() }),
    date: t.field({ type: 'Date', required: false }),
    calculateCost: t.boolean({
      required: false,
      description: "Price the purchase by the buy-out rule of the buyer's policy (Confirm and calculate).",
    }),
  }),
});

const UpdateInput = builder.inputType('DeviceUpdateInput', {
  description:
    'A field left out keeps its value; returnedByEmployee / purchasedByEmployee null turn the toggle off. ' +
    'Send the version you read: a device changed since answers CONFLICT.',
  fields: (t) => ({
    id: t.int({ validate: id }),
    version: t.int({ required: false }),
    description: t.string({ required: false, validate: name.nullish() }),
    catalogID: t.int({ required: false, validate: id.nullish() }),
    orderedAt: t.field({ type: 'Date', required: false }),
    costPrice: t.float({ required: false, validate: kroner }),
    employeePaid: t.float({ required: false, validate: kroner }),
    active: t.boolean({ required: false }),
    lost: t.boolean({ required: false }),
    comment: t.string({ required: false, validate: comment }),
    warrantyEndsAt: t.field({ type: 'Date', required: false }),
    properties: t.field({ type: [PropertyInput], required: false }),
    returnedByEmployee: t.field({ type: ReturnedInput, required: false }),
    purchasedByEmployee: t.field({ type: PurchasedInput, required: false }),
  }),
});

/** Present in the input (even as null) vs left out (undefined after validation). */
const has = (o: Record<string, unknown>, key: string) => o[key] !== undefined;

type UpdateInputShape = typeof UpdateInput.$inferInput;

/** An input as the service's patch: a field left out stays undefined, one sent as null clears it. */
const patchOf = (i: UpdateInputShape): DevicePatch => ({
  id: i.id,
  version: i.version ?? null,
  description: i.description?.trim() ?? undefined,
  catalogId: has(i, 'catalogID') ? (i.catalogID ?? null) : undefined,
  orderedAt: has(i, 'orderedAt') ? (i.orderedAt ?? null) : undefined,
  costPrice: has(i, 'costPrice') ? ore(i.costPrice) : undefined,
  employeePaid: has(i, 'employeePaid') ? ore(i.employeePaid) : undefined,
  active: i.active ?? undefined,
  lost: i.lost ?? undefined,
  comment: i.comment ?? undefined,
  warrantyEndsAt: has(i, 'warrantyEndsAt') ? (i.warrantyEndsAt ?? null) : undefined,
  properties: i.properties ?? undefined,
  returnedByEmployee: has(i, 'returnedByEmployee')
    ? i.returnedByEmployee && {
        date: i.returnedByEmployee.date ?? null,
        catalogId: i.returnedByEmployee.catalogID ?? null,
      }
    : undefined,
  purchasedByEmployee: has(i, 'purchasedByEmployee')
    ? i.purchasedByEmployee && {
        date: i.purchasedByEmployee.date ?? null,
        catalogId: i.purchasedByEmployee.catalogID ?? null,
        calculateCost: i.purchasedByEmployee.calculateCost ?? false,
      }
    : undefined,
});

builder.mutationField('updateDevice', (t) =>
  t.field({
    type: Device,
    authScopes: equipmentScopes,
    args: { input: t.arg({ type: UpdateInput }) },
    resolve: (_r, { input }, ctx) =>
      updateDevice(ctx.db, principalOf(ctx), patchOf(input), osloDate(ctx.services.clock.now())),
  }),
);

builder.mutationField('updateDevices', (t) =>
  t.field({
    type: [Device],
    description:
      "Saves several devices of the account (or its sub accounts) at once, each by updateDevice's rules, in one " +
      'transaction: a stale version (CONFLICT) or a refusal of any of them saves none.',
    authScopes: equipmentScopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      inputs: t.arg({ type: [UpdateInput], validate: z.array(z.any()).min(1).max(100) }),
    },
    resolve: (_r, a, ctx) =>
      updateDevices(
        ctx.db,
        principalOf(ctx),
        a.accountID,
        a.inputs.map(patchOf),
        osloDate(ctx.services.clock.now()),
      ),
  }),
);

builder.mutationField('removeDevice', (t) =>
  t.int({
    description: 'Deletes the device and its history; answers the deleted id.',
    authScopes: equipmentScopes,
    args: { accountId: t.arg.int({ validate: id }), deviceId: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) => removeDevice(ctx.db, principalOf(ctx), a.accountId, a.deviceId),
  }),
);
