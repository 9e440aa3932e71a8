import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import type { Plan } from './provisioning-plan.ts';
import {
  allocateIds,
  customersOfAccounts,
  grantAccess,
  insertPairs,
  insertProvisionedIds,
  insertRows,
  leaveForeignProfiles,
  rebuildAccountTree,
  resolver,
  updateRows,
} from './provisioning-write.repository.ts';

/** The ids the batch's new rows got, by kind, and the subscriptions whose person or account changed. */
export type Applied = {
  people: number[];
  subscriptions: number[];
  reassigned: number[];
  customerIds: number[];
};

/** Writes a checked plan (no errors) in the caller's transaction: each kind in a few set-based statements. */
export async function applyPlan(tx: Executor, plan: Plan): Promise<Applied> {
  const customerIds = await allocateIds(tx, 'customers', 'id', plan.customers.creates.length);
  const customer = resolver(customerIds);
  const cs = plan.customers.creates;
  await insertRows(tx, 'customers', 'id', customerIds, [
    ['name', 'text', cs.map((c) => c.name)],
    ['vat_no', 'text', cs.map((c) => c.vatNo)],
    ['is_provider', 'boolean', cs.map((c) => c.isProvider)],
    ['ended_on', 'date', cs.map((c) => c.endedOn)],
  ]);
  await insertProvisionedIds(
    tx,
    'customer',
    cs.map((c, i) => ({
      customerId: customerIds[i]!,
      externalId: c.externalId,
      internalId: customerIds[i]!,
    })),
  );
  const cu = plan.customers.updates;
  await updateRows(
    tx,
    'customers',
    'id',
    cu.map((c) => c.id),
    [
      ['name', 'text', cu.map((c) => c.name)],
      ['vat_no', 'text', cu.map((c) => c.vatNo)],
      ['is_provider', 'boolean', cu.map((c) => c.isProvider)],
      ['ended_on', 'date', cu.map((c) => c.endedOn)],
    ],
  );
  await insertPairs(tx, 'customer_services', [
    ['customer_id', 'int', plan.services.map((s) => customer(s.customer))],
    ['service', 'text', plan.services.map((s) => s.service)],
  ]);

  const departmentIds = await allocateIds(tx, 'departments', 'id', plan.departments.length);
  await insertRows(tx, 'departments', 'id', departmentIds, [
    ['customer_id', 'int', plan.departments.map((d) => customer(d.customer))],
    ['name', 'text', plan.departments.map((d) => d.name)],
  ]);
  const department = resolver(departmentIds);

  const account = await applyAccounts(tx, plan, customer);
  const group = await applyBillingGroups(tx, plan, customer, account);
  const { person, created } = await applyPeople(tx, plan, customer, department);
  await grantAccess(
    tx,
    plan.access.map((a) => ({
      customerId: customer(a.customer),
      catalogId: person(a.person),
      accountId: account(a.account),
    })),
  );
  const subscriptions = await applySubscriptions(tx, plan, customer, account, group, person);
  return { people: created, ...subscriptions, customerIds };
}

type Resolve = (ref: number) => number;

async function applyAccounts(tx: Executor, plan: Plan, customer: Resolve): Promise<Resolve> {
  const { creates, updates } = plan.accounts;
  const ids = await allocateIds(tx, 'accounts', 'id', creates.length);
  const account = resolver(ids);
  await insertRows(tx, 'accounts', 'id', ids, [
    ['customer_id', 'int', creates.map((a) => customer(a.customer))],
    ['parent_account_id', 'int', creates.map((a) => (a.parent === null ? null : account(a.parent)))],
    ['name', 'text', creates.map((a) => a.name)],
    ['customer_number', 'text', creates.map((a) => a.customerNumber)],
    ['ended_on', 'date', creates.map((a) => a.endedOn)],
  ]);
  await insertProvisionedIds(
    tx,
    'account',
    creates.map((a, i) => ({
      customerId: customer(a.customer),
      externalId: a.externalId,
      internalId: ids[i]!,
    })),
  );
  await updateRows(
    tx,
    'accounts',
    'id',
    updates.map((a) => a.id),
    [
      ['parent_account_id', 'int', updates.map((a) => (a.parent === null ? null : account(a.parent)))],
      ['name', 'text', updates.map((a) => a.name)],
      ['customer_number', 'text', updates.map((a) => a.customerNumber)],
      ['ended_on', 'date', updates.map((a) => a.endedOn)],
    ],
  );
  const moved = updates.filter((a) => a.moved);
  const touched = new Set(creates.map((a) => customer(a.customer)));
  for (const id of await customersOfAccounts(
    tx,
    moved.map((a) => a.id),
  ))
    touched.add(id);
  await rebuildAccountTree(tx, [...touched], moved.length > 0);
  return account;
}

