import { Role, Service } from '@connect/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainDevicePage } from '../../../../test/device-pages.ts';
import { buildVendor } from '../../../../test/factories/equipment.ts';
import { buildAccount, buildCustomer, buildPerson } from '../../../../test/factories/tenancy.ts';
import { createTestServer, type TestServer } from '../../../../test/test-server.ts';
import type { Principal } from '../../../auth/principal.ts';
import { loadPrincipal } from '../../../auth/sessions.ts';
import { queryRows } from '../../../db/client.ts';
import { type SearchPlan, searchDevices } from './device-search.repository.ts';
import { DEVICE_SORTS, type DeviceSort } from './devices.repository.ts';

/**
 * The searched list finds an account's page rows either by walking its sort index or by collecting its matches
 * through the trigram index, chosen by how many matches the account has, or with a name sort by reading the names
 * that start with the text from where they start and collecting the other matches (device-search.repository.ts).
 * Each must give exactly the plain statement's page, for a common text (more matches than a page, some sorted late
 * so the walk gives up, some with the text further in the name) and a rare one, in every sort, with and without the
 * purchase window, on later pages too. A customer of its own: the account Vest with the sub account Bergen, and the
 * vendors Apple, Samsung and Atea.
 */

type Window = { fromDate: string | null; toDate: string | null };
const WINDOWS: Window[] = [
  { fromDate: null, toDate: null },
  { fromDate: '2024-01-01', toDate: '2026-11-30' },
];

describe('devices search plans', () => {
  let s: TestServer;
  let p: Principal;
  let tree: number;
  beforeAll(async () => {
    s = await createTestServer();
    const db = s.database.db;
    const customer = await buildCustomer(db, { services: [Service.Equipment] });
    const west = await buildAccount(db, { customer, name: 'Vest' });
    const bergen = await buildAccount(db, { customer, parent: west, name: 'Bergen' });
    tree = west.id;
    for (const name of ['Apple', 'Samsung', 'Atea']) await buildVendor(db, { customer, name });
    const admin = await buildPerson(db, { customer, roles: [Role.ConnectEquipmentOverview], access: [west] });
    const token = await s.tokenFor(admin.catalogId);
    p = await loadPrincipal(db, s.clock, 3600, await s.services.tokens.verify(token));
    // 'Zeta' is common: 120 devices in the account and 12 in its sub account, more than any page asks for, over
    // every class, source and vendor (and none), some without a date or a price. 150 'Alpha' devices sort before
    // them, more than the account's matches, so a walk by name meets the matches too late and gives up.
    await db.execute(sql`insert into devices (account_id, class_id, vendor_id, description, source, ordered_at,
        cost_price, serial_number)
      select case when i <= 120 then ${tree}::int else ${bergen.id}::int end, 1 + i % 6,
        case when i % 5 = 0 then null else (select v.id from device_vendors v join accounts a
          on a.customer_id = v.customer_id where a.id = ${tree} order by v.id offset i % 3 limit 1) end,
        'Zeta ' || (i % 17), (array['web','shop','other','network'])[1 + i % 4],
        case when i % 7 = 0 then null else date '2023-06-01' + i * 7 end,
        case when i % 9 = 0 then null else 1000 * (i % 13) end, 'ZS-' || i
      from generate_series(1, 132) i`);
    await db.execute(sql`insert into devices (account_id, class_id, description, source, ordered_at, serial_number)
      select ${tree}::int, 1 + i % 6, 'Alpha ' || i, 'web', date '2025-01-01' + i, 'AS-' || i
      from generate_series(1, 150) i`);
    // The text further in the name, before and after the names it starts, and starting one in lower case.
    await db.execute(sql`insert into devices (account_id, class_id, description, source, ordered_at, serial_number)
      select ${tree}::int, 1 + i % 6, (array['Beta zeta ', 'Zz zeta ', 'zeta-mini '])[1 + i % 3] || i, 'shop',
        date '2025-03-01' + i, 'BS-' || i
      from generate_series(1, 15) i`);
    // More people named by one text than the search lists (they are looked up inside the statements instead),
    // a few of them employees of devices.
    await db.execute(sql`insert into people (customer_id, first_name, last_name)
      select a.customer_id, 'Omikron', 'Person ' || i from accounts a, generate_series(1, 520) i where a.id = ${tree}`);
    await db.execute(sql`update devices set catalog_id = (select catalog_id from people where first_name = 'Omikron'
        order by catalog_id limit 1) where id in (select id from devices where account_id = ${tree} order by id limit 3)`);
  });
  afterAll(() => s.close());

  const expected = (sort: DeviceSort, w: Window, search: string, limit: number, offset: number) =>
    plainDevicePage(s.database.db, tree, { sort, window: w, search, limit, offset });

  async function page(
    plan: SearchPlan,
    sort: DeviceSort,
    w: Window,
    search: string,
    limit: number,
    offset: number,
  ) {
    const filter = {
      accountId: tree,
      includeSubAccounts: true,
      catalogId: null,
      classIds: null,
      vendorIds: null,
      sources: null,
      isActive: null,
      ...w,
      search,
    };
    const found = await searchDevices(s.database.db, p, filter, { sort, limit, offset }, plan);
    return { totalCount: found.totalCount, ids: found.devices.map((d) => d.id) };
  }

  it('walks, collects and chooses the same pages as the plain statement, for a common and a rare text', async () => {
    const [rare] = await queryRows<{ serial: string }>(
      s.database.db,
      sql`select serial_number as serial from devices where account_id = ${tree} and serial_number like 'ZS-%'
          order by id offset 4 limit 1`,
    );
    // Common, rare, a vendor's name (listed by id), and people's name (too many to list).
    const searches = ['zeta', rare!.serial.toLowerCase(), 'APPLE', 'omikron'];
    expect((await expected('Description_ASC', WINDOWS[0]!, 'zeta', 200, 0)).totalCount).toBe(147);
    expect((await expected('Description_ASC', WINDOWS[0]!, 'omikron', 200, 0)).totalCount).toBe(3);
    for (const search of searches)
      for (const w of WINDOWS)
        for (const sort of DEVICE_SORTS)
          for (const [limit, offset] of [
            [20, 0],
            [9, 45],
          ] as const) {
            const want = await expected(sort, w, search, limit, offset);
            for (const plan of ['walk', 'collect', 'starts', 'choose'] as const)
              expect(
                await page(plan, sort, w, search, limit, offset),
                `${plan} ${search} ${sort} ${offset} ${JSON.stringify(w)}`,
              ).toEqual(want);
          }
    // 1 024 pages and their plain statements: long for one test on a busy machine.
  }, 180_000);
});
