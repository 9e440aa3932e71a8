import { Role, Service } from '@connect/shared';
import { imeiFromBody } from '@connect/shared/equipment';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDevice, buildDiscovered } from '../../../../test/factories/equipment.ts';
import {
  type BuiltPerson,
  type BuiltSubscription,
  buildAccount,
  buildCustomer,
  buildPerson,
  buildSubscription,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { queryRows } from '../../../db/client.ts';

const LIST = `query($a: Int!, $d: Boolean, $s: DiscoveredDeviceSort) {
  discoveredDevices(accountID: $a, dismissedDevices: $d, sortBy: $s, limit: 100) {
    deviceCount devices { ID source description vendorName imei dismissedAt class { shortName }
      user { catalogID firstName lastName phoneNumber subscriptionID } } } }`;
type Row = {
  ID: number;
  source: string;
  description: string;
  vendorName: string | null;
  imei: string | null;
  dismissedAt: string | null;
  user: { catalogID: number; firstName: string; lastName: string; phoneNumber: string | null } | null;
};

const NETWORK = [
  ['iPhone 15', 'Apple'],
  ['Samsung Galaxy S24', 'Samsung'],
  ['Google Pixel 8', 'Google'],
  ['iPhone 16 Pro', 'Apple'],
  ['Samsung Galaxy A55', 'Samsung'],
] as const;
const WEBSHOP = [
  ['iPad 11 128 GB', 2],
  ['Samsung Galaxy S25 128 GB', 1],
  ['Jabra Evolve2 65', 4],
] as const;

/**
 * Discovered devices over GraphQL as an equipment admin: the list and its sorts, allocate, the conflict, dismiss.
 * A customer of its own with one account: four employees (Aas, Berg, Dahl, Lie) each using a subscription there,
 * and two mobiles in the inventory. Discovered there: five phones seen on the network with the subscription's user
 * suggested (the last one dismissed), two whose IMEI the inventory has, and three delivered by the webshop: 10 in
 * all, 9 open.
 */
describe('discovered devices', () => {
  let s: TestServer;
  let admin: string;
  let mainId: number;
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { services: [Service.Equipment] });
    const account = await buildAccount(db, { customer });
    mainId = account.id;
    const adminPerson = await buildPerson(db, {
      customer,
      roles: [Role.ConnectEquipmentOverview],
      access: [account],
    });
    admin = await s.tokenFor(adminPerson.catalogId);
    const users: { person: BuiltPerson; sub: BuiltSubscription }[] = [];
    for (const [firstName, lastName] of [
      ['Astrid', 'Aas'],
      ['Bjørn', 'Berg'],
      ['Dina', 'Dahl'],
      ['Leif', 'Lie'],
    ]) {
      const person = await buildPerson(db, { customer, firstName, lastName });
      users.push({ person, sub: await buildSubscription(db, { account, person }) });
    }
    const at = (n: number) => users[n % users.length]!;
    for (const [i, [description, vendorName]] of NETWORK.entries())
      await buildDiscovered(db, {
        account,
        imei: imeiFromBody(String(35_440_000_000_000 + i * 7_919)),
        description,
        vendorName,
        person: at(i).person,
        subscription: at(i).sub,
        seenOn: `2026-11-${String(1 + i * 3).padStart(2, '0')}`,
        dismissedBy: i === NETWORK.length - 1 ? adminPerson : undefined,
      });
    for (const i of [0, 1]) {
      const imei = imeiFromBody(String(35_450_000_000_000 + i));
      await buildDevice(db, { account, classId: 1, imei, description: `Kjent telefon ${i}` });
      await buildDiscovered(db, {
        account,
        imei,
        description: `Kjent telefon ${i} (ny)`,
        vendorName: 'Apple',
        person: at(i + 1).person,
        subscription: at(i + 1).sub,
        seenOn: `2026-11-${String(3 + i).padStart(2, '0')}`,
      });
    }
    for (const [i, [description, classId]] of WEBSHOP.entries())
      await buildDiscovered(db, {
        account,
        source: 'webshop',
        description,
        classId,
        person: at(i + 2).person,
        seenOn: `2026-11-${String(5 + i * 4).padStart(2, '0')}`,
      });
  });
  afterAll(() => s.close());

  const list = async (vars: { d?: boolean; s?: string } = {}) =>
    (
      await s.gql<{ discoveredDevices: { deviceCount: number; devices: Row[] } }>(admin, LIST, {
        a: main(),
        ...vars,
      })
    ).data!.discoveredDevices;
  const main = () => mainId;
  const known = (rows: Row[]) =>
    queryRows<{ id: number }>(
      s.database.db,
      sql`select dd.id from discovered_devices dd where dd.id in (${sql.join(
        rows.map((r) => sql`${r.ID}::int`),
        sql`, `,
      )}) and exists (select 1 from devices x where x.imei = dd.imei) order by dd.id`,
    );

  it('lists the open ones with the count; dismissed only with the toggle; every sort in SQL', async () => {
    const open = await list();
    expect(open.deviceCount).toBe(9);
    expect(open.devices.every((d) => d.dismissedAt === null)).toBe(true);
    const all = await list({ d: true });
    expect(all.deviceCount).toBe(10);
    for (const field of ['UserLastName', 'UserFirstName', 'DeviceName', 'DiscoveredAt', 'UserPhoneNumber']) {
      const asc = (await list({ s: `${field}_ASC` })).devices.map((d) => d.ID);
      const desc = (await list({ s: `${field}_DESC` })).devices.map((d) => d.ID);
      expect(desc, field).toEqual([...asc].reverse());
    }
    const byLast = (await list({ s: 'UserLastName_ASC' })).devices.map((d) => d.user?.lastName ?? '');
    expect(byLast[0]! <= byLast.at(-1)!).toBe(true);
    const bySource = (await list({ s: 'Source_DESC' })).devices.map((d) => d.source);
    expect(bySource[0]).toBe('webshop');
    expect(bySource.at(-1)).toBe('network');
  });

  it('allocates one to its suggested employee: the device and its allocated event, gone from the list', async () => {
    const open = (await list()).devices;
    const knownIds = (await known(open)).map((k) => k.id);
    const one = open.find((d) => d.source === 'network' && !knownIds.includes(d.ID))!;
    const r = await s.gql<{ allocateDevice: { ID: number } }>(
      admin,
      'mutation($a: Int!, $d: Int!) { allocateDevice(accountId: $a, discoveredDeviceID: $d) { ID } }',
      { a: main(), d: one.ID },
    );
    expect(r.errors).toBeUndefined();
    const [device] = await queryRows<Record<string, unknown>>(
      s.database.db,
      sql`select d.catalog_id as "catalogId", d.imei, d.source, d.description, v.name as vendor,
            (select array_agg(event_type order by id) from device_events e where e.device_id = d.id) as events
          from devices d left join device_vendors v on v.id = d.vendor_id where d.id = ${r.data!.allocateDevice.ID}`,
    );
    expect(device).toEqual({
      catalogId: one.user!.catalogID,
      imei: one.imei,
      source: 'network',
      description: one.description,
      vendor: one.vendorName,
      events: ['created', 'allocated'],
    });
    expect((await list()).devices.map((d) => d.ID)).not.toContain(one.ID);
  });

  it('answers "Already exists." for a known IMEI; Yes updates the device from the discovered one', async () => {
    const open = (await list()).devices;
    const [k] = await known(open);
    const one = open.find((d) => d.ID === k!.id)!;
    const refused = await s.gql(
      admin,
      'mutation($a: Int!, $d: Int!) { allocateDevice(accountId: $a, discoveredDeviceID: $d) { ID } }',
      { a: main(), d: one.ID },
    );
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Already exists.',
      extensions: { code: 'CONFLICT' },
    });
    const yes = await s.gql<{ updateDeviceFromDiscovered: { ID: number } }>(
      admin,
      'mutation($a: Int!, $d: Int!) { updateDeviceFromDiscovered(accountID: $a, discoveredDeviceID: $d) { ID } }',
      { a: main(), d: one.ID },
    );
    expect(yes.errors).toBeUndefined();
    const [device] = await queryRows<{ description: string; catalogId: number; imei: string }>(
      s.database.db,
      sql`select description, catalog_id as "catalogId", imei from devices where id = ${yes.data!.updateDeviceFromDiscovered.ID}`,
    );
    expect(device).toEqual({ description: one.description, catalogId: one.user!.catalogID, imei: one.imei });
    expect((await list()).devices.map((d) => d.ID)).not.toContain(one.ID);
  });

  it('dismisses two (then seen only with the toggle); allocating a batch is all or none', async () => {
    const open = (await list()).devices;
    const two = open
      .filter((d) => d.source === 'webshop')
      .slice(0, 2)
      .map((d) => d.ID);
    const r = await s.gql(
      admin,
      'mutation($a: Int!, $d: [Int!]!) { dismissDiscoveredDevices(accountID: $a, discoveredDeviceIDs: $d) }',
      { a: main(), d: two },
    );
    expect(r.data).toEqual({ dismissDiscoveredDevices: 2 });
    expect((await list()).devices.map((d) => d.ID)).not.toContain(two[0]);
    expect((await list({ d: true })).devices.filter((d) => two.includes(d.ID) && d.dismissedAt)).toHaveLength(
      2,
    );

    const rest = (await list()).devices;
    const [k] = await known(rest);
    const fine = rest.find((d) => d.ID !== k!.id)!;
    const batch = await s.gql(
      admin,
      'mutation($a: Int!, $d: [Int!]!) { allocateDevices(accountID: $a, discoveredDeviceIDs: $d) }',
      { a: main(), d: [fine.ID, k!.id] },
    );
    expect(batch.errors?.[0]?.message).toBe('Already exists.');
    expect((await list()).devices.map((d) => d.ID)).toContain(fine.ID);
    const ok = await s.gql(
      admin,
      'mutation($a: Int!, $d: [Int!]!) { allocateDevices(accountID: $a, discoveredDeviceIDs: $d) }',
      { a: main(), d: [fine.ID] },
    );
    expect(ok.data).toEqual({ allocateDevices: 1 });
  });
});
