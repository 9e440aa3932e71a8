import { Service } from '@connect/shared';
import { z } from 'zod';
import { builder } from '../../../graphql/builder.ts';
import { principalOf } from '../../../graphql/context.ts';
import type { RepairDeviceRow } from './repair.repository.ts';
import { repairDevices, repairRequestOptions } from './repair.service.ts';

/** What the Mobile phone repair dialog needs (001 §2): whether the policy offers repairs, and the person's phones. */

const RepairDevice = builder.objectRef<RepairDeviceRow>('RepairDevice').implement({
  description: 'A mobile phone of the person the repair form can be filled from (001 §3 Repair request).',
  fields: (t) => ({
    ID: t.exposeInt('id'),
    description: t.exposeString('description'),
    vendorName: t.exposeString('vendorName', { nullable: true }),
    orderedAt: t.field({ type: 'Date', nullable: true, resolve: (d) => d.orderedAt }),
    orderNumber: t.exposeString('orderNumber', { nullable: true }),
    imei: t.exposeString('imei', { nullable: true }),
    serialNumber: t.exposeString('serialNumber', { nullable: true }),
  }),
});

type Options = { allowed: boolean; catalogId: number };

const RepairRequestOptions = builder.objectRef<Options>('RepairRequestOptions').implement({
  description: "Whether the person's equipment policy offers repairs, and their phones for the repair form.",
  fields: (t) => ({
    allowed: t.exposeBoolean('allowed', {
      description: "The policy's repair setting is on with a service partner to send the request to.",
    }),
    catalogID: t.exposeInt('catalogId'),
    devices: t.field({
      type: [RepairDevice],
      resolve: (o, _a, ctx) => repairDevices(ctx.db, principalOf(ctx), o.catalogId),
    }),
  }),
});

builder.queryField('repairRequestOptions', (t) =>
  t.field({
    type: RepairRequestOptions,
    description:
      'Beyond the spec: the repair dialog’s entry point and device chooser. A person asks for themselves (no role ' +
      'needed, the Equipment service); an equipment admin for anyone of their accounts; anyone else is not found.',
    authScopes: { service: Service.Equipment },
    args: { catalogID: t.arg.int({ required: false, validate: z.number().int().positive().nullish() }) },
    resolve: (_r, a, ctx) => repairRequestOptions(ctx.db, principalOf(ctx), a.catalogID ?? null),
  }),
);
