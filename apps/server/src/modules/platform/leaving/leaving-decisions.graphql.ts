import { COST_CONTROL_ROLES } from '@connect/shared';
import { z } from 'zod';
import { builder } from '../../../graphql/builder.ts';
import { principalOf } from '../../../graphql/context.ts';
import { equipmentScopes, id } from '../../../graphql/scopes.ts';
import { OffboardingType } from './leaving.graphql.ts';
import {
  DEVICE_DECISIONS,
  decideLeaverDevice,
  decideLeaverSubscription,
  endLeaverPolicyMembership,
  SUBSCRIPTION_DECISIONS,
} from './leaving-decisions.service.ts';

const SubscriptionDecisionEnum = builder.enumType('LeaverSubscriptionDecision', {
  values: SUBSCRIPTION_DECISIONS,
  description:
    'keep: stays with the company (newCatalogID, or nobody); takeOver: the employee takes it privately ' +
    'after lastDay; end: it ends on lastDay.',
});
const DeviceDecisionEnum = builder.enumType('LeaverDeviceDecision', {
  values: DEVICE_DECISIONS,
  description:
    'returned: on date (default the leaving date); boughtOut: at the quote as of the leaving date.',
});

builder.mutationField('decideLeaverSubscription', (t) =>
  t.field({
    type: OffboardingType,
    description:
      "A leaver's subscription: stays (another person or none), taken over privately or ended after lastDay. " +
      'Answers the offboarding anew.',
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: {
      catalogID: t.arg.int({ validate: id }),
      subscriptionID: t.arg.int({ validate: id }),
      version: t.arg.int({ validate: z.number().int().min(0) }),
      decision: t.arg({ type: SubscriptionDecisionEnum }),
      newCatalogID: t.arg.int({ required: false, validate: id.nullish() }),
      lastDay: t.arg({ type: 'Date', required: false }),
    },
    resolve: (_r, a, ctx) =>
      decideLeaverSubscription(ctx.db, ctx.services.clock, principalOf(ctx), {
        catalogId: a.catalogID,
        subscriptionId: a.subscriptionID,
        version: a.version,
        decision: a.decision,
        newCatalogId: a.newCatalogID ?? null,
        lastDay: a.lastDay ?? null,
      }),
  }),
);

builder.mutationField('decideLeaverDevice', (t) =>
  t.field({
    type: OffboardingType,
    description:
      "A leaver's device: returned (its return event) or bought out at the quote as of the leaving date (the buy-out " +
      'with its deduction and taxable benefit in the ledger). Answers the offboarding anew.',
    authScopes: equipmentScopes,
    args: {
      catalogID: t.arg.int({ validate: id }),
      deviceID: t.arg.int({ validate: id }),
      version: t.arg.int({ validate: z.number().int().min(0) }),
      decision: t.arg({ type: DeviceDecisionEnum }),
      date: t.arg({ type: 'Date', required: false }),
    },
    resolve: (_r, a, ctx) =>
      decideLeaverDevice(ctx.db, ctx.services.clock, principalOf(ctx), {
        catalogId: a.catalogID,
        deviceId: a.deviceID,
        version: a.version,
        decision: a.decision,
        date: a.date ?? null,
      }),
  }),
);

builder.mutationField('endLeaverPolicyMembership', (t) =>
  t.field({
    type: OffboardingType,
    description:
      "Ends the leaver's equipment policy membership: on or after the leaving date, once no device is open.",
    authScopes: equipmentScopes,
    args: { catalogID: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) =>
      endLeaverPolicyMembership(ctx.db, ctx.services.clock, principalOf(ctx), a.catalogID),
  }),
);
