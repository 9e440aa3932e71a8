import { Role } from '@connect/shared';
import type { Executor } from '../../../db/client.ts';
import { addDepartment, type TenancyIndex } from './plan-tenancy.ts';
import type { ProvisioningBatch } from './provisioning-format.ts';
import {
  changeOf,
  differs,
  duplicates,
  keyOf,
  newRef,
  type PersonValues,
  type Plan,
  type Ref,
  type SubscriptionValues,
} from './provisioning-plan.ts';
import {
  type Key,
  loadPeople,
  loadSubscriptions,
  loginOwners,
  phoneOwners,
} from './provisioning-state.repository.ts';

/** Roles only the provider's own staff may hold. */
const PROVIDER_ROLES: readonly string[] = [Role.ConnectGlobalAdmin, Role.Impersonation];

/** Keys of existing customers only: a new customer has no people or subscriptions in the database yet. */
function existingKeys(t: TenancyIndex, records: { customer: string; id: string }[]): Key[] {
  const seen = new Set<string>();
  return records.flatMap((r) => {
    const customerId = t.customer.get(r.customer);
    const key = keyOf(r.customer, r.id);
    if (customerId === undefined || customerId < 0 || seen.has(key)) return [];
    seen.add(key);
    return [{ customerId, externalId: r.id }];
  });
}

/**
 * Plans the people (with their department, roles and account access) and then the subscriptions. `invite`: new
 * people with a role or account access get their e-mail as login name (unless a login is given) and an invitation.
 */
export async function planPeople(
  db: Executor,
  batch: ProvisioningBatch,
  plan: Plan,
  t: TenancyIndex,
  opts: { invite: boolean },
): Promise<Map<string, Ref>> {
  const { errors } = plan;
  const records = duplicates('person', batch.people, errors);
  const referenced = [
    ...records,
    ...batch.subscriptions.flatMap((s) => (s.person ? [{ ...s, id: s.person }] : [])),
  ];
  const rows = await loadPeople(db, existingKeys(t, referenced));
  const extOf = new Map([...t.customer].map(([ext, ref]) => [ref, ext]));
  const person = new Map<string, Ref>(
    rows.map((p) => [keyOf(extOf.get(p.customer_id)!, p.external_id), p.catalog_id]),
  );
  const byId = new Map(rows.map((p) => [p.catalog_id, p]));
  const loginOf = (p: (typeof records)[number]) =>
    p.login ??
    (opts.invite &&
    p.email &&
    (p.roles.length || p.accountAccess.length) &&
    !person.has(keyOf(p.customer, p.id))
      ? p.email.toLowerCase()
      : null);
  const owners = await loginOwners(
    db,
    records.flatMap((p) => loginOf(p) ?? []),
  );
  const loginsInBatch = new Set<string>();

  for (const p of records) {
    const bad = (field: string, message: string) => errors.push({ kind: 'person', id: p.id, field, message });
    if (!t.customer.has(p.customer)) {
      bad('customer', `no such customer: ${p.customer}`);
      continue;
    }
    const existing = person.get(keyOf(p.customer, p.id));
    const before = existing === undefined ? undefined : byId.get(existing);
    const login = loginOf(p) ?? before?.login ?? null;
    if (login && login !== before?.login) {
      const owner = owners.get(login);
      if (loginsInBatch.has(login) || (owner !== undefined && owner !== existing))
        bad(p.login ? 'login' : 'email', `the login name ${login} belongs to someone else`);
      loginsInBatch.add(login);
    }
    const providerRole = p.roles.find((r) => PROVIDER_ROLES.includes(r));
    if (providerRole && !t.isProvider.get(p.customer))
      bad('roles', `${providerRole} is only for the provider's own staff`);
    const access = p.accountAccess.map((a) => t.account.get(keyOf(p.customer, a)));
    const missing = p.accountAccess.find((_, i) => access[i] === undefined);
    if (missing !== undefined) bad('accountAccess', `no such account: ${missing}`);
    const values: PersonValues = {
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      mobile: p.mobile,
      employeeNumber: p.employeeNumber,
      department: p.department
        ? addDepartment(plan, t.department, t.customer, p.customer, p.department)
        : null,
      position: p.position,
      login,
      leavingDate: p.leavingDate,
    };
    let ref: Ref;
    let roles = p.roles;
    let accounts = access.filter((a): a is Ref => a !== undefined);
    if (before) {
      ref = before.catalog_id;
      roles = roles.filter((r) => !before.roles.includes(r));
      accounts = accounts.filter((a) => !before.access.includes(a));
      const old: PersonValues = {
        firstName: before.first_name,
        lastName: before.last_name,
        email: before.email,
        mobile: before.mobile,
        employeeNumber: before.employee_number,
        department: before.department_id,
        position: before.position,
        login: before.login,
        leavingDate: before.leaving_date,
      };
      const changed = differs(old, values);
      const change = changeOf(
        true,
        old.leavingDate,
        values.leavingDate,
        changed || roles.length + accounts.length > 0,
      );
      if (changed) plan.people.updates.push({ ...values, id: before.catalog_id });
      plan.changes.push({ kind: 'person', id: p.id, customer: p.customer, change });
    } else {
      ref = newRef(plan.people.creates.length);
      plan.people.creates.push({ ...values, customer: t.customer.get(p.customer)!, externalId: p.id });
      person.set(keyOf(p.customer, p.id), ref);
      plan.changes.push({ kind: 'person', id: p.id, customer: p.customer, change: 'created' });
      if (opts.invite && login && values.email && (p.roles.length || p.accountAccess.length))
        plan.invite.push(ref);
    }
    for (const role of new Set(roles)) plan.roles.push({ person: ref, role });
    for (const account of new Set(accounts))
      plan.access.push({ customer: t.customer.get(p.customer)!, person: ref, account });
  }
  return person;
}

