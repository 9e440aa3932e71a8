import type { Executor } from '../../../db/client.ts';
import type { ProvisioningBatch } from './provisioning-format.ts';
import {
  type AccountValues,
  type BillingGroupValues,
  type CustomerValues,
  changeOf,
  differs,
  duplicates,
  keyOf,
  newRef,
  type Plan,
  type Ref,
} from './provisioning-plan.ts';
import {
  loadAccounts,
  loadBillingGroups,
  loadCustomers,
  loadDepartments,
} from './provisioning-state.repository.ts';

/** What the people and subscriptions are checked against: every customer, account and billing group by key. */
export type TenancyIndex = {
  customer: Map<string, Ref>;
  customerIds: number[];
  isProvider: Map<string, boolean>;
  account: Map<string, Ref>;
  group: Map<string, Ref>;
  /** The account each billing group ends up on. */
  groupAccount: Map<Ref, Ref>;
  department: Map<string, Ref>;
};

/** Plans the customers (with their services and departments), accounts and billing groups of a batch. */
export async function planTenancy(db: Executor, batch: ProvisioningBatch, plan: Plan): Promise<TenancyIndex> {
  const { errors } = plan;
  const referenced = new Set<string>(batch.customers.map((c) => c.id));
  for (const list of [batch.accounts, batch.billingGroups, batch.people, batch.subscriptions])
    for (const r of list) referenced.add(r.customer);
  const existing = await loadCustomers(db, [...referenced]);
  const byExt = new Map(existing.map((c) => [c.external_id, c]));
  const customer = new Map<string, Ref>(existing.map((c) => [c.external_id, c.id]));
  const isProvider = new Map(existing.map((c) => [c.external_id, c.is_provider]));

  for (const c of duplicates('customer', batch.customers, errors)) {
    const before = byExt.get(c.id);
    const values: CustomerValues = {
      name: c.name,
      vatNo: c.vatNo,
      isProvider: c.provider,
      endedOn: c.endedOn,
    };
    isProvider.set(c.id, c.provider);
    let ref: Ref;
    let services = c.services;
    if (before) {
      ref = before.id;
      const old: CustomerValues = {
        name: before.name,
        vatNo: before.vat_no,
        isProvider: before.is_provider,
        endedOn: before.ended_on,
      };
      services = c.services.filter((s) => !before.services.includes(s));
      const change = changeOf(true, old.endedOn, values.endedOn, differs(old, values) || services.length > 0);
      if (differs(old, values)) plan.customers.updates.push({ ...values, id: before.id });
      plan.changes.push({ kind: 'customer', id: c.id, customer: null, change });
    } else {
      ref = newRef(plan.customers.creates.length);
      plan.customers.creates.push({ ...values, externalId: c.id });
      customer.set(c.id, ref);
      plan.changes.push({ kind: 'customer', id: c.id, customer: null, change: 'created' });
    }
    for (const service of new Set(services)) plan.services.push({ customer: ref, service });
  }
  const customerIds = existing.map((c) => c.id);

  const department = new Map<string, Ref>();
  for (const d of await loadDepartments(db, customerIds)) {
    const ext = existing.find((c) => c.id === d.customer_id)!.external_id;
    if (!department.has(keyOf(ext, d.name))) department.set(keyOf(ext, d.name), d.id);
  }
  for (const c of batch.customers)
    for (const name of c.departments) addDepartment(plan, department, customer, c.id, name);

  const account = planAccounts(plan, batch, customer, await loadAccounts(db, customerIds), existing);
  const { group, groupAccount } = planBillingGroups(
    plan,
    batch,
    customer,
    account,
    await loadBillingGroups(db, customerIds),
  );
  return { customer, customerIds, isProvider, account, group, groupAccount, department };
}

/** The department of a customer by name, planned when the customer has none of that name yet. */
export function addDepartment(
  plan: Plan,
  department: Map<string, Ref>,
  customer: Map<string, Ref>,
  customerExt: string,
  name: string,
): Ref {
  const key = keyOf(customerExt, name);
  let ref = department.get(key);
  if (ref === undefined) {
    ref = newRef(plan.departments.length);
    plan.departments.push({ customer: customer.get(customerExt)!, name });
    department.set(key, ref);
  }
  return ref;
}

