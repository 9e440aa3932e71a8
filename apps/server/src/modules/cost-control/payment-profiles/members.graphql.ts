import { MEMBERS_LIMIT } from '@connect/shared';
import { z } from 'zod';
import { builder } from '../../../graphql/builder.ts';
import { principalOf } from '../../../graphql/context.ts';
import type { MemberRow } from './members.repository.ts';
import {
  addPaymentProfileMember,
  paymentProfileMembers,
  removePaymentProfileMember,
} from './members.service.ts';
import { id, profileArgs, scopes } from './profile-inputs.graphql.ts';
import { PaymentProfileRef } from './profiles.graphql.ts';

const ProfileMember = builder.objectRef<MemberRow>('ProfileMember').implement({
  fields: (t) => ({
    subscriptionID: t.exposeInt('subscriptionId'),
    userID: t.exposeInt('catalogId', { nullable: true }),
    catalogID: t.exposeInt('catalogId', { nullable: true }),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    departmentID: t.exposeInt('departmentId', { nullable: true }),
    departmentName: t.exposeString('departmentName', { nullable: true }),
    picture: t.exposeString('picture', { nullable: true }),
    bnCustomerID: t.exposeInt('customerId'),
    bnMobile: t.exposeString('mobile', { nullable: true }),
    bnFixed: t.exposeString('fixed', { nullable: true }),
    phoneNumber: t.exposeString('phoneNumber'),
    paymentProfileID: t.exposeInt('paymentProfileId', { nullable: true }),
  }),
});

builder.queryField('paymentProfileMembers', (t) =>
  t.field({
    type: [ProfileMember],
    authScopes: scopes,
    args: {
      ...profileArgs,
      limit: t.arg.int({ required: false, validate: z.number().int().min(1).max(MEMBERS_LIMIT).nullish() }),
      offset: t.arg.int({ required: false, validate: z.number().int().min(0).nullish() }),
    },
    resolve: (_r, a, ctx) =>
      paymentProfileMembers(
        ctx.db,
        principalOf(ctx),
        a.accountID,
        a.profileID,
        a.limit ?? MEMBERS_LIMIT,
        a.offset ?? 0,
      ),
  }),
);

builder.mutationField('addPaymentProfileMember', (t) =>
  t.field({
    type: PaymentProfileRef,
    authScopes: scopes,
    args: {
      ...profileArgs,
      subscriptionID: t.arg.int({ validate: id }),
    },
    resolve: (_r, a, ctx) =>
      addPaymentProfileMember(ctx, principalOf(ctx), a.accountID, a.profileID, a.subscriptionID),
  }),
);

builder.mutationField('removePaymentProfileMember', (t) =>
  t.field({
    type: PaymentProfileRef,
    authScopes: scopes,
    args: {
      ...profileArgs,
      subscriptionID: t.arg.int({ validate: id }),
    },
    resolve: (_r, a, ctx) =>
      removePaymentProfileMember(ctx, principalOf(ctx), a.accountID, a.profileID, a.subscriptionID),
  }),
);
