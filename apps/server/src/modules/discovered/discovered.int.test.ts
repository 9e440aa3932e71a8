import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server.ts';
import { queryRows } from '../../db/client.ts';

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

/** Discovered devices over GraphQL as the demo admin: the list and its sorts, allocate, the conflict, dismiss. */
describe('discovered devices', () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await createTestServer();
    admin = await s.tokenFor('admin');
  });
  afterAll(() => s.close());

  const list = async (vars: { d?: boolean; s?: string } = {}) =>
    (
      await s.gql<{ discoveredDevices: { deviceCount: number; devices: Row[] } }>(admin, LIST, {
        a: main(),
        ...vars,
      })
    ).data!.discoveredDevices;
  const main = () => s.seed.accounts.main;
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
