import { ACCOUNT_SELECTOR_ROLES } from '@connect/shared';
import { builder } from '../../../graphql/builder.ts';
import { principalOf } from '../../../graphql/context.ts';
import { type AccountRow, listVisibleAccounts } from './accounts.repository.ts';

const BillingGroup = builder.objectRef<{ id: number; name: string }>('BillingGroup').implement({
  fields: (t) => ({
    ID: t.exposeInt('id'),
    name: t.exposeString('name'),
  }),
});

export const Account = builder.objectRef<AccountRow>('Account').implement({
  fields: (t) => ({
    ID: t.exposeInt('id'),
    parentAccountID: t.exposeInt('parentAccountId', { nullable: true }),
    name: t.exposeString('name'),
    billingGroups: t.field({ type: [BillingGroup], resolve: (a) => a.billingGroups }),
    endedOn: t.expose('endedOn', {
      type: 'Date',
      nullable: true,
      description:
        'Its last day, when it, an account above it or its customer has ended (provisioning); its subscriptions end with it. The account selector offers it only until then.',
    }),
  }),
});

builder.queryField('accounts', (t) =>
  t.field({
    type: [Account],
    description: 'The accounts the caller may see, with their billing groups nested.',
    authScopes: { anyRole: ACCOUNT_SELECTOR_ROLES },
    resolve: (_root, _args, ctx) => listVisibleAccounts(ctx.db, principalOf(ctx)),
  }),
);

builder.queryField('getEnabledServices', (t) =>
  t.stringList({
    description: "The services enabled for the caller's customer (e.g. connectequipment).",
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => principalOf(ctx).services,
  }),
);
