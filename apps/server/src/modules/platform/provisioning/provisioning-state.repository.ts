import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client.ts';
import { arrayOf } from '../../../db/sql.ts';

/** What the database holds of a batch's records today, read before anything is planned (all in a few statements). */

export type CustomerState = {
  id: number;
  external_id: string;
  name: string;
  vat_no: string | null;
  is_provider: boolean;
  ended_on: string | null;
  services: string[];
};
export type DepartmentState = { id: number; customer_id: number; name: string };
export type AccountState = {
  id: number;
  customer_id: number;
  external_id: string | null;
  parent_account_id: number | null;
  name: string;
  customer_number: string | null;
  ended_on: string | null;
};
export type BillingGroupState = {
  id: number;
  customer_id: number;
  external_id: string | null;
  account_id: number;
  name: string;
  use_vat: boolean;
  ended_on: string | null;
};
export type PersonState = {
  catalog_id: number;
  customer_id: number;
  external_id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  mobile: string | null;
  employee_number: string | null;
  department_id: number | null;
  position: string | null;
  login: string | null;
  leaving_date: string | null;
  roles: string[];
  access: number[];
};
export type SubscriptionState = {
  id: number;
  customer_id: number;
  external_id: string;
  phone_number: string;
  product: string;
  account_id: number;
  billing_group_id: number;
  catalog_id: number | null;
  data_included_bytes: number;
  ended_on: string | null;
};

export async function loadCustomers(db: Executor, externalIds: string[]): Promise<CustomerState[]> {
  if (externalIds.length === 0) return [];
  return queryRows<CustomerState>(
    db,
    sql`select c.id, pi.external_id, c.name, c.vat_no, c.is_provider, c.ended_on,
        coalesce((select array_agg(cs.service order by cs.service) from customer_services cs
          where cs.customer_id = c.id), '{}') as services
      from provisioned_ids pi join customers c on c.id = pi.internal_id
      where pi.kind = 'customer' and pi.external_id = any(${arrayOf('text', externalIds)})`,
  );
}

export async function loadDepartments(db: Executor, customerIds: number[]): Promise<DepartmentState[]> {
  if (customerIds.length === 0) return [];
  return queryRows<DepartmentState>(
    db,
    sql`select id, customer_id, name from departments where customer_id = any(${arrayOf('int', customerIds)})
      order by id`,
  );
}

/** Every account of the customers (the tree is checked whole), with the operator's id where it has one. */
export async function loadAccounts(db: Executor, customerIds: number[]): Promise<AccountState[]> {
  if (customerIds.length === 0) return [];
  return queryRows<AccountState>(
    db,
    sql`select a.id, a.customer_id, pi.external_id, a.parent_account_id, a.name, a.customer_number, a.ended_on
      from accounts a
      left join provisioned_ids pi on pi.kind = 'account' and pi.internal_id = a.id
      where a.customer_id = any(${arrayOf('int', customerIds)})`,
  );
}

export async function loadBillingGroups(db: Executor, customerIds: number[]): Promise<BillingGroupState[]> {
  if (customerIds.length === 0) return [];
  return queryRows<BillingGroupState>(
    db,
    sql`select g.id, a.customer_id, pi.external_id, g.account_id, g.name, g.use_vat, g.ended_on
      from billing_groups g join accounts a on a.id = g.account_id
      left join provisioned_ids pi on pi.kind = 'billingGroup' and pi.internal_id = g.id
      where a.customer_id = any(${arrayOf('int', customerIds)})`,
  );
}

export type Key = { customerId: number; externalId: string };

/** The keys as two parallel arrays, for `unnest(…) as k(customer_id, external_id)`. */
function keyArrays(keys: Key[]) {
  return sql`unnest(${arrayOf(
    'int',
    keys.map((k) => k.customerId),
  )}, ${arrayOf(
    'text',
    keys.map((k) => k.externalId),
  )}) as k(customer_id, external_id)`;
}

export async function loadPeople(db: Executor, keys: Key[]): Promise<PersonState[]> {
  if (keys.length === 0) return [];
  return queryRows<PersonState>(
    db,
    sql`select p.catalog_id, p.customer_id, k.external_id, p.first_name, p.last_name, p.email, p.mobile,
        p.employee_number, p.department_id, p.position, p.login, p.leaving_date,
        coalesce((select array_agg(r.role) from person_roles r where r.catalog_id = p.catalog_id), '{}') as roles,
        coalesce((select array_agg(aa.account_id) from account_access aa where aa.catalog_id = p.catalog_id),
          '{}') as access
      from ${keyArrays(keys)}
      join provisioned_ids pi on pi.kind = 'person' and pi.customer_id = k.customer_id
        and pi.external_id = k.external_id
      join people p on p.catalog_id = pi.internal_id`,
  );
}

export async function loadSubscriptions(db: Executor, keys: Key[]): Promise<SubscriptionState[]> {
  if (keys.length === 0) return [];
  return queryRows<SubscriptionState>(
    db,
    sql`select s.id, pi.customer_id, k.external_id, s.phone_number, s.product, s.account_id, s.billing_group_id,
        s.catalog_id, s.data_included_bytes, s.ended_on
      from ${keyArrays(keys)}
      join provisioned_ids pi on pi.kind = 'subscription' and pi.customer_id = k.customer_id
        and pi.external_id = k.external_id
      join subscriptions s on s.id = pi.internal_id`,
  );
}

/** Which subscription has each number now (numbers are unique in the portal). */
export async function phoneOwners(db: Executor, numbers: string[]): Promise<Map<string, number>> {
  if (numbers.length === 0) return new Map();
  const rows = await queryRows<{ id: number; phone_number: string }>(
    db,
    sql`select id, phone_number from subscriptions where phone_number = any(${arrayOf('text', numbers)})`,
  );
  return new Map(rows.map((r) => [r.phone_number, r.id]));
}

/** Which person has each login name now (login names are unique in the portal). */
export async function loginOwners(db: Executor, logins: string[]): Promise<Map<string, number>> {
  if (logins.length === 0) return new Map();
  const rows = await queryRows<{ catalog_id: number; login: string }>(
    db,
    sql`select catalog_id, login from people where login = any(${arrayOf('text', logins)})`,
  );
  return new Map(rows.map((r) => [r.login, r.catalog_id]));
}
