import { imeiFromBody } from '@connect/shared/equipment';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import type { TestServer } from '../test-server.ts';
import { type AuthzRow, gqlCall, gqlOutcome, restOutcome } from './matrix.ts';
import { EQUIPMENT } from './policies.authz.ts';

/** Discovered devices (001 §6): the devices' roles. The network ingest takes its own key, never a person. */

const account = (s: TestServer, ids: 'own' | 'foreign') =>
  ids === 'own' ? s.seed.accounts.main : s.seed.accounts.other;

let serial = 0;
/** A fresh open discovered device of the side's main account, suggested to one of its people; with `known`, a
 * device of the account already has its IMEI. */
async function discoveredOf(s: TestServer, ids: 'own' | 'foreign', known = false) {
  const accountId = account(s, ids);
  serial += 1;
  const imei = imeiFromBody(`35${String(7_700_000_000 + serial).padStart(12, '0')}`);
  if (known)
    await s.database.db.execute(
      sql`insert into devices (account_id, class_id, description, imei) values (${accountId}, 1, 'Matrise', ${imei})`,
    );
  const [row] = await queryRows<{ id: number }>(
    s.database.db,
    sql`insert into discovered_devices (account_id, source, imei, description, class_id, catalog_id, seen_on)
        select ${accountId}, 'network', ${imei}, 'Matrise', 1, pe.catalog_id, '2026-11-20'
        from people pe join accounts a on a.customer_id = pe.customer_id where a.id = ${accountId}
        order by pe.catalog_id limit 1
        returning id`,
  );
  return { accountId, id: row!.id };
}

export const rows: AuthzRow[] = [
  {
    operation: 'POST /api/network/sightings',
    // The network's key is the only caller; a person's valid token is refused (network.int.test.ts sends with it).
    allowed: [],
    denied: ['admin', 'costControl', 'provider', 'employee', 'otherAdmin'],
    noIdsBecause: 'server to server with the network key; no person may call it, whatever ids they send',
    call: async (s, token) => {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/network/sightings',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: { sightings: [] },
      });
      return restOutcome(res.statusCode);
    },
  },
  {
    operation: 'Query.discoveredDevices',
    ...EQUIPMENT,
    call: gqlCall('query($a: Int!) { discoveredDevices(accountID: $a) { deviceCount } }', (s, ids) => ({
      a: account(s, ids),
    })),
  },
  {
    operation: 'Mutation.allocateDevice',
    ...EQUIPMENT,
    call: gqlCall(
      'mutation($a: Int!, $d: Int!) { allocateDevice(accountId: $a, discoveredDeviceID: $d) { ID } }',
      async (s, ids) => {
        const d = await discoveredOf(s, ids);
        return { a: d.accountId, d: d.id };
      },
    ),
  },
  {
    operation: 'Mutation.allocateDevices',
    ...EQUIPMENT,
    call: gqlCall(
      'mutation($a: Int!, $d: [Int!]!) { allocateDevices(accountID: $a, discoveredDeviceIDs: $d) }',
      async (s, ids) => {
        const d = await discoveredOf(s, ids);
        return { a: d.accountId, d: [d.id] };
      },
    ),
  },
  {
    operation: 'Mutation.dismissDiscoveredDevices',
    ...EQUIPMENT,
    call: gqlCall(
      'mutation($a: Int!, $d: [Int!]!) { dismissDiscoveredDevices(accountID: $a, discoveredDeviceIDs: $d) }',
      async (s, ids) => {
        const d = await discoveredOf(s, ids);
        return { a: d.accountId, d: [d.id] };
      },
    ),
  },
  {
    operation: 'Mutation.updateDeviceFromDiscovered',
    ...EQUIPMENT,
    call: gqlCall(
      'mutation($a: Int!, $d: Int!) { updateDeviceFromDiscovered(accountID: $a, discoveredDeviceID: $d) { ID } }',
      async (s, ids) => {
        const d = await discoveredOf(s, ids, true);
        return { a: d.accountId, d: d.id };
      },
    ),
  },
];

rows.push({
  operation: 'GET /api/reports/device-user-deductions',
  ...EQUIPMENT,
  call: async (s, token, ids) => {
    const account = ids === 'own' ? s.seed.accounts.main : s.seed.accounts.other;
    const res = await s.app.inject({
      method: 'GET',
      url: `/api/reports/device-user-deductions?period=202610&accountID=${account}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return restOutcome(res.statusCode);
  },
});

/** A repair request for a member of a repair policy of the side's customer (own: Lærlinger of the demo company). */
rows.push({
  operation: 'POST /api/accounts/users/:catalogId/devices/repair',
  // No named role (001 §6): a person asks for themselves (repair.int.test.ts); an equipment admin for anyone of
  // theirs. Another person without the admin role answers not found, as another customer's person does.
  allowed: ['admin'],
  denied: [],
  foreignCaller: 'admin',
  call: async (s, token, ids) => {
    const [person] = await queryRows<{ id: number }>(
      s.database.db,
      ids === 'own'
        ? sql`select m.catalog_id as id from ce_policy_members m join ce_policies p on p.id = m.policy_id
              where p.repair_active and p.account_id = ${s.seed.accounts.main} order by m.catalog_id limit 1`
        : sql`select catalog_id as id from people where customer_id = ${s.seed.otherCustomerId} limit 1`,
    );
    const b = 'matrix-boundary';
    const field = (n: string, v: string) =>
      `--${b}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`;
    const payload = `${field('device_name', 'iPhone 15')}${field('device_vendor_name', 'Apple')}${field('imei', '490154203237518')}${field('fault_description', 'Matrise')}${field('confirmed', 'true')}--${b}--\r\n`;
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/accounts/users/${person!.id}/devices/repair`,
      headers: {
        'content-type': `multipart/form-data; boundary=${b}`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload,
    });
    return restOutcome(res.statusCode);
  },
});

rows.push({
  operation: 'Query.repairRequestOptions',
  // The repair dialog's options: anyone with the Equipment service for themselves (own: no catalogID); an equipment
  // admin for anyone of theirs; another customer's person answers not found. Provider staff have no Equipment.
  allowed: ['admin', 'costControl', 'employee'],
  denied: ['provider'],
  foreignCaller: 'admin',
  call: async (s, token, ids) => {
    const [person] = await queryRows<{ id: number }>(
      s.database.db,
      sql`select catalog_id as id from people where customer_id = ${s.seed.otherCustomerId} limit 1`,
    );
    return gqlOutcome(
      await s.gql(
        token,
        'query($c: Int) { repairRequestOptions(catalogID: $c) { allowed devices { ID } } }',
        { c: ids === 'own' ? null : person!.id },
      ),
    );
  },
});

rows.push(
  {
    operation: 'Query.users',
    ...EQUIPMENT,
    call: gqlCall('query($a: Int!) { users(accountID: $a) { count } }', (s, ids) => ({ a: account(s, ids) })),
  },
  {
    operation: 'Query.user',
    ...EQUIPMENT,
    call: gqlCall(
      'query($a: Int!, $c: Int!) { user(accountID: $a, catalogId: $c) { mobileCount } }',
      async (s, ids) => {
        const [person] = await queryRows<{ id: number }>(
          s.database.db,
          sql`select catalog_id as id from subscriptions where account_id = ${account(s, ids)}
              and catalog_id is not null order by id limit 1`,
        );
        return { a: account(s, ids), c: person!.id };
      },
    ),
  },
);
