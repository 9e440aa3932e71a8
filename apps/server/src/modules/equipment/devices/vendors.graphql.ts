import { z } from 'zod';
import { builder } from '../../../graphql/builder.ts';
import { principalOf } from '../../../graphql/context.ts';
import { equipmentScopes, id } from '../../../graphql/scopes.ts';
import type { VendorRow } from './vendors.repository.ts';
import { accountVendors, createVendor, removeVendor, updateVendor } from './vendors.service.ts';

const vendorName = z.string().trim().min(1, 'The vendor needs a name.').max(200);

export const DeviceVendor = builder.objectRef<VendorRow>('DeviceVendor').implement({
  description: "A vendor of the customer's devices.",
  fields: (t) => ({
    ID: t.exposeInt('id'),
    name: t.exposeString('name'),
    deviceCount: t.exposeInt('deviceCount', {
      description:
        'Devices that use it: in the chosen accounts in deviceVendors; in every account the caller can see when a change answers it.',
    }),
  }),
});

builder.queryField('deviceVendors', (t) =>
  t.field({
    type: [DeviceVendor],
    description:
      "The vendors of the account's customer by name, with their device count in the chosen accounts.",
    authScopes: equipmentScopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      includeSubAccounts: t.arg.boolean({ required: false, defaultValue: true }),
      limit: t.arg.int({ required: false, defaultValue: 50, validate: z.number().int().min(1).max(500) }),
      offset: t.arg.int({ required: false, defaultValue: 0, validate: z.number().int().min(0) }),
      search: t.arg.string({ required: false, validate: z.string().max(100).nullish() }),
    },
    resolve: (_r, a, ctx) =>
      accountVendors(ctx.db, principalOf(ctx), {
        accountId: a.accountID,
        includeSubAccounts: a.includeSubAccounts ?? true,
        search: a.search?.trim() ?? '',
        limit: a.limit ?? 50,
        offset: a.offset ?? 0,
      }),
  }),
);

builder.mutationField('createDeviceVendor', (t) =>
  t.field({
    type: DeviceVendor,
    description: "Adds a vendor to the caller's customer; a name it already has answers BAD_USER_INPUT.",
    authScopes: equipmentScopes,
    args: { name: t.arg.string({ validate: vendorName }) },
    resolve: (_r, a, ctx) => createVendor(ctx.db, principalOf(ctx), a.name.trim()),
  }),
);

builder.mutationField('updateDeviceVendor', (t) =>
  t.field({
    type: DeviceVendor,
    authScopes: equipmentScopes,
    args: { ID: t.arg.int({ validate: id }), name: t.arg.string({ validate: vendorName }) },
    resolve: (_r, a, ctx) => updateVendor(ctx.db, principalOf(ctx), a.ID, a.name.trim()),
  }),
);

builder.mutationField('removeDeviceVendor', (t) =>
  t.int({
    description:
      'Deletes the vendor; refused with BAD_USER_INPUT while devices use it (details: deviceCount, the devices of the accounts the caller can see; usedElsewhere, devices of accounts the caller cannot see use it too). Answers the deleted id.',
    authScopes: equipmentScopes,
    args: { ID: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) => removeVendor(ctx.db, principalOf(ctx), a.ID),
  }),
);