function planAccounts(
  plan: Plan,
  batch: ProvisioningBatch,
  customer: Map<string, Ref>,
  rows: Awaited<ReturnType<typeof loadAccounts>>,
  customers: { id: number; external_id: string }[],
): Map<string, Ref> {
  const { errors } = plan;
  const extOf = new Map(customers.map((c) => [c.id, c.external_id]));
  const account = new Map<string, Ref>();
  const byRef = new Map(rows.map((a) => [a.id, a]));
  /** Every account's parent as the batch leaves it, for the check that the tree stays a tree. */
  const parentOf = new Map<Ref, Ref | null>(rows.map((a) => [a.id, a.parent_account_id]));
  for (const a of rows) if (a.external_id) account.set(keyOf(extOf.get(a.customer_id)!, a.external_id), a.id);
  const records = duplicates('account', batch.accounts, errors).filter((a) => {
    if (customer.has(a.customer)) return true;
    errors.push({ kind: 'account', id: a.id, field: 'customer', message: `no such customer: ${a.customer}` });
    return false;
  });
  // New accounts are numbered in batch order, the order of the creates list (a batch with any error writes nothing).
  let created = 0;
  for (const a of records)
    if (!account.has(keyOf(a.customer, a.id))) account.set(keyOf(a.customer, a.id), newRef(created++));
  const planned: { record: (typeof records)[number]; ref: Ref; values: AccountValues }[] = [];
  for (const a of records) {
    const parent = a.parent === null ? null : account.get(keyOf(a.customer, a.parent));
    if (parent === undefined) {
      errors.push({ kind: 'account', id: a.id, field: 'parent', message: `no such account: ${a.parent}` });
      continue;
    }
    const ref = account.get(keyOf(a.customer, a.id))!;
    parentOf.set(ref, parent);
    planned.push({
      record: a,
      ref,
      values: { name: a.name, customerNumber: a.customerNumber, parent, endedOn: a.endedOn },
    });
  }
  for (const { record: a, ref, values } of planned) {
    if (isOwnAncestor(ref, parentOf)) {
      errors.push({
        kind: 'account',
        id: a.id,
        field: 'parent',
        message: 'would make the account its own parent',
      });
      continue;
    }
    const before = byRef.get(ref);
    if (!before) {
      plan.accounts.creates.push({ ...values, customer: customer.get(a.customer)!, externalId: a.id });
      plan.changes.push({ kind: 'account', id: a.id, customer: a.customer, change: 'created' });
      continue;
    }
    const old: AccountValues = {
      name: before.name,
      customerNumber: before.customer_number,
      parent: before.parent_account_id,
      endedOn: before.ended_on,
    };
    const change = changeOf(true, old.endedOn, values.endedOn, differs(old, values));
    if (change !== 'unchanged')
      plan.accounts.updates.push({
        ...values,
        id: before.id,
        moved: old.parent !== values.parent,
        endChanged: old.endedOn !== values.endedOn,
      });
    plan.changes.push({ kind: 'account', id: a.id, customer: a.customer, change });
  }
  return account;
}

function isOwnAncestor(ref: Ref, parentOf: Map<Ref, Ref | null>): boolean {
  let at = parentOf.get(ref) ?? null;
  for (let steps = 0; at !== null && steps <= parentOf.size; steps++) {
    if (at === ref) return true;
    at = parentOf.get(at) ?? null;
  }
  return at !== null;
}

function planBillingGroups(
  plan: Plan,
  batch: ProvisioningBatch,
  customer: Map<string, Ref>,
  account: Map<string, Ref>,
  rows: Awaited<ReturnType<typeof loadBillingGroups>>,
) {
  const { errors } = plan;
  const group = new Map<string, Ref>();
  const groupAccount = new Map<Ref, Ref>(rows.map((g) => [g.id, g.account_id]));
  const byId = new Map(rows.map((g) => [g.id, g]));
  const accountCustomer = new Map<Ref, string>();
  for (const [key, ref] of account) accountCustomer.set(ref, key.split('\u0000')[0]!);
  for (const g of rows) {
    const ext = accountCustomer.get(g.account_id);
    if (g.external_id && ext) group.set(keyOf(ext, g.external_id), g.id);
  }
  for (const g of duplicates('billingGroup', batch.billingGroups, errors)) {
    if (!customer.has(g.customer)) {
      errors.push({
        kind: 'billingGroup',
        id: g.id,
        field: 'customer',
        message: `no such customer: ${g.customer}`,
      });
      continue;
    }
    const accountRef = account.get(keyOf(g.customer, g.account));
    if (accountRef === undefined) {
      errors.push({
        kind: 'billingGroup',
        id: g.id,
        field: 'account',
        message: `no such account: ${g.account}`,
      });
      continue;
    }
    const values: BillingGroupValues = {
      account: accountRef,
      name: g.name,
      useVat: g.useVat,
      endedOn: g.endedOn,
    };
    const id = group.get(keyOf(g.customer, g.id));
    const before = id === undefined ? undefined : byId.get(id);
    if (!before) {
      const ref = newRef(plan.billingGroups.creates.length);
      plan.billingGroups.creates.push({ ...values, customer: customer.get(g.customer)!, externalId: g.id });
      group.set(keyOf(g.customer, g.id), ref);
      groupAccount.set(ref, accountRef);
      plan.changes.push({ kind: 'billingGroup', id: g.id, customer: g.customer, change: 'created' });
      continue;
    }
    const old: BillingGroupValues = {
      account: before.account_id,
      name: before.name,
      useVat: before.use_vat,
      endedOn: before.ended_on,
    };
    const change = changeOf(true, old.endedOn, values.endedOn, differs(old, values));
    if (change !== 'unchanged') plan.billingGroups.updates.push({ ...values, id: before.id });
    groupAccount.set(before.id, accountRef);
    plan.changes.push({ kind: 'billingGroup', id: g.id, customer: g.customer, change });
  }
  return { group, groupAccount };
}
