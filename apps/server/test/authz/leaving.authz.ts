import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import type { TestServer } from '../test-server.ts';
import { type AuthzRow, gqlCall } from './matrix.ts';

/**
 * Leaving (issue 33 §1): a cost-control admin or an equipment admin of the person's accounts. The provider (a
 * global admin of a customer without the Equipment service) passes as cost control; the employee is refused.
 */
const LEAVING = {
  allowed: ['admin', 'costControl', 'provider'] as AuthzRow['allowed'],
  denied: ['employee'] as AuthzRow['denied'],
  foreignCaller: 'admin' as const,
};

const account = (s: TestServer, ids: 'own' | 'foreign') =>
  ids === 'own' ? s.seed.accounts.main : s.seed.accounts.other;

/**
 * A fresh person with a subscription on the demo's main account, or on the other customer's account, leaving on
 * `leavingDate` when given.
 */
async function person(
  s: TestServer,
  ids: 'own' | 'foreign',
  leavingDate: string | null = null,
): Promise<number> {
  const accountId = account(s, ids);
  const [row] = await queryRows<{ catalogId: number }>(
    s.database.db,
    sql`with p as (insert into people (customer_id, first_name, last_name, leaving_date)
          select customer_id, 'Matrise', 'Slutter', ${leavingDate}::date from accounts where id = ${accountId}
          returning catalog_id)
        insert into subscriptions (account_id, billing_group_id, catalog_id, phone_number)
        select ${accountId}, (select min(id) from billing_groups where account_id = ${accountId}), p.catalog_id,
          '+4758' || lpad(p.catalog_id::text, 6, '0') from p
        returning catalog_id as "catalogId"`,
  );
  return row!.catalogId;
}

/** The fresh leaver's subscription, or a fresh device of theirs. */
async function subscriptionOf(s: TestServer, catalogId: number): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    s.database.db,
    sql`select id from subscriptions where catalog_id = ${catalogId}`,
  );
  return row!.id;
}
async function deviceOf(s: TestServer, ids: 'own' | 'foreign', catalogId: number): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    s.database.db,
    sql`insert into devices (account_id, class_id, description, catalog_id)
        values (${account(s, ids)}, 1, 'Matrise', ${catalogId}) returning id`,
  );
  return row!.id;
}

const EQUIPMENT = {
  allowed: ['admin'] as AuthzRow['allowed'],
  denied: ['costControl', 'employee', 'provider'] as AuthzRow['denied'],
  foreignCaller: 'admin' as const,
};

export const rows: AuthzRow[] = [
  {
    operation: 'Mutation.setLeavingDate',
    ...LEAVING,
    call: gqlCall(
      'mutation($c: Int!) { setLeavingDate(catalogID: $c, leavingDate: "2026-12-31") { catalogID leavingDate } }',
      async (s, ids) => ({ c: await person(s, ids) }),
    ),
  },
  {
    operation: 'Query.leavers',
    ...LEAVING,
    call: gqlCall('query($a: Int!) { leavers(accountID: $a) { catalogID openDeviceCount } }', (s, ids) => ({
      a: account(s, ids),
    })),
  },
  {
    operation: 'Query.offboarding',
    ...LEAVING,
    call: gqlCall(
      'query($c: Int!) { offboarding(catalogID: $c) { person { catalogID } finalPayroll { period } } }',
      async (s, ids) => ({ c: await person(s, ids) }),
    ),
  },
  {
    operation: 'Mutation.decideLeaverSubscription',
    ...LEAVING,
    call: gqlCall(
      `mutation($c: Int!, $s: Int!) { decideLeaverSubscription(catalogID: $c, subscriptionID: $s, version: 1,
        decision: end, lastDay: "2026-11-30") { subscriptions { endedOn } } }`,
      async (s, ids) => {
        const c = await person(s, ids, '2026-11-30');
        return { c, s: await subscriptionOf(s, c) };
      },
    ),
  },
  {
    operation: 'Mutation.decideLeaverDevice',
    ...EQUIPMENT,
    call: gqlCall(
      `mutation($c: Int!, $d: Int!) { decideLeaverDevice(catalogID: $c, deviceID: $d, version: 1, decision: returned)
        { devices { returnedAt } } }`,
      async (s, ids) => {
        const c = await person(s, ids, '2026-11-30');
        return { c, d: await deviceOf(s, ids, c) };
      },
    ),
  },
  {
    operation: 'Mutation.endLeaverPolicyMembership',
    ...EQUIPMENT,
    call: gqlCall(
      'mutation($c: Int!) { endLeaverPolicyMembership(catalogID: $c) { person { catalogID } } }',
      async (s, ids) => ({ c: await person(s, ids, '2026-11-02') }),
    ),
  },
];
