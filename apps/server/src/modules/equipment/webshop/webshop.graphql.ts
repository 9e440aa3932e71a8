import { ORDER_STATUSES, Service, withVat } from '@connect/shared';
import { policyCategoryById } from '@connect/shared/equipment';
import { z } from 'zod';
import { builder } from '../../../graphql/builder.ts';
import { principalOf } from '../../../graphql/context.ts';
import { BNUser } from '../../platform/customer-solutions/customer-solutions.graphql.ts';
import { findCustomerPeople } from '../../platform/customer-solutions/customer-solutions.service.ts';
import type { OrderLineRow } from './order-lines.repository.ts';
import { orderLines } from './order-lines.service.ts';
import { webshopLogin } from './webshop-login.service.ts';

/** 002 §6: the webshop and the purchase history need the Equipment service only (Shop as is checked in the service). */
const webshopScopes = { service: Service.Equipment } as const;
const id = z.number().int().positive();
const kr = (ore: number) => ore / 100;

const OrderStatusEnum = builder.enumType('CEOrderStatus', {
  values: ORDER_STATUSES,
});

const OrderLine = builder.objectRef<OrderLineRow>('CEOrderLine').implement({
  description:
    'One order line the webshop reported (002 §3 Order line). Amounts are kroner excl. VAT unless IncVat.',
  fields: (t) => ({
    ID: t.exposeInt('id'),
    status: t.field({ type: OrderStatusEnum, resolve: (o) => o.status }),
    orderDate: t.field({ type: 'Date', resolve: (o) => o.orderDate }),
    deliveredOn: t.field({ type: 'Date', nullable: true, resolve: (o) => o.deliveredOn }),
    costPrice: t.float({ resolve: (o) => kr(o.costPrice) }),
    costPriceIncVat: t.float({ resolve: (o) => kr(withVat(o.costPrice)) }),
    orderNumber: t.exposeString('orderNumber'),
    productName: t.exposeString('productName'),
    purchasedBy: t.loadable({
      type: BNUser,
      description: 'Who placed the order: the employee, or an admin shopping as them.',
      load: async (ids: number[], ctx) => {
        const people = new Map((await findCustomerPeople(ctx.db, ids)).map((p) => [p.catalogID, p]));
        return ids.map((i) => people.get(i) ?? new Error('Person not found.'));
      },
      resolve: (o) => o.purchasedBy,
    }),
    catalogID: t.exposeInt('catalogId', { description: 'The employee the device is for.' }),
    policyCategoryID: t.exposeInt('categoryId'),
    policyCategoryName: t.string({ resolve: (o) => policyCategoryById(o.categoryId)?.key ?? 'other' }),
    employeeInvoiceAmount: t.float({
      description: "The employee's share of a delivered line: price − credit at delivery, never below 0.",
      resolve: (o) => kr(o.status === 'delivered' ? o.employeeShare : 0),
    }),
    employeeInvoiceAmountIncVat: t.float({
      resolve: (o) => kr(o.status === 'delivered' ? withVat(o.employeeShare) : 0),
    }),
  }),
});

builder.queryField('CEOrderLines', (t) =>
  t.field({
    type: [OrderLine],
    description:
      "The caller's purchase history on an account (their own subscription's when none is named), newest first; " +
      "an equipment admin may name another person of the account, or ask for the account's every line (showAll).",
    authScopes: webshopScopes,
    args: {
      accountID: t.arg.int({ required: false, validate: id.nullish() }),
      catalogID: t.arg.int({ required: false, validate: id.nullish() }),
      limit: t.arg.int({ required: false, defaultValue: 50, validate: z.number().int().min(1).max(200) }),
      offset: t.arg.int({ required: false, defaultValue: 0, validate: z.number().int().min(0) }),
      searchText: t.arg.string({ required: false, validate: z.string().max(100).nullish() }),
      showAll: t.arg.boolean({ required: false, defaultValue: false }),
    },
    resolve: (_r, a, ctx) =>
      orderLines(ctx.db, principalOf(ctx), {
        accountId: a.accountID ?? null,
        catalogId: a.catalogID ?? null,
        search: a.searchText ?? '',
        limit: a.limit ?? 50,
        offset: a.offset ?? 0,
        showAll: a.showAll ?? false,
      }),
  }),
);

const WebshopLogin = builder.objectRef<{ redirectUrl: string }>('WebshopLogin').implement({
  fields: (t) => ({
    redirectUrl: t.exposeString('redirectUrl', {
      description: 'The signed webshop address: valid 5 minutes, once.',
    }),
  }),
});

builder.queryField('webshopConfigured', (t) =>
  t.boolean({
    description:
      'Whether the portal has a webshop (WEBSHOP_URL, or the demo webshop): without one the Webshop screen says so ' +
      'and userWebshopLogin refuses.',
    authScopes: webshopScopes,
    resolve: (_r, _a, ctx) => ctx.config.webshopUrl !== null,
  }),
);

builder.queryField('userWebshopLogin', (t) =>
  t.field({
    type: WebshopLogin,
    description:
      'A signed, short-lived login to the webshop for the caller, or (Shop as, ConnectEquipmentOverview) for another ' +
      'person of the account, with the account, billing group and credit per category.',
    authScopes: webshopScopes,
    args: {
      accountID: t.arg.int({ required: false, validate: id.nullish() }),
      catalogID: t.arg.int({ required: false, validate: id.nullish() }),
      billingGroupID: t.arg.int({ required: false, validate: id.nullish() }),
    },
    resolve: (_r, a, ctx) =>
      webshopLogin({ db: ctx.db, clock: ctx.services.clock, config: ctx.config }, principalOf(ctx), {
        accountId: a.accountID ?? null,
        catalogId: a.catalogID ?? null,
        billingGroupId: a.billingGroupID ?? null,
      }),
  }),
);
