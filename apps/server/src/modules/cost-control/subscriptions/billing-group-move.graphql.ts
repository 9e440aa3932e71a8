import { COST_CONTROL_ROLES } from '@connect/shared';
import { z } from 'zod';
import { builder } from '../../../graphql/builder.ts';
import { principalOf } from '../../../graphql/context.ts';
import type { GroupOfMove } from './billing-group-move.repository.ts';
import {
  type BillingGroupMove,
  billingGroupMoveOptions,
  billingGroupMovePreview,
  moveSubscriptionToBillingGroup,
} from './billing-group-move.service.ts';

const id = () => z.number().int().positive();

const GroupRef = builder.objectRef<GroupOfMove>('BillingGroupOfMove').implement({
  fields: (t) => ({
    billingGroupID: t.exposeInt('id'),
    name: t.exposeString('name'),
    useVat: t.exposeBoolean('useVat', { description: "Whether its usage counts in the reports' VAT base." }),
  }),
});

type Options = Awaited<ReturnType<typeof billingGroupMoveOptions>>;
type Planned = NonNullable<Options['planned']>;

const PlannedRef = builder.objectRef<Planned>('PlannedBillingGroupMove').implement({
  fields: (t) => ({
    toBillingGroupID: t.exposeInt('toBillingGroupId'),
    toBillingGroupName: t.exposeString('toBillingGroupName'),
    effectiveOn: t.field({ type: 'Date', resolve: (m) => m.effectiveOn }),
  }),
});

const OptionsRef = builder.objectRef<Options>('BillingGroupMoveOptions').implement({
  fields: (t) => ({
    currentBillingGroupID: t.exposeInt('currentBillingGroupId'),
    groups: t.field({ type: [GroupRef], resolve: (o) => o.groups }),
    planned: t.field({ type: PlannedRef, nullable: true, resolve: (o) => o.planned }),
  }),
});

const MoveRef = builder.objectRef<BillingGroupMove>('BillingGroupMove').implement({
  description:
    'What moving a subscription to another billing group of its account changes: the group from the first day of ' +
    'the next open month (this month keeps the old one), and whether its usage then counts in the VAT base.',
  fields: (t) => ({
    subscriptionID: t.exposeInt('subscriptionId'),
    from: t.field({ type: GroupRef, resolve: (m) => m.from }),
    to: t.field({ type: GroupRef, resolve: (m) => m.to }),
    changesGroup: t.exposeBoolean('changesGroup'),
    changesVat: t.exposeBoolean('changesVat'),
    effectiveOn: t.field({ type: 'Date', resolve: (m) => m.effectiveOn }),
    version: t.exposeInt('version', {
      description: "The subscription's version (after a save, the new one).",
    }),
  }),
});

builder.queryField('billingGroupMoveOptions', (t) =>
  t.field({
    type: OptionsRef,
    description:
      "The billing groups the subscription may move to (its account's, not ended) and a planned move.",
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: {
      accountID: t.arg.int({ required: true, validate: id() }),
      subscriptionID: t.arg.int({ required: true, validate: id() }),
    },
    resolve: (_r, a, ctx) =>
      billingGroupMoveOptions(ctx.db, principalOf(ctx), {
        accountId: a.accountID,
        subscriptionId: a.subscriptionID,
      }),
  }),
);

builder.queryField('billingGroupMovePreview', (t) =>
  t.field({
    type: MoveRef,
    description: 'What moving the subscription to the billing group would change. Writes nothing.',
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: {
      accountID: t.arg.int({ required: true, validate: id() }),
      subscriptionID: t.arg.int({ required: true, validate: id() }),
      billingGroupID: t.arg.int({ required: true, validate: id() }),
    },
    resolve: (_r, a, ctx) =>
      billingGroupMovePreview(ctx.db, principalOf(ctx), ctx.services.clock, {
        accountId: a.accountID,
        subscriptionId: a.subscriptionID,
        billingGroupId: a.billingGroupID,
      }),
  }),
);

builder.mutationField('moveSubscriptionToBillingGroup', (t) =>
  t.field({
    type: MoveRef,
    description:
      "Plans the subscription's move to the billing group from the next open month (the current group drops a planned move); a stale `version` answers CONFLICT.",
    authScopes: { anyRole: COST_CONTROL_ROLES },
    args: {
      accountID: t.arg.int({ required: true, validate: id() }),
      subscriptionID: t.arg.int({ required: true, validate: id() }),
      billingGroupID: t.arg.int({ required: true, validate: id() }),
      version: t.arg.int({ required: true, description: 'The version the screen showed.' }),
    },
    resolve: (_r, a, ctx) =>
      moveSubscriptionToBillingGroup(ctx.db, principalOf(ctx), ctx.services.clock, {
        accountId: a.accountID,
        subscriptionId: a.subscriptionID,
        billingGroupId: a.billingGroupID,
        version: a.version,
      }),
  }),
);
