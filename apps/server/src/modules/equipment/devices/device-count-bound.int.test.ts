import { Role, Service } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainDevicePage } from '../../../../test/device-pages.ts';
import { buildAccount, buildCustomer, buildPerson } from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import { COUNTED_PAST_OFFSET } from '../../../db/bounded-total.ts';
import { DEVICE_SORTS } from './devices.repository.ts';

/**
 * The devices list's total is counted to 1 000 past the page's offset (COUNTED_PAST_OFFSET): exact below that, and
 * past it the bound with totalIsLowerBound, with and without a search; the pages stay those of the plain statement.
 * A customer of its own: the account Vest and its sub account Bergen hold 2 200 devices, every other one an iPhone.
 */

const DEVICES = 2200;

const LIST = `query($a: Int!, $sortBy: DeviceSort, $search: String, $limit: Int, $offset: Int) {
  devices(accountID: $a, sortBy: $sortBy, search: $search, limit: $limit, offset: $offset) {
    totalCount totalIsLowerBound devices { ID } } }`;

type Listed = { totalCount: number; totalIsLowerBound: boolean; ids: number[] };

describe('devices list total', () => {
  let s: TestServer;
  let admin: string;
  let tree: number;
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { services: [Service.Equipment] });
    const west = await buildAccount(db, { customer, name: 'Vest' });
    const bergen = await buildAccount(db, { customer, parent: west, name: 'Bergen' });
    tree = west.id;
    const roles = [Role.ConnectEquipmentOverview];
    admin = await s.tokenFor((await buildPerson(db, { customer, roles, access: [west] })).catalogId);
    await db.execute(sql`insert into devices (account_id, class_id, description, source, ordered_at, cost_price)
      select case when i % 3 = 0 then ${bergen.id}::int else ${west.id}::int end, 1 + i % 6,
        (case when i % 2 = 0 then 'iPhone 15 ' else 'Galaxy S24 ' end) || i, 'web',
        date '2026-06-01' - (i % 700), 100 * (i * 37 % 9000)
      from generate_series(1, ${DEVICES}::int) i`);
  });
  afterAll(() => s.close());

  async function list(search: string | null, offset: number, sortBy = 'Description_ASC'): Promise<Listed> {
    const res = await s.gql<{ devices: Omit<Listed, 'ids'> & { devices: { ID: number }[] } }>(admin, LIST, {
      a: tree,
      sortBy,
      search,
      limit: 50,
      offset,
    });
    const { devices, ...total } = res.data!.devices;
    return { ...total, ids: devices.map((d) => d.ID) };
  }

  it('counts exactly up to 1 000 past the offset, and says "more than" the bound beyond', async () => {
    expect(COUNTED_PAST_OFFSET).toBe(1000);
    expect(await list(null, 0)).toMatchObject({ totalCount: 1000, totalIsLowerBound: true });
    expect(await list(null, 1150)).toMatchObject({ totalCount: 2150, totalIsLowerBound: true });
    expect(await list(null, 1200)).toMatchObject({ totalCount: DEVICES, totalIsLowerBound: false });
    expect(await list(null, 2190)).toMatchObject({ totalCount: DEVICES, totalIsLowerBound: false });
  });

  it('bounds a search the same way: a common text is not counted to its end', async () => {
    expect(await list('iphone', 0)).toMatchObject({ totalCount: 1000, totalIsLowerBound: true });
    expect(await list('iphone', 99)).toMatchObject({ totalCount: 1099, totalIsLowerBound: true });
    expect(await list('iphone', 100)).toMatchObject({ totalCount: 1100, totalIsLowerBound: false });
    expect(await list('galaxy s24 21', 0)).toMatchObject({ totalCount: 56, totalIsLowerBound: false });
  });

  it("keeps every sort's pages those of the plain statement, the first and past the bound", async () => {
    for (const search of ['', 'iphone'])
      for (const sort of DEVICE_SORTS)
        for (const offset of [0, 1050]) {
          const want = await plainDevicePage(s.database.db, tree, {
            sort,
            window: {},
            search,
            limit: 50,
            offset,
          });
          const got = await list(search || null, offset, sort);
          expect(got.ids, `${sort} at ${offset} "${search}"`).toEqual(want.ids);
        }
  });
});
