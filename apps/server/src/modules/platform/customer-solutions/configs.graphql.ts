import { z } from 'zod';
import { builder } from '../../../graphql/builder.ts';
import type {
  ConfigAccountRow,
  ConfigRow,
  FoundAccountRow,
  WebshopResellerRow,
} from './configs.repository.ts';
import {
  addConfigAccount,
  createConfig,
  effectiveBillingGroupVat,
  findAccounts,
  listConfigAccounts,
  listConfigs,
  listWebshopResellers,
  removeConfig,
  removeConfigAccount,
  requireConfig,
  updateConfig,
} from './customer-solutions.service.ts';

const scopes = { impersonator: true } as const;
const id = z.number().int().positive();
const search = z.string().max(100);
const configName = z.string().trim().min(1, 'The customer solution needs a name.').max(200);

export const ConfigAccountRef = builder.objectRef<ConfigAccountRow>('ConfigAccount').implement({
  description: 'An account a customer solution manages.',
  fields: (t) => ({
    ccAccountID: t.exposeInt('id'),
    ccConfigID: t.exposeInt('configId'),
    accountID: t.exposeInt('accountId'),
    name: t.exposeString('name'),
    customerNumber: t.exposeString('customerNumber', { nullable: true }),
    parentCCAccountID: t.exposeInt('parentConfigAccountId', { nullable: true }),
  }),
});

export const ConfigRef = builder.objectRef<ConfigRow>('Config').implement({
  description: 'A customer solution: a customer, its webshop dealer, the accounts it manages.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name', { description: 'Empty for an untitled solution.' }),
    bnCustomerID: t.exposeInt('customerId'),
    customerName: t.exposeString('customerName'),
    webshopResellerID: t.exposeInt('webshopResellerId', { nullable: true }),
    webshopUseBillingGroupVat: t.boolean({
      description: 'The VAT toggle; always on while the billing-group VAT setting is on.',
      resolve: (c) => effectiveBillingGroupVat(c),
    }),
    billingGroupVat: t.exposeBoolean('billingGroupVat', {
      description: 'Every billing group of the customer is invoiced with VAT: the VAT toggle is forced on.',
    }),
    equipmentService: t.exposeBoolean('equipmentService', {
      description: 'The customer has the Equipment service; only then does the solution have a dealer.',
    }),
    version: t.exposeInt('version', {
      description: 'Send it back with updateConfig; a stale one conflicts.',
    }),
    accounts: t.loadableGroup({
      type: ConfigAccountRef,
      load: (ids: number[], ctx) => listConfigAccounts(ctx.db, ids),
      group: (a) => a.configId,
      resolve: (c) => c.id,
    }),
  }),
});

const WebshopReseller = builder.objectRef<WebshopResellerRow>('WebshopReseller').implement({
  description: 'A dealer whose webshop a customer solution uses.',
  fields: (t) => ({
    webshopResellerID: t.exposeInt('id'),
    erpID: t.exposeString('erpId'),
    marketName: t.exposeString('marketName'),
  }),
});

const FoundAccount = builder.objectRef<FoundAccountRow>('FoundAccount').implement({
  description: 'An account found by search (findRAccounts).',
  fields: (t) => ({
    ratorID: t.string({
      description: "The billing system's id of the account.",
      resolve: (a) => String(a.accountId),
    }),
    accountID: t.exposeInt('accountId'),
    accountCustomerNumber: t.exposeString('customerNumber', { nullable: true }),
    bnCustomerID: t.exposeInt('customerId'),
    company: t.exposeString('company'),
    names: t.exposeString('names', { description: "The account's name after its parent accounts' names." }),
  }),
});

builder.queryField('configs', (t) =>
  t.field({
    type: [ConfigRef],
    description:
      'Customer solutions by name (untitled first), optionally of one customer; `search` matches the name, ' +
      "the customer's name or the customer ID.",
    authScopes: scopes,
    args: {
      bnCustomerID: t.arg.int({ required: false, validate: id.nullish() }),
      limit: t.arg.int({ required: false, defaultValue: 50, validate: z.number().int().min(1).max(200) }),
      offset: t.arg.int({ required: false, defaultValue: 0, validate: z.number().int().min(0) }),
      search: t.arg.string({ required: false, validate: search.nullish() }),
    },
    resolve: (_r, a, ctx) =>
      listConfigs(ctx.db, {
        customerId: a.bnCustomerID ?? null,
        search: a.search ?? '',
        limit: a.limit ?? 50,
        offset: a.offset ?? 0,
      }),
  }),
);

