import { z } from 'zod';
import { builder } from '../../../graphql/builder.ts';
import type { AccountAccessRow } from './config-users.repository.ts';
import { BNUser } from './customer-solutions.graphql.ts';
import type { BNUserRow } from './customer-solutions.repository.ts';
import {
  accessOfPerson,
  addConfigUser,
  findCustomerPeople,
  grantAccess,
  listAccessOfPeople,
  removeConfigUser,
  revokeAccess,
} from './customer-solutions.service.ts';

const scopes = { impersonator: true } as const;
const id = z.number().int().positive();

const AccountAccess = builder.objectRef<AccountAccessRow>('AccountAccess').implement({
  description: 'A person may see an account (and its sub accounts) through a customer solution.',
  fields: (t) => ({
    accessID: t.exposeInt('id'),
    accountID: t.exposeInt('accountId'),
    accountName: t.exposeString('accountName'),
    ccConfigID: t.exposeInt('configId'),
    bnUser: t.loadable({
      type: BNUser,
      load: async (ids: number[], ctx) => {
        const people = new Map((await findCustomerPeople(ctx.db, ids)).map((p) => [p.catalogID, p]));
        return ids.map((i) => people.get(i) ?? new Error('Person not found.'));
      },
      resolve: (a) => a.catalogId,
    }),
  }),
});

builder.objectField(BNUser, 'accountAccess', (t) =>
  t.loadableGroup({
    type: AccountAccess,
    description: "The accounts the person may see through their customer's solution (the Access to column).",
    load: (ids: number[], ctx) => listAccessOfPeople(ctx.db, ids),
    group: (a) => a.catalogId,
    resolve: (p: BNUserRow) => p.catalogID,
  }),
);

builder.queryField('listAccountAccessForBNUser', (t) =>
  t.field({
    type: [AccountAccess],
    description: "One person's account access in the solution, by account name.",
    authScopes: scopes,
    args: { configId: t.arg.int({ validate: id }), catalogId: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) => accessOfPerson(ctx.db, a.configId, a.catalogId),
  }),
);

builder.mutationField('addBNUserToConfig', (t) =>
  t.field({
    type: BNUser,
    description: "Makes a person of the solution's customer one of its users (with no account yet).",
    authScopes: scopes,
    args: { catalogID: t.arg.int({ validate: id }), ccConfigID: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) => addConfigUser(ctx.db, a.ccConfigID, a.catalogID),
  }),
);

builder.mutationField('removeBNUserFromConfig', (t) =>
  t.int({
    description:
      'Takes the person out of the solution and revokes all their access in it, in one transaction; it counts ' +
      'from their next call. Returns the catalog id.',
    authScopes: scopes,
    args: { catalogID: t.arg.int({ validate: id }), ccConfigID: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) => removeConfigUser(ctx.db, a.ccConfigID, a.catalogID),
  }),
);

builder.mutationField('addAccountAccessToBNUser', (t) =>
  t.field({
    type: AccountAccess,
    description:
      'Lets a user of the solution see one of its accounts (and its sub accounts) from their next call. ' +
      'Granting it again keeps the one grant.',
    authScopes: scopes,
    args: {
      accountID: t.arg.int({ validate: id }),
      catalogID: t.arg.int({ validate: id }),
      ccConfigID: t.arg.int({ validate: id }),
    },
    resolve: (_r, a, ctx) =>
      grantAccess(ctx.db, { configId: a.ccConfigID, catalogId: a.catalogID, accountId: a.accountID }),
  }),
);

builder.mutationField('removeAccountAccessFromBNUser', (t) =>
  t.int({
    description: 'Revokes one account access; the person cannot read the account from their next call.',
    authScopes: scopes,
    args: { userAccessID: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) => revokeAccess(ctx.db, a.userAccessID),
  }),
);
