import { EQUIPMENT_ROLES, Service } from '@connect/shared';
import { z } from 'zod';
import { builder } from '../../../graphql/builder.ts';
import { principalOf } from '../../../graphql/context.ts';
import type { BNCustomerRow, BNUserRow } from './customer-solutions.repository.ts';
import { findCustomers, listPeopleOfCustomer } from './customer-solutions.service.ts';

export const BNCustomer = builder.objectRef<BNCustomerRow>('BNCustomer').implement({
  description: 'A customer (billing-number customer) provider staff can set up or act for.',
  fields: (t) => ({
    bnCustomerID: t.exposeInt('bnCustomerID'),
    customerName: t.exposeString('customerName'),
    vatNo: t.exposeString('vatNo', { nullable: true }),
  }),
});

export const BNUser = builder.objectRef<BNUserRow>('BNUser').implement({
  description: 'A person of a customer (user directory entry).',
  fields: (t) => ({
    catalogID: t.exposeInt('catalogID'),
    bnCustomerID: t.exposeInt('bnCustomerID'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    position: t.exposeString('position', { nullable: true }),
    picture: t.exposeString('picture', { nullable: true }),
    bnMobile: t.exposeString('bnMobile', { nullable: true }),
    bnFixed: t.exposeString('bnFixed', { nullable: true }),
    bnDepartmentName: t.exposeString('bnDepartmentName', { nullable: true }),
    bnCompany: t.exposeString('bnCompany'),
    hasAccess: t.exposeBoolean('hasAccess', {
      description: 'A customer solution grants the person access to at least one account.',
    }),
  }),
});

const search = z.string().max(100);

builder.queryField('findBNSolutions', (t) =>
  t.field({
    type: [BNCustomer],
    description:
      'Customers (not the provider) whose name or VAT number contains the search, or whose id it is; at most 50, by name.',
    authScopes: { impersonator: true },
    args: { search: t.arg.string({ validate: search }) },
    resolve: (_root, args, ctx) => findCustomers(ctx.db, args.search),
  }),
);

builder.queryField('configBNUsers', (t) =>
  t.field({
    type: [BNUser],
    description:
      "A customer's people by name, searchable by name or mobile number, a page at a time. Provider staff read any " +
      "customer's; an equipment admin (the move dialog, Shop as, adding a policy member) only their own customer's.",
    authScopes: { impersonator: true, $all: { service: Service.Equipment, anyRole: EQUIPMENT_ROLES } },
    args: {
      bnCustomerID: t.arg.int(),
      hasAccess: t.arg.boolean({ required: false }),
      limit: t.arg.int({ required: false, defaultValue: 50, validate: z.number().int().min(1).max(200) }),
      offset: t.arg.int({ required: false, defaultValue: 0, validate: z.number().int().min(0) }),
      search: t.arg.string({ required: false, validate: search }),
    },
    resolve: (_root, args, ctx) =>
      listPeopleOfCustomer(ctx.db, principalOf(ctx), {
        customerId: args.bnCustomerID,
        hasAccess: args.hasAccess ?? null,
        search: args.search ?? '',
        limit: args.limit ?? 50,
        offset: args.offset ?? 0,
      }),
  }),
);