export async function planSubscriptions(
  db: Executor,
  batch: ProvisioningBatch,
  plan: Plan,
  t: TenancyIndex,
  person: Map<string, Ref>,
): Promise<void> {
  const { errors } = plan;
  const records = duplicates('subscription', batch.subscriptions, errors);
  const rows = await loadSubscriptions(db, existingKeys(t, records));
  const extOf = new Map([...t.customer].map(([ext, ref]) => [ref, ext]));
  const existing = new Map(rows.map((s) => [keyOf(extOf.get(s.customer_id)!, s.external_id), s]));
  const owners = await phoneOwners(
    db,
    records.map((s) => s.number),
  );
  const numbersInBatch = new Set<string>();
  for (const s of records) {
    const bad = (field: string, message: string) =>
      errors.push({ kind: 'subscription', id: s.id, field, message });
    if (!t.customer.has(s.customer)) {
      bad('customer', `no such customer: ${s.customer}`);
      continue;
    }
    const before = existing.get(keyOf(s.customer, s.id));
    const account = t.account.get(keyOf(s.customer, s.account));
    const group = t.group.get(keyOf(s.customer, s.billingGroup));
    const user = s.person === null ? null : person.get(keyOf(s.customer, s.person));
    if (account === undefined) bad('account', `no such account: ${s.account}`);
    if (group === undefined) bad('billingGroup', `no such billing group: ${s.billingGroup}`);
    else if (account !== undefined && t.groupAccount.get(group) !== account)
      bad('billingGroup', `billing group ${s.billingGroup} is not on account ${s.account}`);
    if (user === undefined) bad('person', `no such person: ${s.person}`);
    const owner = owners.get(s.number);
    if (numbersInBatch.has(s.number) || (owner !== undefined && owner !== before?.id))
      bad('number', `${s.number} is another subscription's number`);
    numbersInBatch.add(s.number);
    if (account === undefined || group === undefined || user === undefined) continue;
    const values: SubscriptionValues = {
      number: s.number,
      product: s.product,
      account,
      billingGroup: group,
      person: user,
      dataIncludedBytes: s.dataIncludedBytes,
      endedOn: s.endedOn,
    };
    if (!before) {
      plan.subscriptions.creates.push({ ...values, customer: t.customer.get(s.customer)!, externalId: s.id });
      plan.changes.push({ kind: 'subscription', id: s.id, customer: s.customer, change: 'created' });
      continue;
    }
    const old: SubscriptionValues = {
      number: before.phone_number,
      product: before.product,
      account: before.account_id,
      billingGroup: before.billing_group_id,
      person: before.catalog_id,
      dataIncludedBytes: before.data_included_bytes,
      endedOn: before.ended_on,
    };
    const change = changeOf(true, old.endedOn, values.endedOn, differs(old, values));
    if (change !== 'unchanged')
      plan.subscriptions.updates.push({
        ...values,
        id: before.id,
        reassigned: old.person !== values.person || old.account !== values.account,
        endChanged: old.endedOn !== values.endedOn,
      });
    plan.changes.push({ kind: 'subscription', id: s.id, customer: s.customer, change });
  }
}