builder.queryField('config', (t) =>
  t.field({
    type: ConfigRef,
    description: 'One customer solution, for its detail screen.',
    authScopes: scopes,
    args: { ccConfigID: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) => requireConfig(ctx.db, a.ccConfigID),
  }),
);

builder.queryField('findRAccounts', (t) =>
  t.field({
    type: [FoundAccount],
    description:
      'Accounts whose company name, account name or customer number contains the search (at most 50); ' +
      '`bnCustomerID` keeps to one customer.',
    authScopes: scopes,
    args: {
      search: t.arg.string({ validate: search }),
      bnCustomerID: t.arg.int({ required: false, validate: id.nullish() }),
    },
    resolve: (_r, a, ctx) => findAccounts(ctx.db, { search: a.search, customerId: a.bnCustomerID ?? null }),
  }),
);

builder.queryField('listWebshopResellers', (t) =>
  t.field({
    type: [WebshopReseller],
    description: 'The dealers a customer solution can use, by name.',
    authScopes: scopes,
    resolve: (_r, _a, ctx) => listWebshopResellers(ctx.db),
  }),
);

builder.mutationField('createConfig', (t) =>
  t.field({
    type: ConfigRef,
    description: 'A customer solution for a customer (one per customer; a second answers ALREADY_EXISTS).',
    authScopes: scopes,
    args: { name: t.arg.string({ validate: configName }), bnCustomerID: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) => createConfig(ctx.db, { name: a.name.trim(), customerId: a.bnCustomerID }),
  }),
);

builder.mutationField('updateConfig', (t) =>
  t.field({
    type: ConfigRef,
    description:
      'Saves the name, the dealer (omitted keeps it, null removes it; needs the Equipment service) and the VAT ' +
      'toggle (omitted keeps it; forced on by the billing-group VAT setting). With `version`, a save based on an ' +
      'older version answers CONFLICT.',
    authScopes: scopes,
    args: {
      ccConfigID: t.arg.int({ validate: id }),
      name: t.arg.string({ validate: configName }),
      webshopResellerID: t.arg.int({ required: false, validate: id.nullish() }),
      webshopUseBillingGroupVAT: t.arg.boolean({ required: false }),
      version: t.arg.int({ required: false, validate: id.nullish() }),
    },
    resolve: (_r, a, ctx) =>
      updateConfig(ctx.db, a.ccConfigID, {
        name: a.name.trim(),
        webshopResellerId: a.webshopResellerID,
        webshopUseBillingGroupVat: a.webshopUseBillingGroupVAT,
        version: a.version,
      }),
  }),
);

builder.mutationField('removeCCConfig', (t) =>
  t.int({
    description:
      "Removes the customer solution with its accounts and users: everyone's access through it ends at once. " +
      'Returns the removed id.',
    authScopes: scopes,
    args: { ccConfigID: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) => removeConfig(ctx.db, a.ccConfigID),
  }),
);

builder.mutationField('createConfigAccount', (t) =>
  t.field({
    type: ConfigAccountRef,
    description:
      "Adds one of the customer's accounts to the solution (an empty name takes the account's own); the parent, " +
      'when given, is an account of the same solution. An account already in it answers ALREADY_EXISTS.',
    authScopes: scopes,
    args: {
      configId: t.arg.int({ validate: id }),
      accountID: t.arg.int({ validate: id }),
      accountName: t.arg.string({ validate: z.string().max(200) }),
      parentCCAccountID: t.arg.int({ required: false, validate: id.nullish() }),
    },
    resolve: (_r, a, ctx) =>
      addConfigAccount(ctx.db, {
        configId: a.configId,
        accountId: a.accountID,
        name: a.accountName.trim(),
        parentConfigAccountId: a.parentCCAccountID ?? null,
      }),
  }),
);

builder.mutationField('removeConfigAccount', (t) =>
  t.int({
    description:
      'Takes the account out of the solution, and with it everyone’s access to it through the solution. ' +
      'Returns the removed id.',
    authScopes: scopes,
    args: { ccAccountID: t.arg.int({ validate: id }), ccConfigID: t.arg.int({ validate: id }) },
    resolve: (_r, a, ctx) => removeConfigAccount(ctx.db, a.ccConfigID, a.ccAccountID),
  }),
);
