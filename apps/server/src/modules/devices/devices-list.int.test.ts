import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainDevicePage } from '../../../test/fixtures/device-pages.ts';
import { createTestServer, type TestServer } from '../../../test/test-server.ts';
import { queryRows } from '../../db/client.ts';
import { DEVICE_SORTS, type DeviceSort } from './devices.repository.ts';

/**
 * The devices list's pages against the plain statement: every sort over an account with a sub account (devices
 * without vendor, date or price among them), with and without the purchase window, and the search in each field.
 * The list reads one account at a time from its sort index (devices.repository.ts); this says it is the same list.
 */

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
    admin = await s.tokenFor('admin');
    tree = s.seed.accounts.west;
    // Devices without vendor, purchase date or price, in the account and its sub account.
    await s.database.db.execute(sql`insert into devices (account_id, class_id, description, source, order_number)
      values (${tree}, 2, 'Uten leverandør', 'web', 'ORD-77'), (${s.seed.accounts.bergen}, 6, 'Ukjent ting', 'shop', null)`);
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
    expect((await expected('Description_ASC', {}, '', 500, 0)).totalCount).toBeGreaterThan(60);
  });

  it('finds the text in the name, IMEI, serial and order number, vendor and employee, as the plain statement', async () => {
    const [device] = await queryRows<{ imei: string | null; serial: string | null; person: string }>(
      s.database.db,
      sql`select d.imei, d.serial_number as serial, pe.first_name || ' ' || pe.last_name as person
          from devices d join people pe on pe.catalog_id = d.catalog_id
          where d.account_id = ${tree} and d.imei is not null and d.serial_number is not null order by d.id limit 1`,
    );
    const [vendor] = await queryRows<{ name: string }>(
      s.database.db,
      sql`select v.name from device_vendors v join devices d on d.vendor_id = v.id where d.account_id = ${tree}
          order by v.id limit 1`,
    );
    const searches = [
      device!.imei!.slice(3, 11),
      device!.serial!.slice(1).toLowerCase(),
      'ord-7',
      vendor!.name.toUpperCase().slice(0, 4),
      device!.person,
      device!.person.split(' ')[0]!.slice(1, 4),
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
