import { DISCOVERED_SOURCES } from '@connect/shared';
import { z } from 'zod';
import { builder } from '../../../graphql/builder.ts';
import { principalOf } from '../../../graphql/context.ts';
import { equipmentScopes, id } from '../../../graphql/scopes.ts';
import { Device, DeviceClass } from '../devices/device-types.graphql.ts';
import { listClasses } from '../devices/devices.service.ts';
import {
  allocateDevice,
  allocateDevices,
  discoveredDevices,
  dismissDiscoveredDevices,
  updateDeviceFromDiscovered,
} from './discovered.service.ts';
import { DISCOVERED_SORTS, type DiscoveredRow } from './discovered-list.repository.ts';

/** Discovered devices (001 §3 Discovered device, §7). Same roles as the devices. */

const SourceEnum = builder.enumType('DiscoveredDeviceSource', { values: DISCOVERED_SOURCES });
const SortEnum = builder.enumType('DiscoveredDeviceSort', { values: DISCOVERED_SORTS });

const DiscoveredUser = builder.objectRef<DiscoveredRow>('DiscoveredDeviceUser').implement({
  description: 'The suggested employee and their subscription.',
  fields: (t) => ({
    catalogID: t.int({ resolve: (d) => d.catalogId! }),
    firstName: t.string({ resolve: (d) => d.firstName ?? '' }),
    lastName: t.string({ resolve: (d) => d.lastName ?? '' }),
    phoneNumber: t.string({ nullable: true, resolve: (d) => d.phoneNumber }),
    subscriptionID: t.int({ nullable: true, resolve: (d) => d.subscriptionId }),
  }),
});

const DiscoveredDevice = builder.objectRef<DiscoveredRow>('DiscoveredDevice').implement({
  fields: (t) => ({
    ID: t.exposeInt('id'),
    accountID: t.exposeInt('accountId'),
    source: t.field({ type: SourceEnum, resolve: (d) => d.source }),
    description: t.exposeString('description'),
    vendorName: t.string({ nullable: true, resolve: (d) => d.vendorName }),
    imei: t.string({ nullable: true, resolve: (d) => d.imei }),
    class: t.field({
      type: DeviceClass,
      resolve: async (d, _a, ctx) => (await listClasses(ctx.db)).find((c) => c.id === d.classId)!,
    }),
    createdAt: t.string({
      description: 'The day it was seen or delivered (YYYY-MM-DD).',
      resolve: (d) => d.seenOn,
    }),
    dismissedAt: t.field({ type: 'DateTime', nullable: true, resolve: (d) => d.dismissedAt }),
    user: t.field({
      type: DiscoveredUser,
      nullable: true,
      resolve: (d) => (d.catalogId === null ? null : d),
    }),
  }),
});

const DiscoveredDeviceList = builder
  .objectRef<{ devices: DiscoveredRow[]; deviceCount: number }>('DiscoveredDeviceList')
  .implement({
    fields: (t) => ({
      devices: t.field({ type: [DiscoveredDevice], resolve: (l) => l.devices }),
      deviceCount: t.exposeInt('deviceCount'),
    }),
  });

const ids = z.array(id).min(1).max(500);

builder.queryField('discoveredDevices', (t) =>
  t.field({
    type: DiscoveredDeviceList,
    description:
      'Newly discovered devices of an account (not allocated); dismissed ones only when asked for.',
    authScopes: equipmentScopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      includeSubAccounts: t.arg.boolean({ required: false, defaultValue: true }),
      dismissedDevices: t.arg.boolean({ required: false, defaultValue: false }),
      sortBy: t.arg({ type: SortEnum, required: false, defaultValue: 'DiscoveredAt_DESC' }),
      limit: t.arg.int({ required: false, defaultValue: 50, validate: z.number().int().min(1).max(500) }),
      offset: t.arg.int({ required: false, defaultValue: 0, validate: z.number().int().min(0) }),
    },
    resolve: (_r, a, ctx) =>
      discoveredDevices(
        ctx.db,
        principalOf(ctx),
        {
          accountId: a.accountID,
          includeSubAccounts: a.includeSubAccounts ?? true,
          dismissed: !!a.dismissedDevices,
        },
        { sort: a.sortBy ?? 'DiscoveredAt_DESC', limit: a.limit ?? 50, offset: a.offset ?? 0 },
      ),
  }),
);

builder.mutationField('allocateDevice', (t) =>
  t.field({
    type: Device,
    description:
      'Allocates a discovered device to the chosen employee (its suggested one when none is named). A device of the ' +
      'customer with the same IMEI answers CONFLICT "Already exists.".',
    authScopes: equipmentScopes,
    args: {
      accountId: t.arg.int({ validate: id }),
      discoveredDeviceID: t.arg.int({ validate: id }),
      catalogId: t.arg.int({ required: false, validate: id.nullish() }),
    },
    resolve: (_r, a, ctx) =>
      allocateDevice(ctx.db, principalOf(ctx), {
        accountId: a.accountId,
        discoveredDeviceId: a.discoveredDeviceID,
        catalogId: a.catalogId ?? null,
      }),
  }),
);

builder.mutationField('allocateDevices', (t) =>
  t.int({
    description: 'Allocates each discovered device to its suggested employee, all or none; answers how many.',
    authScopes: equipmentScopes,
    args: { accountID: t.arg.int({ validate: id }), discoveredDeviceIDs: t.arg.intList({ validate: ids }) },
    resolve: (_r, a, ctx) => allocateDevices(ctx.db, principalOf(ctx), a.accountID, a.discoveredDeviceIDs),
  }),
);

builder.mutationField('dismissDiscoveredDevices', (t) =>
  t.int({
    description: 'Dismisses discovered devices (seen again only with the toggle); answers how many.',
    authScopes: equipmentScopes,
    args: { accountID: t.arg.int({ validate: id }), discoveredDeviceIDs: t.arg.intList({ validate: ids }) },
    resolve: (_r, a, ctx) =>
      dismissDiscoveredDevices(ctx.db, principalOf(ctx), a.accountID, a.discoveredDeviceIDs),
  }),
);

builder.mutationField('updateDeviceFromDiscovered', (t) =>
  t.field({
    type: Device,
    description:
      'The "Already exists." Yes: the device with the IMEI takes the name, vendor and user of the discovered one.',
    authScopes: equipmentScopes,
    args: { accountID: t.arg.int({ validate: id }), discoveredDeviceID: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) =>
      updateDeviceFromDiscovered(ctx.db, principalOf(ctx), a.accountID, a.discoveredDeviceID),
  }),
);
