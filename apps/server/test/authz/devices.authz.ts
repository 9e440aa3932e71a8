import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import type { TestServer } from '../test-server.ts';
import { type AuthzRow, gqlCall } from './matrix.ts';
import { EQUIPMENT } from './policies.authz.ts';

/**
 * Devices and vendors (001 §6): the Equipment service and ConnectEquipmentOverview or ConnectGlobalAdmin. The cost
 * controller and the employee lack the role; provider staff acting as themselves lack the service (as for policies).
 */

const account = (s: TestServer, ids: 'own' | 'foreign') =>
  ids === 'own' ? s.seed.accounts.main : s.seed.accounts.other;
const customer = (s: TestServer, ids: 'own' | 'foreign') =>
  ids === 'own' ? s.seed.customerId : s.seed.otherCustomerId;

/** A fresh vendor of the side's customer (unused, so it can be deleted). */
async function vendorOf(s: TestServer, ids: 'own' | 'foreign'): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    s.database.db,
    sql`insert into device_vendors (customer_id, name) values (${customer(s, ids)}, ${`Matrise ${Math.random()}`})
        returning id`,
  );
  return row!.id;
}

/** A fresh device of the side's main account. */
async function deviceOf(s: TestServer, ids: 'own' | 'foreign') {
  const vendorId = await vendorOf(s, ids);
  const [row] = await queryRows<{ id: number }>(
    s.database.db,
    sql`insert into devices (account_id, class_id, vendor_id, description) values (${account(s, ids)}, 3, ${vendorId},
        'Matrise') returning id`,
  );
  return { accountId: account(s, ids), deviceId: row!.id, vendorId };
}

export const rows: AuthzRow[] = [
  {
    operation: 'Query.devices',
    ...EQUIPMENT,
    call: gqlCall('query($a: Int!) { devices(accountID: $a) { totalCount } }', (s, ids) => ({
      a: account(s, ids),
    })),
  },
  {
    operation: 'Query.devicesHeader',
    ...EQUIPMENT,
    call: gqlCall('query($a: Int!) { devicesHeader(accountID: $a) { ID } }', (s, ids) => ({
      a: account(s, ids),
    })),
  },
  {
    operation: 'Query.deviceVendors',
    ...EQUIPMENT,
    call: gqlCall('query($a: Int!) { deviceVendors(accountID: $a) { ID } }', (s, ids) => ({
      a: account(s, ids),
    })),
  },
  {
    operation: 'Query.device',
    ...EQUIPMENT,
    call: gqlCall(
      'query($accountId: Int!, $deviceId: Int!) { device(accountId: $accountId, deviceId: $deviceId) { ID } }',
      deviceOf,
    ),
  },
  {
    operation: 'Query.deviceEvents',
    ...EQUIPMENT,
    call: gqlCall(
      'query($accountId: Int!, $deviceId: Int!) { deviceEvents(accountID: $accountId, deviceID: $deviceId) { totalCount } }',
      deviceOf,
    ),
  },
  {
    operation: 'Query.deviceClassProperties',
    allowed: EQUIPMENT.allowed,
    denied: EQUIPMENT.denied,
    call: gqlCall('{ deviceClassProperties(classID: 1) { id name } }', () => ({})),
    noIdsBecause: 'device classes and their properties are the same for every customer',
  },
  {
    operation: 'Mutation.createDevice',
    ...EQUIPMENT,
    call: gqlCall(
      'mutation($a: Int!, $v: Int!) { createDevice(accountID: $a, classID: 3, vendorID: $v, description: "Matrise") { ID } }',
      async (s, ids) => ({ a: account(s, ids), v: await vendorOf(s, ids) }),
    ),
  },
  {
    operation: 'Mutation.updateDevice',
    ...EQUIPMENT,
    call: gqlCall(
      'mutation($id: Int!) { updateDevice(input: { id: $id, comment: "Matrise" }) { ID } }',
      async (s, ids) => ({
        id: (await deviceOf(s, ids)).deviceId,
      }),
    ),
  },
  {
    operation: 'Mutation.updateDevices',
    ...EQUIPMENT,
    call: gqlCall(
      'mutation($a: Int!, $id: Int!) { updateDevices(accountID: $a, inputs: [{ id: $id, comment: "Matrise" }]) { ID } }',
      async (s, ids) => {
        const d = await deviceOf(s, ids);
        return { a: d.accountId, id: d.deviceId };
      },
    ),
  },
  {
    operation: 'Mutation.removeDevice',
    ...EQUIPMENT,
    call: gqlCall(
      'mutation($accountId: Int!, $deviceId: Int!) { removeDevice(accountId: $accountId, deviceId: $deviceId) }',
      deviceOf,
    ),
  },
  {
    operation: 'Mutation.createDeviceVendor',
    allowed: EQUIPMENT.allowed,
    denied: EQUIPMENT.denied,
    call: gqlCall('mutation($n: String!) { createDeviceVendor(name: $n) { ID } }', () => ({
      n: `Matrise ${Math.random()}`,
    })),
    noIdsBecause: "the vendor always goes to the caller's own customer",
  },
  {
    operation: 'Mutation.updateDeviceVendor',
    ...EQUIPMENT,
    call: gqlCall(
      'mutation($id: Int!) { updateDeviceVendor(ID: $id, name: "Matrise nytt navn") { ID } }',
      async (s, ids) => ({
        id: await vendorOf(s, ids),
      }),
    ),
  },
  {
    operation: 'Mutation.removeDeviceVendor',
    ...EQUIPMENT,
    call: gqlCall('mutation($id: Int!) { removeDeviceVendor(ID: $id) }', async (s, ids) => ({
      id: await vendorOf(s, ids),
    })),
  },
];
