import { Role, Service } from '@connect/shared';
import { imeiFromBody } from '@connect/shared/equipment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainDevicePage } from '../../../../test/device-pages.ts';
import { buildDevice, buildVendor } from '../../../../test/factories/equipment.ts';
import {
  type BuiltPerson,
  buildAccount,
  buildCustomer,
  buildPerson,
} from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { DEVICE_SORTS, type DeviceSort } from './devices.repository.ts';

/**
 * The devices list's pages against the plain statement: every sort over an account with a sub account (devices
 * without vendor, date or price among them), with and without the purchase window, and the search in each field.
 * The list reads one account at a time from its sort index (devices.repository.ts); this says it is the same list.
 * A customer of its own: the account Vest with the sub account Bergen holds 64 spread devices (every class, source
 * and vendor, some without vendor, date, price or employee) and the two odd ones; the sibling Øst holds 5 more.
 */

const NAMES = ['iPhone 15', 'Galaxy S24', 'ThinkPad T14', 'iPad Air', 'AirPods Pro', 'Lader 65 W'];
const SOURCES = ['web', 'shop', 'other', 'network'] as const;
/** Oslo day n days after 1 March 2024. */
const dayAfter = (n: number) => new Date(Date.UTC(2024, 2, 1 + n)).toISOString().slice(0, 10);

const LIST = `query($a: Int!, $sortBy: DeviceSort, $from: Date, $to: Date, $search: String, $limit: Int,
  $offset: Int) {
  devices(accountID: $a, sortBy: $sortBy, fromDate: $from, toDate: $to, search: $search, limit: $limit,
    offset: $offset) { totalCount devices { ID } } }`;

type Window = { from?: string; to?: string };

describe('devices list', () => {
  let s: TestServer;
  let admin: string;
  let tree: number;
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { services: [Service.Equipment] });
    const west = await buildAccount(db, { customer, name: 'Vest' });
    const bergen = await buildAccount(db, { customer, parent: west, name: 'Bergen' });
    const east = await buildAccount(db, { customer, name: 'Øst' });
    tree = west.id;
    const roles = [Role.ConnectEquipmentOverview];
    admin = await s.tokenFor((await buildPerson(db, { customer, roles, access: [west, east] })).catalogId);
    const vendors = [];
    for (const name of ['Apple', 'Samsung', 'Elkjøp Bedrift'])
      vendors.push(await buildVendor(db, { customer, name }));
    const people: BuiltPerson[] = [];
    for (const [firstName, lastName] of [
      ['Kari', 'Nordmann'],
      ['Ola', 'Hansen'],
      ['Per', 'Berg'],
    ])
      people.push(await buildPerson(db, { customer, firstName, lastName }));
    for (let i = 0; i < 64; i++) {
      const classId = (i % 6) + 1;
      await buildDevice(db, {
        account: i % 4 === 3 ? bergen : west,
        classId,
        vendor: i % 7 === 0 ? undefined : vendors[i % 3],
        person: i % 5 === 4 ? undefined : people[i % 3],
        description: NAMES[i % NAMES.length],
        source: SOURCES[Math.floor(i / 3) % 4],
        orderedAt: i % 8 === 0 ? null : dayAfter(i * 13),
        costPriceOre: i % 9 === 0 ? null : (1000 + ((i * 379) % 15000)) * 100,
        imei: classId <= 2 ? imeiFromBody(String(35_100_000_000_000 + i * 7919)) : null,
        serialNumber: `LS${4_000_000 + i * 31}`,
        orderNumber: i % 3 === 0 ? `LS-${100_000 + i * 13}` : null,
      });
    }
    for (let i = 0; i < 5; i++)
      await buildDevice(db, { account: east, vendor: vendors[0], description: 'Østenhet' });
    // Devices without vendor, purchase date or price, in the account and its sub account.
    await buildDevice(db, {
      account: west,
      classId: 2,
      description: 'Uten leverandør',
      source: 'web',
      orderNumber: 'ORD-77',
    });
    await buildDevice(db, { account: bergen, classId: 6, description: 'Ukjent ting', source: 'shop' });
  });
  afterAll(() => s.close());

  const expected = (sort: DeviceSort, w: Window, search: string, limit: number, offset: number) =>
    plainDevicePage(s.database.db, tree, {
      sort,
      window: { fromDate: w.from, toDate: w.to },
      search,
      limit,
      offset,
    });

  async function page(sort: DeviceSort, w: Window, search: string, limit: number, offset: number) {
    const res = await s.gql<{ devices: { totalCount: number; devices: { ID: number }[] } }>(admin, LIST, {
      a: tree,
      sortBy: sort,
      ...w,
      search: search || null,
      limit,
      offset,
    });
    const list = res.data!.devices;
    return { totalCount: list.totalCount, ids: list.devices.map((d) => d.ID) };
  }

  it('gives every sort the same pages as the plain statement, with and without the window', async () => {
    const windows: Window[] = [{}, { from: '2025-01-01', to: '2026-11-30' }];
    for (const w of windows) {
      for (const sort of DEVICE_SORTS) {
        for (const offset of [0, 9, 45]) {
          const want = await expected(sort, w, '', 9, offset);
          expect(await page(sort, w, '', 9, offset), `${sort} at ${offset} ${JSON.stringify(w)}`).toEqual(
            want,
          );
        }
      }
    }
    expect((await expected('Description_ASC', {}, '', 500, 0)).totalCount).toBe(66);
    expect((await page('Description_ASC', {}, '', 500, 0)).totalCount).toBe(66);
  });

  it('finds the text in the name, IMEI, serial and order number, vendor and employee, as the plain statement', async () => {
    // Of the first spread device (Kari Nordmann's mobile): part of its IMEI and of its serial LS4000000.
    const searches = [
      imeiFromBody('35100000000000').slice(3, 11),
      's4000000',
      'ord-7',
      'APPL',
      'Kari Nordmann',
      'ari',
      'ukjent',
      '100%',
      'a',
    ];
    for (const search of searches) {
      for (const sort of ['Description_ASC', 'VendorName_DESC'] as const) {
        const want = await expected(sort, {}, search, 20, 0);
        expect(await page(sort, {}, search, 20, 0), `${search} by ${sort}`).toEqual(want);
      }
    }
    expect((await expected('Description_ASC', {}, 'ord-7', 20, 0)).totalCount).toBe(1);
  });
});