async function applyBillingGroups(
  tx: Executor,
  plan: Plan,
  customer: Resolve,
  account: Resolve,
): Promise<Resolve> {
  const { creates, updates } = plan.billingGroups;
  const ids = await allocateIds(tx, 'billing_groups', 'id', creates.length);
  await insertRows(tx, 'billing_groups', 'id', ids, [
    ['account_id', 'int', creates.map((g) => account(g.account))],
    ['name', 'text', creates.map((g) => g.name)],
    ['use_vat', 'boolean', creates.map((g) => g.useVat)],
    ['ended_on', 'date', creates.map((g) => g.endedOn)],
  ]);
  await insertProvisionedIds(
    tx,
    'billingGroup',
    creates.map((g, i) => ({
      customerId: customer(g.customer),
      externalId: g.externalId,
      internalId: ids[i]!,
    })),
  );
  await updateRows(
    tx,
    'billing_groups',
    'id',
    updates.map((g) => g.id),
    [
      ['account_id', 'int', updates.map((g) => account(g.account))],
      ['name', 'text', updates.map((g) => g.name)],
      ['use_vat', 'boolean', updates.map((g) => g.useVat)],
      ['ended_on', 'date', updates.map((g) => g.endedOn)],
    ],
  );
  return resolver(ids);
}

async function applyPeople(tx: Executor, plan: Plan, customer: Resolve, department: Resolve) {
  const { creates, updates } = plan.people;
  const ids = await allocateIds(tx, 'people', 'catalog_id', creates.length);
  const person = resolver(ids);
  const columns = (rows: typeof creates | typeof updates) =>
    [
      ['first_name', 'text', rows.map((p) => p.firstName)],
      ['last_name', 'text', rows.map((p) => p.lastName)],
      ['email', 'text', rows.map((p) => p.email)],
      ['mobile', 'text', rows.map((p) => p.mobile)],
      ['employee_number', 'text', rows.map((p) => p.employeeNumber)],
      ['department_id', 'int', rows.map((p) => (p.department === null ? null : department(p.department)))],
      ['position', 'text', rows.map((p) => p.position)],
      ['login', 'text', rows.map((p) => p.login)],
      ['leaving_date', 'date', rows.map((p) => p.leavingDate)],
    ] as const;
  await insertRows(tx, 'people', 'catalog_id', ids, [
    ['customer_id', 'int', creates.map((p) => customer(p.customer))],
    ...columns(creates),
  ]);
  await insertProvisionedIds(
    tx,
    'person',
    creates.map((p, i) => ({
      customerId: customer(p.customer),
      externalId: p.externalId,
      internalId: ids[i]!,
    })),
  );
  await updateRows(
    tx,
    'people',
    'catalog_id',
    updates.map((p) => p.id),
    [...columns(updates)],
  );
  await insertPairs(tx, 'person_roles', [
    ['catalog_id', 'int', plan.roles.map((r) => person(r.person))],
    ['role', 'text', plan.roles.map((r) => r.role)],
  ]);
  return { person, created: ids };
}

async function applySubscriptions(
  tx: Executor,
  plan: Plan,
  customer: Resolve,
  account: Resolve,
  group: Resolve,
  person: Resolve,
): Promise<{ subscriptions: number[]; reassigned: number[] }> {
  const { creates, updates } = plan.subscriptions;
  const ids = await allocateIds(tx, 'subscriptions', 'id', creates.length);
  const columns = (rows: typeof creates | typeof updates) =>
    [
      ['phone_number', 'text', rows.map((s) => s.number)],
      ['product', 'text', rows.map((s) => s.product)],
      ['account_id', 'int', rows.map((s) => account(s.account))],
      ['billing_group_id', 'int', rows.map((s) => group(s.billingGroup))],
      ['catalog_id', 'int', rows.map((s) => (s.person === null ? null : person(s.person)))],
      ['data_included_bytes', 'bigint', rows.map((s) => s.dataIncludedBytes)],
      ['ended_on', 'date', rows.map((s) => s.endedOn)],
    ] as const;
  await insertRows(tx, 'subscriptions', 'id', ids, [...columns(creates)]);
  await insertProvisionedIds(
    tx,
    'subscription',
    creates.map((s, i) => ({
      customerId: customer(s.customer),
      externalId: s.externalId,
      internalId: ids[i]!,
    })),
  );
  await updateRows(
    tx,
    'subscriptions',
    'id',
    updates.map((s) => s.id),
    [...columns(updates)],
    sql`, version = t.version + 1`,
  );
  const reassigned = updates.filter((s) => s.reassigned).map((s) => s.id);
  await leaveForeignProfiles(tx, reassigned);
  return { subscriptions: ids, reassigned };
}
